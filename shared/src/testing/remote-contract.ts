// The contract test every remote runs on its own production build: remote.json is a valid
// manifest, the build's Module Federation manifest has the same name and exposes './routes', and
// remote.json travels with the build (the server reads it there). Node only (it runs Rspack).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { KIT_VERSION, kitRange } from '../../build/kit-version';
import { checkManifest } from '../registry';

interface MfManifest {
  name?: string;
  exposes?: { path?: string }[];
  shared?: { name?: string; singleton?: boolean; requiredVersion?: string }[];
}

/** The kit's own version: a remote built now asks for it or a later minor version of its major. */
const KIT_RANGE = kitRange(KIT_VERSION);

/** The remote's own `rspack build --mode production` (the CLI: Rspack 2 is ES modules only). */
function build(packageDir: string, outDir: string): void {
  const result = spawnSync(
    'pnpm',
    ['exec', 'rspack', 'build', '--mode', 'production', '--output-path', outDir],
    { cwd: packageDir, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`the build failed:\n${result.stdout}\n${result.stderr}`);
}

/**
 * Builds a remote with its own production configuration (its rspack.config.ts) into a temporary
 * folder; returns every broken promise found (none: []).
 */
export function remoteContractProblems(packageDir: string): string[] {
  const problems: string[] = [];
  const source = JSON.parse(readFileSync(path.join(packageDir, 'remote.json'), 'utf8'));
  const checked = checkManifest(source);
  problems.push(...checked.problems.map((problem) => `remote.json: ${problem}`));
  const name: string = checked.manifest?.name ?? String(source.name);

  const outDir = mkdtempSync(path.join(tmpdir(), 'nclude-remote-build-'));
  try {
    build(packageDir, outDir);
    const mf = JSON.parse(
      readFileSync(path.join(outDir, 'mf-manifest.json'), 'utf8'),
    ) as MfManifest;
    if (mf.name !== name)
      problems.push(`the build is named ${String(mf.name)}, remote.json ${name}`);
    if (!mf.exposes?.some((exposed) => exposed.path === './routes'))
      problems.push("mf-manifest.json does not expose './routes'");
    const kit = mf.shared?.find((entry) => entry.name === '@nclude/shared');
    if (!kit?.singleton || kit.requiredVersion !== KIT_RANGE)
      problems.push(`@nclude/shared must be a singleton of version ${KIT_RANGE}`);
    const copied = JSON.parse(readFileSync(path.join(outDir, 'remote.json'), 'utf8'));
    if (JSON.stringify(copied) !== JSON.stringify(source))
      problems.push('the build’s remote.json differs from the package’s');
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
  return problems;
}
