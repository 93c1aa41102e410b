// Build of the mf_auth remote (sign-up, login, profile, account, linking, access request and
// approval pages); the shape every remote shares is in @nclude/shared/build/federation.
import { defineConfig } from '@rspack/cli';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { remoteBuildConfig } from '@nclude/shared/build/federation';
import { framesBuildConfig } from '@nclude/shared/build/frames';

export default defineConfig((_env, argv) => {
  const packageDir = path.dirname(fileURLToPath(import.meta.url));
  const web = {
    ...remoteBuildConfig(
      {
        packageDir,
        name: 'mf_auth',
        devPort: 3001,
        standaloneTitle: 'Nclude accounts (standalone development host)',
      },
      argv,
    ),
    name: 'web',
  };
  if (argv.mode !== 'production') return web;
  // The production build also prerenders the first-paint frames the server inlines (dist/frames.json).
  return [
    web,
    framesBuildConfig({
      packageDir,
      entry: './src/frames.tsx',
      after: 'web',
      publicPath: `/remotes/${path.basename(packageDir)}/`,
      // Rspack's default, which the browser build keeps.
      assetFilename: '[hash][ext][query]',
    }),
  ];
});
