// Build of the mf_admin remote (the admin whitelist tool and organisation enrolment); the shape
// every remote shares is in @nclude/shared/build/federation.
import { defineConfig } from '@rspack/cli';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { remoteBuildConfig } from '@nclude/shared/build/federation';

export default defineConfig((_env, argv) =>
  remoteBuildConfig(
    {
      packageDir: path.dirname(fileURLToPath(import.meta.url)),
      name: 'mf_admin',
      devPort: 3002,
      standaloneTitle: 'Nclude administration (standalone development host)',
      // Sample files the whitelist pages link to, served beside the remote's code.
      copy: [{ from: 'public/samples', to: 'samples' }],
    },
    argv,
  ),
);
