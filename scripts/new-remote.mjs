// `pnpm new-remote <name> [--api]`: a working mf-<name> remote — package, build, standalone host,
// route manifest with its sidebar entry, messages in English, Hindi and Telugu, a first page and
// its tests — ready to build, test and be served. The workspace, Jest and the server find mf-*
// packages by pattern, so nothing else needs editing; the dependencies come from the workspace
// catalog. With --api it also makes the server feature area the page calls: plugin, routes and
// messages under server/src/<name>/, the reply schema in shared/src/api/<name>.ts, a first
// migration and an API test, and adds the one line each to server/src/features.ts, the migration
// areas and the API contract's index. docs/remotes.md says what to change next.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_NAV_ICON, remoteFiles } from './new-remote/remote-files.mjs';
import { EDITS } from './new-remote/insertions.mjs';
import { MIGRATIONS_DIR, serverFiles } from './new-remote/server-files.mjs';

// The templates and the insertions live beside it (scripts/new-remote/); the test imports them here.
export { DEFAULT_NAV_ICON, remoteFiles, serverFiles };
export {
  withFeature,
  withImport,
  withMigrationArea,
  withSchemaExport,
} from './new-remote/insertions.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The step between sidebar entries (docs/remotes.md lists the numbers in use). */
export const NAV_ORDER_STEP = 10;

/** 'job-board' → { folder: 'mf-job-board', federation: 'mf_job_board', pascal: 'JobBoard', … } */
export function remoteNames(name) {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name))
    throw new Error(
      `"${name}" is not a remote name: use lower-case letters and digits, words joined by "-" (e.g. news or job-board).`,
    );
  const words = name.split('-');
  const capitalised = words.map((word) => word[0].toUpperCase() + word.slice(1));
  const pascal = capitalised.join('');
  return {
    name,
    folder: `mf-${name}`,
    packageName: `@nclude/mf-${name}`,
    federation: `mf_${words.join('_')}`,
    pascal,
    camel: pascal[0].toLowerCase() + pascal.slice(1),
    snake: words.join('_'),
    title: capitalised.join(' '),
    path: `/${name}`,
  };
}

/** The remote folders of `root` (mf-*) that hold `file`, as paths to that file. */
function remoteFilesNamed(root, file) {
  return readdirSync(root)
    .filter((folder) => folder.startsWith('mf-'))
    .map((folder) => path.join(root, folder, file))
    .filter((candidate) => existsSync(candidate));
}

/** The next free standalone dev port: one above the highest a remote uses (3001 upwards). */
function nextDevPort(root) {
  let highest = 3000;
  for (const config of remoteFilesNamed(root, 'rspack.config.ts')) {
    const port = Number(/devPort:\s*(\d+)/.exec(readFileSync(config, 'utf8'))?.[1]);
    if (port > highest) highest = port;
  }
  return highest + 1;
}

/**
 * The next free sidebar position: the first multiple of NAV_ORDER_STEP above the highest
 * `nav.order` of any remote.json (the shell's Dashboard is 0), so the new entry comes last and
 * the registry check never finds two entries with one number.
 */
export function nextNavOrder(root) {
  let highest = 0;
  for (const file of remoteFilesNamed(root, 'remote.json')) {
    let manifest;
    try {
      manifest = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      throw new Error(`${path.relative(root, file)} is not readable JSON.`);
    }
    for (const route of Array.isArray(manifest?.routes) ? manifest.routes : []) {
      const order = route?.nav?.order;
      if (typeof order === 'number' && Number.isFinite(order) && order > highest) highest = order;
    }
  }
  return (Math.floor(highest / NAV_ORDER_STEP) + 1) * NAV_ORDER_STEP;
}

const MIGRATION_FILE = /^(\d{4})_[a-z0-9_]+\.ts$/;

