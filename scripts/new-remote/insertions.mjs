// The lines `pnpm new-remote <name> --api` adds to the files that list the server's areas: each
// a function from the file's text to its text with the line, unchanged when it is there already.
import { MIGRATIONS_DIR } from './server-files.mjs';

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `line` (an import from `specifier`) among the imports at the top of `text`, in the order of
 * their specifiers as the files keep them; unchanged when `specifier` is imported already.
 */
export function withImport(text, line, specifier, file) {
  if (new RegExp(`^import\\s[^;]*?\\sfrom\\s+'${escapeRegExp(specifier)}';`, 'm').test(text))
    return text;
  const imports = [...text.matchAll(/^import\s[^;]*?\sfrom\s+'([^']+)';\n/gm)];
  if (imports.length === 0) throw new Error(`${file} has no imports to add ${line} to.`);
  // Packages come first, then the package's own modules: the new line goes among its kind.
  const relative = (from) => from.startsWith('.');
  const kind = imports.filter((match) => relative(match[1]) === relative(specifier));
  const next = kind.find((match) => match[1] > specifier);
  const pool = kind.length > 0 ? kind : imports;
  const last = pool[pool.length - 1];
  const at = next ? next.index : last.index + last[0].length;
  return `${text.slice(0, at)}${line}\n${text.slice(at)}`;
}

const FEATURES = 'server/src/features.ts';
const MIGRATIONS_INDEX = `${MIGRATIONS_DIR}/index.ts`;
const API_INDEX = 'shared/src/api/index.ts';

/** server/src/features.ts with the area's import and, last in the list, `<name>Feature(platform)`. */
export function withFeature(text, n) {
  const feature = `${n.camel}Feature`;
  const out = withImport(
    text,
    `import { ${feature} } from './${n.name}/plugin';`,
    `./${n.name}/plugin`,
    FEATURES,
  );
  const platform = /buildFeatures\(\s*(\w+)/.exec(out)?.[1] ?? 'platform';
  const start = out.lastIndexOf('return [');
  let end = -1;
  for (let i = start + 'return '.length, depth = 0; start >= 0 && i < out.length; i += 1) {
    if (out[i] === '[') depth += 1;
    else if (out[i] === ']' && --depth === 0) {
      end = i;
      break;
    }
  }
  if (end < 0)
    throw new Error(
      `${FEATURES} has no \`return [ … ]\` list of features: add ${feature}(${platform}) to it by hand.`,
    );
  if (new RegExp(`\\b${feature}\\(`).test(out.slice(start, end))) return out;
  const lineStart = out.lastIndexOf('\n', end) + 1;
  const before = out.slice(lineStart, end);
  if (/^\s*$/.test(before)) {
    // The entry before it gets its comma if it had none (prettier's trailingComma keeps one).
    const head = out.slice(0, lineStart).replace(/([^\s,[])(\s*)$/, '$1,$2');
    return `${head}${before}  ${feature}(${platform}),\n${out.slice(lineStart)}`;
  }
  // A list on one line: prettier lays it out again.
  const separator = /[[,]\s*$/.test(out.slice(0, end)) ? ' ' : ', ';
  return `${out.slice(0, end)}${separator}${feature}(${platform})${out.slice(end)}`;
}

/** The migrations index with the area's import and its entry of MIGRATION_AREAS (by name). */
export function withMigrationArea(text, n) {
  const variable = `${n.camel}Migrations`;
  const out = withImport(
    text,
    `import { ${variable} } from './${n.name}';`,
    `./${n.name}`,
    MIGRATIONS_INDEX,
  );
  const open = /MIGRATION_AREAS\b[^=]*=\s*\{\n/.exec(out);
  const close = open ? out.indexOf('\n};', open.index) : -1;
  if (!open || close < 0)
    throw new Error(
      `${MIGRATIONS_INDEX} has no MIGRATION_AREAS object: add ${n.name}: ${variable} to it by hand.`,
    );
  const bodyStart = open.index + open[0].length;
  const lines = out.slice(bodyStart, close).split('\n');
  if (lines.some((line) => new RegExp(`:\\s*${variable}\\b`).test(line))) return out;
  const key = /^[A-Za-z_$][\w$]*$/.test(n.name) ? n.name : `'${n.name}'`;
  const indent = /^\s*/.exec(lines[0] ?? '')?.[0] || '  ';
  const keyOf = (line) => /^\s*'?([\w$-]+)'?\s*:/.exec(line)?.[1];
  const next = lines.findIndex((line) => (keyOf(line) ?? '') > n.name);
  lines.splice(next < 0 ? lines.length : next, 0, `${indent}${key}: ${variable},`);
  return `${out.slice(0, bodyStart)}${lines.join('\n')}${out.slice(close)}`;
}

/** The API contract's index with `export * from './<name>';` after the other areas. */
export function withSchemaExport(text, n) {
  const line = `export * from './${n.name}';`;
  if (text.split('\n').includes(line)) return text;
  const exports = [...text.matchAll(/^export \* from '[^']+';\n?/gm)];
  const last = exports[exports.length - 1];
  if (!last) return `${text.replace(/\n*$/, '\n')}${line}\n`;
  const at = last.index + last[0].length;
  const newline = last[0].endsWith('\n') ? '' : '\n';
  return `${text.slice(0, at)}${newline}${line}\n${text.slice(at)}`;
}

export const EDITS = {
  [FEATURES]: withFeature,
  [MIGRATIONS_INDEX]: withMigrationArea,
  [API_INDEX]: withSchemaExport,
};
