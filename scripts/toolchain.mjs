// What the README's commands need before they can do anything: the right Node, pnpm, and the
// workspace's packages. Used by start.mjs, test.mjs and bench.mjs so there is one way to get them.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = '10.34.9';
export const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

export function log(message) {
  process.stdout.write(`[nclude] ${message}\n`);
}

export function fail(message) {
  process.stderr.write(`[nclude] ${message}\n`);
  process.exit(1);
}

export function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    fail(`Node ${process.versions.node} is too old: Nclude needs Node 20.19 or newer.`);
  }
}

/** Runs a command with inherited output; returns its exit code. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: repoRoot, ...options });
  if (result.error) return 127;
  return result.status ?? 1;
}

export function runOrFail(command, args, options = {}) {
  const code = run(command, args, options);
  if (code !== 0) fail(`"${command} ${args.join(' ')}" failed with exit code ${code}.`);
}

function commandVersion(command, args = ['--version']) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** Returns the argv prefix that runs pnpm 10, installing it when it is missing. */
export function ensurePnpm() {
  const version = commandVersion('pnpm');
  if (version && version.startsWith('10.')) return ['pnpm'];
  if (isRoot) {
    log(`installing pnpm ${PNPM_VERSION} with npm`);
    runOrFail('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`, '--no-fund', '--no-audit']);
    return ['pnpm'];
  }
  // Without root a global install may not be writable: npx keeps its own copy.
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

export function pnpm(pnpmCommand, args, options) {
  const [command, ...prefix] = pnpmCommand;
  return run(command, [...prefix, ...args], options);
}

export function installWorkspace(pnpmCommand) {
  log('installing workspace packages (pnpm install --frozen-lockfile)');
  const code = pnpm(pnpmCommand, ['install', '--frozen-lockfile', '--reporter=append-only']);
  if (code !== 0) fail('pnpm install failed; see the output above.');
}

export function buildPortal(pnpmCommand) {
  log('building the shell, the remotes and the server');
  const code = pnpm(pnpmCommand, ['run', 'build']);
  if (code !== 0) fail('the build failed; see the output above.');
}

export function startProcess(command, args, options = {}) {
  return spawn(command, args, { cwd: repoRoot, stdio: 'inherit', ...options });
}

export function exists(relativePath) {
  return existsSync(path.join(repoRoot, relativePath));
}

/**
 * A TypeScript module of the workspace (its absolute path), loaded through the server's tsx: the
 * benchmarks run the server's own code and test fixtures without a build.
 */
export async function importTypeScript(file) {
  // tsx's ES module API (require.resolve would find its CommonJS twin, which cannot load here).
  const requireFromServer = createRequire(path.join(repoRoot, 'server', 'package.json'));
  const tsx = path.dirname(requireFromServer.resolve('tsx/package.json'));
  const { tsImport } = await import(
    pathToFileURL(path.join(tsx, 'dist', 'esm', 'api', 'index.mjs')).href
  );
  return tsImport(pathToFileURL(file).href, import.meta.url);
}
