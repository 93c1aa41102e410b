// Build of the mf_auth remote (sign-up, login, profile, account, linking, access request and
// approval pages); the shape every remote shares is in @nclude/shared/build/federation.
import { defineConfig } from '@rspack/cli';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { remoteBuildConfig } from '@nclude/shared/build/federation';

export default defineConfig((_env, argv) =>
  remoteBuildConfig(
    {
      packageDir: path.dirname(fileURLToPath(import.meta.url)),
      name: 'mf_auth',
      devPort: 3001,
      standaloneTitle: 'Nclude accounts (standalone development host)',
    },
    argv,
  ),
);
