import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NAV_ICONS } from '@nclude/shared/contracts';
import { checkManifest, checkRegistry } from '@nclude/shared/registry';
import {
  createRemote,
  nextMigrationNumber,
  nextNavOrder,
  remoteNames,
  withFeature,
  withMigrationArea,
  withSchemaExport,
} from './new-remote.mjs';

const repoRoot = path.join(__dirname, '..');
let root: string;

const put = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const readRoot = (file: string) => readFileSync(path.join(root, file), 'utf8');
const read = (file: string) => readRoot(path.join('mf-job-board', file));

const navRoute = (route: string, order: number) => ({
  path: route,
  title: 'title',
  requiresToken: true,
  nav: { label: 'title', icon: 'news', order },
});
const manifestOf = (name: string, routes: object[]) =>
  `${JSON.stringify({ contract: 1, name, routes, messages: { en: { title: name } } })}\n`;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'nclude-new-remote-'));
  // Existing remotes, so the new one takes the next standalone port and sidebar position.
  put('mf-auth/rspack.config.ts', 'remoteBuildConfig({ devPort: 3004 })');
  put('mf-auth/remote.json', manifestOf('mf_auth', [navRoute('/profile', 10)]));
  put('mf-news/remote.json', manifestOf('mf_news', [navRoute('/news', 70), navRoute('/b', 65)]));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** The server files --api adds to, in the shape (and house style) of the repository's. */
function fakeServer() {
  put(
    'server/src/features.ts',
    `// The server's feature areas.
import { accessFeature } from './access/plugin';
import type { Feature } from './feature';
import { newsFeature } from './news/plugin';
import type { Platform } from './platform';
import { accountsFeature } from './users/plugin';

export async function buildFeatures(platform: Platform): Promise<Feature[]> {
  const accounts = accountsFeature(platform, {
    readResume: (userId, fileId) => [userId, fileId],
  });
  return [accounts, accessFeature(platform), newsFeature(platform)];
}
`,
  );
  put(
    'server/src/db/migrations/index.ts',
    `// The one migration provider.
import { Migrator, type Migration } from 'kysely';
import { accountsMigrations } from './accounts';
import { newsMigrations } from './news';

/** Each area's migrations; a new area adds its folder and one entry here. */
export const MIGRATION_AREAS: Record<string, Record<string, Migration>> = {
  accounts: accountsMigrations,
  news: newsMigrations,
};

export const migrator = Migrator;
`,
  );
  put('server/src/db/migrations/accounts/0001_accounts.ts', '');
  put('server/src/db/migrations/accounts/0002_accounts_access.ts', '');
  put('server/src/db/migrations/news/0016_news.ts', '');
  put('server/src/db/migrations/news/index.ts', '');
  put(
    'shared/src/api/index.ts',
    `// The API contract.
export * from './common';
export * from './news';
`,
  );
}

/** The `key: 'text'` entries of a generated message table. */
function tableOf(text: string): Record<string, string> {
  return Object.fromEntries(
    [...text.matchAll(/^ {2}(\w+): '(.*)',$/gm)].map((match) => [match[1], match[2]]),
  );
}
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).join();

/** prettier --check with the repository's settings; '' when every file is formatted. */
function unformatted(files: string[]): string {
  const run = spawnSync(
    process.execPath,
    [
      require.resolve('prettier/bin/prettier.cjs'),
      '--check',
      '--config',
      path.join(repoRoot, '.prettierrc.json'),
      ...files.map((file) => path.join(root, file)),
    ],
    { encoding: 'utf8' },
  );
  return run.status === 0 ? '' : `${run.stdout}${run.stderr}`;
}

it('creates a remote with a valid manifest, a page for its path, tests and a free dev port', () => {
  const { files, created, edited } = createRemote('job-board', root);
  expect(files).toEqual(
    expect.arrayContaining([
      'package.json',
      'remote.json',
      'rspack.config.ts',
      'README.md',
      'src/routes.ts',
      'src/messages.ts',
      'src/messages.hi.ts',
      'src/messages.te.ts',
      'src/messages.i18n.test.ts',
      'src/pages/JobBoardPage.tsx',
      'src/pages/JobBoardPage.test.tsx',
      'src/routes.test.ts',
      'src/contract.test.ts',
      'src/standalone.tsx',
      'src/standalone-entry.ts',
    ]),
  );
  expect(files).not.toContain('src/jobBoardApi.ts');
  expect([created, edited]).toEqual([[], []]);
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
  expect(existsSync(path.join(root, 'server'))).toBe(false);
});