/** The next migration number: one sequence across every area's folder (server/README.md). */
export function nextMigrationNumber(root) {
  const dir = path.join(root, MIGRATIONS_DIR);
  let highest = 0;
  if (existsSync(dir))
    for (const area of readdirSync(dir, { withFileTypes: true })) {
      if (!area.isDirectory()) continue;
      for (const file of readdirSync(path.join(dir, area.name))) {
        const number = Number(MIGRATION_FILE.exec(file)?.[1] ?? 0);
        if (number > highest) highest = number;
      }
    }
  return String(highest + 1).padStart(4, '0');
}

/**
 * Creates mf-<name> under `root` and, with `api`, the server area. Everything is checked and
 * composed before anything is written: a name taken anywhere, or a file to edit that is missing
 * or not in the expected shape, leaves the tree as it was.
 */
export function createRemote(name, root = repoRoot, { api = false } = {}) {
  const names = remoteNames(name);
  const dir = path.join(root, names.folder);
  if (existsSync(dir)) throw new Error(`${names.folder} already exists.`);
  const files = remoteFiles(names, {
    devPort: nextDevPort(root),
    navOrder: nextNavOrder(root),
    api,
  });
  const created = {};
  const edited = {};
  if (api) {
    for (const taken of [
      `server/src/${name}`,
      `server/src/${name}.ts`,
      `shared/src/api/${name}.ts`,
      `${MIGRATIONS_DIR}/${name}`,
      `server/test/${name}-api.test.ts`,
    ])
      if (existsSync(path.join(root, taken)))
        throw new Error(`${taken} already exists: choose another name for a remote with --api.`);
    Object.assign(created, serverFiles(names, nextMigrationNumber(root)));
    for (const [file, edit] of Object.entries(EDITS)) {
      const target = path.join(root, file);
      if (!existsSync(target)) throw new Error(`${file} is missing: --api adds the area to it.`);
      const before = readFileSync(target, 'utf8');
      const after = edit(before, names);
      if (after !== before) edited[file] = after;
    }
  }
  const write = (target, text) => {
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, text);
  };
  for (const [file, text] of Object.entries(files)) write(path.join(dir, file), text);
  for (const [file, text] of Object.entries({ ...created, ...edited }))
    write(path.join(root, file), text);
  return {
    dir,
    names,
    files: Object.keys(files),
    created: Object.keys(created),
    edited: Object.keys(edited),
  };
}

const USAGE =
  'usage: pnpm new-remote <name> [--api]   (e.g. pnpm new-remote news; --api: with its server area)\n';

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const args = process.argv.slice(2);
  const flags = args.filter((arg) => arg.startsWith('-'));
  const positional = args.filter((arg) => !arg.startsWith('-'));
  if (positional.length !== 1 || flags.some((flag) => flag !== '--api')) {
    process.stderr.write(USAGE);
    process.exit(2);
  }
  try {
    const api = flags.includes('--api');
    const { dir, names, created, edited } = createRemote(positional[0], repoRoot, { api });
    // The templates are written plainly; the project's formatter gives them, and the files the
    // area was added to, the house style.
    const formatted = spawnSync(
      'pnpm',
      [
        'exec',
        'prettier',
        '--write',
        '--log-level=warn',
        dir,
        ...[...created, ...edited].map((file) => path.join(repoRoot, file)),
      ],
      { cwd: repoRoot, stdio: 'inherit' },
    );
    if (formatted.status !== 0)
      process.stderr.write('prettier did not run cleanly: run pnpm format before committing.\n');
    const order = JSON.parse(readFileSync(path.join(dir, 'remote.json'), 'utf8')).routes[0].nav
      .order;
    const migration = created.find((file) => /\/\d{4}_[a-z0-9_]+\.ts$/.test(file));
    process.stdout.write(
      `Created ${path.relative(repoRoot, dir)} (${names.federation}, path ${names.path}, sidebar position ${order}).\n` +
        (api
          ? `Created ${created.join(', ')}.\nAdded the area to ${edited.join(', ') || '(already listed everywhere)'}.\n`
          : '') +
        `Next: pnpm install, then pnpm --filter ${names.packageName} dev, and see docs/remotes.md.\n` +
        (api && migration
          ? `When the area uses its table: its types in server/src/db/schema.ts.\n`
          : ''),
    );
  } catch (error) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
