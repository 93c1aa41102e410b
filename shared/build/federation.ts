// Build-time half of the shell–remote contract: every app of the portal (the shell and each mf-*
// remote) builds with these, so they agree on one React, one router and one @nclude/shared.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RuleSetRule, SwcLoaderOptions } from '@rspack/core';

// One React and one @nclude/shared, so the session and accessibility stores are one. The router
// travels inside @nclude/shared (src/router.ts): one instance for every app, and tree-shaken,
// where sharing react-router itself would ship all of it (about 60 KB gzip) on the first load.
export const sharedSingletons = {
  react: { singleton: true, requiredVersion: '^19.2.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.2.0' },
  '@nclude/shared': { singleton: true, requiredVersion: '^0.1.0' },
};

export const browserTargets =
  'last 2 Chrome versions, last 2 Firefox versions, last 2 Safari versions';

export function typescriptRule(isDevelopment: boolean): RuleSetRule {
  const options: SwcLoaderOptions = {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', development: isDevelopment } },
    },
    env: { targets: browserTargets },
  };
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options,
    type: 'javascript/auto',
  };
}

/**
 * React Router 7's package exports point every bundler at its development build; its production
 * build (without dev warnings) sits beside it. Production builds resolve the router there.
 */
export function productionAliases(): Record<string, string> {
  const requireFromShared = createRequire(import.meta.url);
  const routerDir = path.dirname(requireFromShared.resolve('react-router/package.json'));
  return {
    'react-router$': path.join(routerDir, 'dist/production/index.mjs'),
    'react-router/dom$': path.join(routerDir, 'dist/production/dom-export.mjs'),
  };
}
