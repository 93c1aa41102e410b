// One Jest setup for the whole repository: each workspace package is a project. Remotes are found
// by pattern (every mf-* folder with a package.json), so a remote's tests can never silently not run.
import { existsSync, readdirSync } from 'node:fs';

const remotes = readdirSync(new URL('.', import.meta.url))
  .filter(
    (name) =>
      name.startsWith('mf-') && existsSync(new URL(`./${name}/package.json`, import.meta.url)),
  )
  .sort();
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// Packages that ship only ES modules (the Markdown renderer of the chat and its unified family,
// the server-sent-event parser): the browser tests run as CommonJS, so these are transformed.
// pnpm keeps each under node_modules/.pnpm/<name>@<version>/ (a scope's "/" written "+").
const ESM_ONLY = [
  'react-markdown',
  'remark-[a-z-]+',
  'unified',
  'micromark[a-z-]*',
  'mdast-util-[a-z-]+',
  'hast-util-[a-z-]+',
  'unist-util-[a-z-]+',
  'vfile[a-z-]*',
  'character-[a-z-]+',
  'is-(alphabetical|alphanumerical|decimal|hexadecimal|plain-obj)',
  '@ungap\\+structured-clone',
  'bail',
  'ccount',
  'comma-separated-tokens',
  'decode-named-character-reference',
  'devlop',
  'escape-string-regexp',
  'estree-util-is-identifier-name',
  'eventsource-parser',
  'html-url-attributes',
  'longest-streak',
  'markdown-table',
  'parse-entities',
  'property-information',
  'space-separated-tokens',
  'stringify-entities',
  'trim-lines',
  'trough',
  'zwitch',
];

const SERVER_ESM_ONLY =
  'jose|stemmer|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities';

const browserProject = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: '<rootDir>/../jest/jsdom-environment.cjs',
  setupFilesAfterEnv: ['<rootDir>/../jest/setup-dom.ts'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  transformIgnorePatterns: [`/node_modules/\\.pnpm/(?!(${ESM_ONLY.join('|')})@)`],
  moduleNameMapper: { '\\.(css|svg|png)$': '<rootDir>/../jest/file-stub.cjs' },
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
});

export default {
  // Jest reads the test timeout from the top level only. It guards against a hang and is no
  // measure: tests wait for events, and on a busy 2-core machine real servers, engines and jobs
  // (migrations, argon2 seeding, speech recognition, OCR) have taken minutes for their turn.
  // Above the tests' own wait for an event (HANG_GUARD_MS in server/test/helpers.ts).
  testTimeout: 180_000,
  projects: [
    browserProject('shared'),
    browserProject('shell'),
    ...remotes.map(browserProject),
    {
      // The repository's own tools (the remote generator).
      displayName: 'scripts',
      rootDir: '<rootDir>/scripts',
      testEnvironment: 'node',
      transform: { '^.+\\.m?(t|j)sx?$': swc },
      moduleFileExtensions: ['ts', 'mts', 'mjs', 'js', 'json'],
      testMatch: ['<rootDir>/**/*.test.ts'],
    },
    {
      displayName: 'extension',
      rootDir: '<rootDir>/extension',
      testEnvironment: 'node',
      transform: { '^.+\\.m?(t|j)sx?$': swc },
      moduleFileExtensions: ['ts', 'mts', 'mjs', 'js', 'json'],
      testMatch: ['<rootDir>/*.test.ts'],
    },
    {
      displayName: 'server',
      rootDir: '<rootDir>/server',
      testEnvironment: 'node',
      // .mjs: the companion extension's build module, which the server imports.
      transform: { '^.+\\.m?(t|j)sx?$': swc },
      moduleFileExtensions: ['ts', 'tsx', 'mts', 'mjs', 'js', 'cjs', 'json'],
      // These ship only ES modules (htmlparser2 12 and its DOM family come with sanitize-html);
      // the tests run as CommonJS, so they are transformed.
      transformIgnorePatterns: [
        `/node_modules/(?!\\.pnpm/(${SERVER_ESM_ONLY})@|(${SERVER_ESM_ONLY})/)`,
      ],
      testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
    },
  ],
};