it('writes the texts in English, Hindi and Telugu, the title kept in Latin script', () => {
  createRemote('job-board', root);
  const en = tableOf(read('src/messages.ts'));
  const hi = tableOf(read('src/messages.hi.ts'));
  const te = tableOf(read('src/messages.te.ts'));
  expect(en).toEqual({ heading: 'Job Board', intro: 'This page belongs to the Job Board remote.' });
  expect(hi).toEqual({ heading: 'Job Board', intro: 'यह पेज Job Board रिमोट का हिस्सा है।' });
  expect(te).toEqual({ heading: 'Job Board', intro: 'ఈ పేజీ Job Board రిమోట్‌కు చెందినది.' });
  expect(read('src/messages.ts')).toContain("hi: () => import('./messages.hi')");
  expect(read('src/messages.ts')).toContain("te: () => import('./messages.te')");
  expect(read('src/messages.hi.ts')).toContain('const hi: Translation<typeof jobBoardMessages>');
  expect(read('src/messages.te.ts')).toContain('export default te;');
  expect(read('src/messages.i18n.test.ts')).toContain('translationProblems(m.catalogue)');

  const { messages } = JSON.parse(read('remote.json'));
  expect(Object.keys(messages)).toEqual(['en', 'hi', 'te']);
  for (const language of ['en', 'hi', 'te'])
    expect(messages[language]).toEqual({ titleJobBoard: 'Job Board', navJobBoard: 'Job Board' });
});

it('gives the remote a sidebar entry at the next free position, with an icon that exists', () => {
  createRemote('job-board', root);
  const manifest = JSON.parse(read('remote.json'));
  expect(manifest.routes).toEqual([
    {
      path: '/job-board',
      title: 'titleJobBoard',
      requiresToken: true,
      nav: { label: 'navJobBoard', icon: 'information', order: 80 },
    },
  ]);
  expect(NAV_ICONS).toContain(manifest.routes[0].nav.icon);
  // Written as the remotes write theirs: the sidebar entry and each language's texts on a line.
  expect(read('remote.json')).toContain(
    '"nav": { "label": "navJobBoard", "icon": "information", "order": 80 }',
  );
  expect(unformatted(['mf-job-board/remote.json', 'mf-job-board/package.json'])).toBe('');
  // Beside the remotes there are, the registry has no two entries in one place.
  const registry = checkRegistry({
    remotes: ['mf-auth', 'mf-news', 'mf-job-board'].map((folder) => ({
      ...JSON.parse(readRoot(`${folder}/remote.json`)),
      entry: `/remotes/${folder}/mf-manifest.json`,
    })),
  });
  expect(registry.problems).toEqual([]);
  expect(registry.remotes).toHaveLength(3);
  // The next one comes after it.
  expect(nextNavOrder(root)).toBe(90);
});

it('takes the sidebar step above the highest order in use, from 10 without entries', () => {
  const empty = mkdtempSync(path.join(tmpdir(), 'nclude-new-remote-empty-'));
  try {
    expect(nextNavOrder(empty)).toBe(10);
    mkdirSync(path.join(empty, 'mf-a'));
    writeFileSync(
      path.join(empty, 'mf-a', 'remote.json'),
      manifestOf('mf_a', [navRoute('/a', 65)]),
    );
    expect(nextNavOrder(empty)).toBe(70);
  } finally {
    rmSync(empty, { recursive: true, force: true });
  }
});

it('refuses names that are not lower-case words, and an existing folder', () => {
  expect(() => remoteNames('Job Board')).toThrow('is not a remote name');
  expect(() => remoteNames('../escape')).toThrow('is not a remote name');
  createRemote('job-board', root);
  expect(() => createRemote('job-board', root)).toThrow('mf-job-board already exists');
});

