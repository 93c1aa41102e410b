// The layering rules (eslint-rules/layers.mjs) on a small server tree written here.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import layers from '../eslint-rules/layers.mjs';

let root: string;
const files: Record<string, string> = {
  'server/src/features.ts':
    "import { careers } from './careers/plugin';\nimport { news } from './news/plugin';\n" +
    "import { conversion } from './conversion/plugin';\nimport { bell } from './notifications/plugin';\n",
  'server/src/notifications/service.ts': 'export const notify = 1;\n',
  'server/src/careers/index.ts': "export { rank } from './ranking';\n",
  'server/src/careers/ranking.ts': 'export const rank = 1;\n',
  'server/src/careers/plugin.ts': "export { rank } from './ranking';\n",
  'server/src/news/index.ts': 'export const news = 1;\n',
  'server/src/captions/probe.ts': 'export const probe = 1;\n',
  'server/src/conversion/index.ts': 'export const convert = 1;\n',
  'server/src/platform.ts': 'export const platform = 1;\n',
  'server/src/a.ts': "import { b } from './b';\nexport const a = b;\n",
  'server/src/b.ts': "import { a } from './a';\nexport const b = 1;\nexport const c = a;\n",
  'server/src/c.ts': "import type { d } from './d';\nexport const c: typeof d = 1;\n",
  'server/src/d.ts': "import { c } from './c';\nexport const d = c;\n",
};

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'nclude-layers-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The rule messages for `code` as if it were the file `file` of the tree. */
function problems(file: string, code: string): string[] {
  const linter = new Linter({ configType: 'flat', cwd: root });
  const config = [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser as Linter.Parser },
      plugins: { nclude: layers },
      rules: { 'nclude/server-areas': 'error', 'nclude/no-cycles': 'error' },
    },
  ] satisfies Linter.Config[];
  return linter
    .verify(code, config, { filename: path.join(root, file) })
    .map((message) => message.message);
}

describe('server areas', () => {
  it('lets an area use another through its index.ts, and itself freely', () => {
    expect(problems('server/src/news/feed.ts', "import { rank } from '../careers';\n")).toEqual([]);
    expect(problems('server/src/careers/x.ts', "import { rank } from './ranking';\n")).toEqual([]);
    // Captions belong to the conversion area.
    expect(
      problems('server/src/conversion/x.ts', "import { probe } from '../captions/probe';\n"),
    ).toEqual([]);
  });

  it('refuses a reach into another area’s files', () => {
    expect(
      problems('server/src/news/feed.ts', "import { rank } from '../careers/ranking';\n"),
    ).toEqual([
      'The news area uses the careers area only through careers/index.ts (not careers/ranking.ts).',
    ]);
  });

  it('keeps the platform from importing an area, except where the areas are assembled', () => {
    expect(problems('server/src/http.ts', "import { rank } from './careers';\n")).toEqual([
      'Platform code does not import a feature area (careers/index.ts); the area takes what it needs from the platform.',
    ]);
    expect(
      problems('server/src/features.ts', "import { rank } from './careers/plugin';\n"),
    ).toEqual([]);
    expect(
      problems('server/src/features.ts', "import { rank } from './careers/ranking';\n"),
    ).toEqual(['An area is assembled through its plugin.ts or index.ts (not careers/ranking.ts).']);
    expect(
      problems('server/src/careers/x.ts', "import { platform } from '../platform';\n"),
    ).toEqual([]);
  });
});

describe('import cycles', () => {
  it('finds a cycle of value imports', () => {
    expect(problems('server/src/a.ts', files['server/src/a.ts']!)).toEqual([
      'Import cycle: server/src/a.ts → server/src/b.ts → server/src/a.ts.',
    ]);
  });

  it('leaves out type-only imports', () => {
    expect(problems('server/src/d.ts', files['server/src/d.ts']!)).toEqual([]);
    expect(problems('server/src/c.ts', files['server/src/c.ts']!)).toEqual([]);
  });
});
