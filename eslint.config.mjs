import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import layers from './eslint-rules/layers.mjs';

/** The code that ships (tests and tools aside). */
const PRODUCT_CODE = [
  'server/src/**/*.ts',
  'shared/src/**/*.{ts,tsx}',
  'shell/src/**/*.{ts,tsx}',
  'mf-*/src/**/*.{ts,tsx}',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'reports/**',
      '**/test-results/**',
      '**/@mf-types/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Browser code takes the API contract (@nclude/shared/api-schemas) as types only: its values
    // are TypeBox schemas, which the server needs and no browser bundle should carry.
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/api/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@nclude/shared/api-schemas',
              allowTypeImports: true,
              message:
                'Browser code imports the API contract as types only (`import type`): its values are TypeBox schemas for the server.',
            },
          ],
          patterns: [
            {
              group: ['@sinclair/typebox', '@sinclair/typebox/*'],
              allowTypeImports: true,
              message: 'TypeBox is for the server; browser code uses the static types only.',
            },
          ],
        },
      ],
    },
  },
  {
    // How modules depend on each other (eslint-rules/layers.mjs).
    files: PRODUCT_CODE,
    plugins: { nclude: layers },
    rules: { 'nclude/server-areas': 'error', 'nclude/no-cycles': 'error' },
  },
  {
    // A product file that grows past this is split by responsibility (a folder with an index.ts).
    files: PRODUCT_CODE,
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 600 }] },
  },
  {
    // The HTTP app around the platform and the feature areas: assembly only.
    files: ['server/src/app.ts'],
    rules: { 'max-lines': ['error', { max: 200 }] },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
