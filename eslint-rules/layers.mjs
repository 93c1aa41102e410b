// The project's own lint rules for how modules depend on each other:
// - `nclude/server-areas`: server feature areas reach each other only through an area's index.ts,
//   and the platform (every server module outside the areas) never imports an area, except the
//   composition roots that assemble them (an area's plugin.ts or index.ts only).
// - `nclude/no-cycles`: no file takes part in a cycle of imports. Type-only imports are left out
//   (they vanish when compiled), and so are dynamic imports (a chunk loaded later, by design).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Folders of server/src that are part of another folder's area (captions are a kind of
 * conversion; the whitelist is the access area's). Every other area is a folder whose plugin.ts
 * features.ts lists, so an area the generator adds is checked as one at once.
 */
const AREA_PARTS = { whitelist: 'access', captions: 'conversion' };
/** Folders with a plugin.ts that are platform all the same (every area tells people through it). */
const PLATFORM_FOLDERS = new Set(['notifications']);
/** Platform files that assemble the areas: the API's and the worker's list, the entry, the seed. */
const COMPOSITION_ROOTS = new Set(['features.ts', 'main.ts', 'seed.ts']);

const areasByRoot = new Map();

/** The feature areas of a server/src folder, read from its features.ts. */
function areasOf(root) {
  let areas = areasByRoot.get(root);
  if (areas) return areas;
  areas = new Map(Object.entries(AREA_PARTS));
  let list = '';
  try {
    list = readFileSync(path.join(root, 'features.ts'), 'utf8');
  } catch {
    // No features.ts (a tree without areas): nothing is an area.
  }
  for (const [, folder] of list.matchAll(/from\s+'\.\/([a-z0-9-]+)\/plugin'/g))
    if (!PLATFORM_FOLDERS.has(folder)) areas.set(folder, folder);
  areasByRoot.set(root, areas);
  return areas;
}

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolve(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  if (/\.[cm]?[jt]sx?$/.test(base) && existsSync(base)) return base;
  for (const ending of EXTENSIONS) if (existsSync(base + ending)) return base + ending;
  return null;
}

/** The server/src folder a file is under, and its path inside it, or null. */
function serverPlace(file) {
  const parts = file.split(path.sep);
  for (let index = parts.length - 2; index >= 1; index -= 1)
    if (parts[index] === 'src' && parts[index - 1] === 'server')
      return { root: parts.slice(0, index + 1).join(path.sep), inside: parts.slice(index + 1) };
  return null;
}

function areaOf(file) {
  const place = serverPlace(file);
  if (!place || place.inside.length < 2) return null;
  const area = areasOf(place.root).get(place.inside[0]);
  return area ? { area, folder: place.inside[0], root: place.root } : null;
}

function isTypeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return (
    specifiers.length > 0 &&
    specifiers.every((item) => item.importKind === 'type' || item.exportKind === 'type')
  );
}

const serverAreas = {
  meta: {
    type: 'problem',
    docs: { description: 'Server feature areas meet only through their index.ts' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const place = serverPlace(file);
    if (!place) return {};
    const from = areaOf(file);
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = resolve(file, specifier);
      if (!target) return;
      const to = areaOf(target);
      if (!to || to.area === from?.area) return;
      const inside = path.relative(path.join(to.root, to.folder), target);
      const entry = inside === 'index.ts' || inside === 'index.tsx';
      if (from) {
        if (!entry)
          context.report({
            node: node.source,
            message: `The ${from.area} area uses the ${to.area} area only through ${to.folder}/index.ts (not ${to.folder}/${inside}).`,
          });
        return;
      }
      const root = COMPOSITION_ROOTS.has(place.inside.join('/'));
      if (root && (entry || inside === 'plugin.ts')) return;
      context.report({
        node: node.source,
        message: root
          ? `An area is assembled through its plugin.ts or index.ts (not ${to.folder}/${inside}).`
          : `Platform code does not import a feature area (${to.folder}/${inside}); the area takes what it needs from the platform.`,
      });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

/** Value imports of each file, read once per lint run. */
const graph = new Map();
const STATIC_IMPORT =
  /^\s*(?:import|export)\s+(type\s+)?([^;]*?)\s*from\s*['"](\.[^'"]+)['"]|^\s*import\s+['"](\.[^'"]+)['"]/gm;

function valueImports(file) {
  const known = graph.get(file);
  if (known) return known;
  const found = [];
  graph.set(file, found);
  let text;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return found;
  }
  for (const match of text.matchAll(STATIC_IMPORT)) {
    const [, typeKeyword, clause, specifier, bare] = match;
    if (typeKeyword) continue;
    if (clause && /^\{[\s\S]*\}$/.test(clause.trim())) {
      const names = clause
        .trim()
        .slice(1, -1)
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean);
      if (names.length > 0 && names.every((name) => name.startsWith('type '))) continue;
    }
    const target = resolve(file, specifier ?? bare);
    if (target && /\.tsx?$/.test(target)) found.push(target);
  }
  return found;
}

/** A path of imports from `start` back to `goal`, or null. */
function pathBack(start, goal) {
  const seen = new Set();
  const stack = [[start, [start]]];
  while (stack.length > 0) {
    const [file, trail] = stack.pop();
    if (file === goal) return trail;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const next of valueImports(file)) stack.push([next, [...trail, next]]);
  }
  return null;
}

const noCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'No file takes part in a cycle of imports' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const cwd = context.cwd;
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.') || isTypeOnly(node)) return;
      const target = resolve(file, specifier);
      if (!target || !/\.tsx?$/.test(target)) return;
      const trail = pathBack(target, file);
      if (trail)
        context.report({
          node: node.source,
          message: `Import cycle: ${[file, ...trail].map((item) => path.relative(cwd, item)).join(' → ')}.`,
        });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default { rules: { 'server-areas': serverAreas, 'no-cycles': noCycles } };