describe('--api', () => {
  beforeEach(fakeServer);

  it('creates the server area, its schema, migration and test, and the page that calls it', () => {
    const { created, edited, files } = createRemote('job-board', root, { api: true });
    expect(created.sort()).toEqual([
      'server/src/db/migrations/job-board/0017_job_board_items.ts',
      'server/src/db/migrations/job-board/index.ts',
      'server/src/job-board/messages.hi.ts',
      'server/src/job-board/messages.te.ts',
      'server/src/job-board/messages.ts',
      'server/src/job-board/plugin.ts',
      'server/src/job-board/routes.ts',
      'server/test/job-board-api.test.ts',
      'shared/src/api/job-board.ts',
    ]);
    expect(edited.sort()).toEqual([
      'server/src/db/migrations/index.ts',
      'server/src/features.ts',
      'shared/src/api/index.ts',
    ]);
    for (const file of created) expect(existsSync(path.join(root, file))).toBe(true);

    // The area: one endpoint for a signed-in person, answered in the request's language.
    const plugin = readRoot('server/src/job-board/plugin.ts');
    expect(plugin).toContain('export function jobBoardFeature(_platform: Platform): Feature');
    expect(plugin).toContain("prefix: '/v1/api/job-board'");
    const routes = readRoot('server/src/job-board/routes.ts');
    expect(routes).toContain("'/hello'");
    expect(routes).toContain('onRequest: app.requireSession');
    expect(routes).toContain('response: withErrors(JobBoardHelloReply)');
    expect(routes).toContain("jobBoardText('hello', { name: sessionOf(request).userName })");
    const hello = ['', '.hi', '.te'].map(
      (suffix) => tableOf(readRoot(`server/src/job-board/messages${suffix}.ts`)).hello,
    );
    expect(hello).toEqual([
      'Hello, {name}. This answer comes from the Job Board area of the server.',
      'नमस्ते, {name}। यह जवाब सर्वर के Job Board हिस्से से आया है।',
      'నమస్కారం, {name}. ఈ సమాధానం సర్వర్‌లోని Job Board విభాగం నుండి వచ్చింది.',
    ]);
    expect(readRoot('shared/src/api/job-board.ts')).toContain(
      'export type JobBoardHelloReply = Static<typeof JobBoardHelloReply>;',
    );

    // The migration: the next number of the one sequence, a small table, on both engines.
    const migration = readRoot('server/src/db/migrations/job-board/0017_job_board_items.ts');
    expect(migration).toContain(".createTable('job_board_items')");
    expect(migration).toContain(".addColumn('id', 'text', (c) => c.primaryKey())");
    expect(migration).toContain(".addColumn('created_at', 'text', (c) => c.notNull())");
    expect(migration).toContain(".dropTable('job_board_items').ifExists()");
    expect(readRoot('server/src/db/migrations/job-board/index.ts')).toContain(
      "'0017_job_board_items': m0017,",
    );
    expect(nextMigrationNumber(root)).toBe('0018');

    const apiTest = readRoot('server/test/job-board-api.test.ts');
    expect(apiTest).toContain('await startTestServer()');
    expect(apiTest).toContain("server.get<JobBoardHelloReply>('/v1/api/job-board/hello'");
    expect(apiTest).toContain("'accept-language': language");

    // The remote's side: a typed call and the page showing its answer, loading and failure.
    expect(files).toEqual(expect.arrayContaining(['src/jobBoardApi.ts']));
    expect(read('src/jobBoardApi.ts')).toContain(
      "api.get<JobBoardHelloReply>('/job-board/hello', { signal })",
    );
    expect(read('src/jobBoardApi.ts')).toContain(
      "import type { JobBoardHelloReply } from '@nclude/shared/api-schemas';",
    );
    const page = read('src/pages/JobBoardPage.tsx');
    expect(page).toContain('useLoad(getHello)');
    expect(page).toContain("loadingLabel={m('loadingHello')}");
    expect(page).toContain("failure={(reason) => m('helloFailed', { reason })}");
    expect(read('src/pages/JobBoardPage.test.tsx')).toContain("'GET /job-board/hello'");
    expect(read('src/routes.test.ts')).toContain('installFakeApi({');
    const texts = ['messages.ts', 'messages.hi.ts', 'messages.te.ts'].map((file) =>
      tableOf(read(`src/${file}`)),
    );
    for (const table of texts) {
      expect(Object.keys(table)).toEqual(['heading', 'intro', 'loadingHello', 'helloFailed']);
      expect(placeholders(table.helloFailed!)).toBe('reason');
    }
    // The end-to-end scan waits for no text starting "Loading" before it checks a page.
    expect(texts[0]!.loadingHello).toMatch(/^Loading\b/);
  });

  it('adds the area to the features, the migration areas and the API index, formatted', () => {
    createRemote('job-board', root, { api: true });
    expect(readRoot('server/src/features.ts')).toBe(`// The server's feature areas.
import { accessFeature } from './access/plugin';
import type { Feature } from './feature';
import { jobBoardFeature } from './job-board/plugin';
import { newsFeature } from './news/plugin';
import type { Platform } from './platform';
import { accountsFeature } from './users/plugin';

export async function buildFeatures(platform: Platform): Promise<Feature[]> {
  const accounts = accountsFeature(platform, {
    readResume: (userId, fileId) => [userId, fileId],
  });
  return [accounts, accessFeature(platform), newsFeature(platform), jobBoardFeature(platform)];
}
`);
    const migrations = readRoot('server/src/db/migrations/index.ts');
    expect(migrations).toContain(
      "import { accountsMigrations } from './accounts';\nimport { jobBoardMigrations } from './job-board';\nimport { newsMigrations } from './news';\n",
    );
    expect(migrations).toContain(
      "  accounts: accountsMigrations,\n  'job-board': jobBoardMigrations,\n  news: newsMigrations,\n};",
    );
    expect(readRoot('shared/src/api/index.ts')).toBe(
      "// The API contract.\nexport * from './common';\nexport * from './news';\nexport * from './job-board';\n",
    );
    expect(
      unformatted([
        'server/src/features.ts',
        'server/src/db/migrations/index.ts',
        'shared/src/api/index.ts',
      ]),
    ).toBe('');

    // A second area goes last in the list.
    createRemote('news-digest', root, { api: true });
    const features = readRoot('server/src/features.ts');
    expect(features.indexOf('jobBoardFeature(platform)')).toBeLessThan(
      features.indexOf('newsDigestFeature(platform)'),
    );
    expect(readRoot('server/src/db/migrations/news-digest/index.ts')).toContain(
      "'0018_news_digest_items'",
    );
  });

  it('inserts each line once, however often it runs', () => {
    const names = remoteNames('job-board');
    for (const [file, edit] of [
      ['server/src/features.ts', withFeature],
      ['server/src/db/migrations/index.ts', withMigrationArea],
      ['shared/src/api/index.ts', withSchemaExport],
    ] as const) {
      const once = edit(readRoot(file), names);
      expect(once).not.toBe(readRoot(file));
      expect(edit(once, names)).toBe(once);
    }
    // A list laid out one entry a line keeps that layout.
    const long = `import type { Feature } from './feature';
export async function buildFeatures(platform: Platform): Promise<Feature[]> {
  return [
    accounts,
    await assistantFeature(platform, {
      careerContext: (userId) => [userId],
    }),
    newsFeature(platform),
  ];
}
`;
    const added = withFeature(long, names);
    expect(added).toContain('    newsFeature(platform),\n    jobBoardFeature(platform),\n  ];\n');
    expect(withFeature(added, names)).toBe(added);
  });

  it('refuses a name the server uses, and files it cannot add to, writing nothing', () => {
    const before = readRoot('server/src/features.ts');
    put('server/src/job-board/service.ts', '');
    expect(() => createRemote('job-board', root, { api: true })).toThrow(
      'server/src/job-board already exists',
    );
    rmSync(path.join(root, 'server/src/job-board'), { recursive: true });

    put('server/src/features.ts', "import type { Feature } from './feature';\n");
    expect(() => createRemote('job-board', root, { api: true })).toThrow(
      'has no `return [ … ]` list of features',
    );
    rmSync(path.join(root, 'shared/src/api/index.ts'));
    put('server/src/features.ts', before);
    expect(() => createRemote('job-board', root, { api: true })).toThrow(
      'shared/src/api/index.ts is missing',
    );
    expect(existsSync(path.join(root, 'mf-job-board'))).toBe(false);
    expect(existsSync(path.join(root, 'server/src/job-board'))).toBe(false);
    expect(readRoot('server/src/features.ts')).toBe(before);
  });
});
