// Build of the mf_library remote; the shape every remote shares is in
// @nclude/shared/build/federation.
import { defineConfig } from '@rspack/cli';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { remoteBuildConfig } from '@nclude/shared/build/federation';

export default defineConfig((_env, argv) =>
  remoteBuildConfig(
    {
      packageDir: path.dirname(fileURLToPath(import.meta.url)),
      name: 'mf_library',
      devPort: 3006,
      standaloneTitle: 'Nclude Library (standalone development host)',
    },
    argv,
  ),
);
