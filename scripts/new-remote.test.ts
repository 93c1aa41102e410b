import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkManifest } from '@nclude/shared/registry';
import { createRemote, remoteNames } from './new-remote.mjs';

let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'nclude-new-remote-'));
  // An existing remote, so the new one takes the next standalone port.
  mkdirSync(path.join(root, 'mf-auth'));
  writeFileSync(
    path.join(root, 'mf-auth', 'rspack.config.ts'),
    'remoteBuildConfig({ devPort: 3004 })',
  );
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const read = (file: string) => readFileSync(path.join(root, 'mf-job-board', file), 'utf8');

it('creates a remote with a valid manifest, a page for its path, tests and a free dev port', () => {
  const { files } = createRemote('job-board', root);
  expect(files).toEqual(
    expect.arrayContaining([
      'package.json',
      'remote.json',
      'rspack.config.ts',
      'README.md',
      'src/routes.ts',
      'src/messages.ts',
      'src/pages/JobBoardPage.tsx',
      'src/pages/JobBoardPage.test.tsx',
      'src/routes.test.ts',
      'src/contract.test.ts',
      'src/standalone.tsx',
      'src/standalone-entry.ts',
    ]),
  );
  const manifest = JSON.parse(read('remote.json'));
  expect(checkManifest(manifest).problems).toEqual([]);
  expect(manifest).toMatchObject({ name: 'mf_job_board', routes: [{ path: '/job-board' }] });
  expect(JSON.parse(read('package.json'))).toMatchObject({
    name: '@nclude/mf-job-board',
    dependencies: { '@nclude/shared': 'workspace:*', react: 'catalog:' },
  });
  expect(read('rspack.config.ts')).toContain("name: 'mf_job_board'");
  expect(read('rspack.config.ts')).toContain('devPort: 3005');
  expect(read('src/routes.ts')).toContain("'/job-board': lazyPage(");
});

it('refuses names that are not lower-case words, and an existing folder', () => {
  expect(() => remoteNames('Job Board')).toThrow('is not a remote name');
  expect(() => remoteNames('../escape')).toThrow('is not a remote name');
  createRemote('job-board', root);
  expect(() => createRemote('job-board', root)).toThrow('mf-job-board already exists');
});
