// Build of the mf_news remote; the shape every remote shares is in
// @nclude/shared/build/federation.
import { defineConfig } from '@rspack/cli';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { remoteBuildConfig } from '@nclude/shared/build/federation';

export default defineConfig((_env, argv) =>
  remoteBuildConfig(
    {
      packageDir: path.dirname(fileURLToPath(import.meta.url)),
      name: 'mf_news',
      devPort: 3007,
      standaloneTitle: 'Nclude News (standalone development host)',
    },
    argv,
  ),
);
