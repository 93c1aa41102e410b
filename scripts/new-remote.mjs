// `pnpm new-remote <name>`: a working mf-<name> remote — package, build, standalone host, route
// manifest, messages, a first page and its tests — ready to build, test and be served. The
// workspace, Jest and the server find mf-* packages by pattern, so nothing else needs editing;
// the dependencies come from the workspace catalog. docs/remotes.md says what to change next.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** 'job-board' → { folder: 'mf-job-board', federation: 'mf_job_board', pascal: 'JobBoard', … } */
export function remoteNames(name) {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name))
    throw new Error(
      `"${name}" is not a remote name: use lower-case letters and digits, words joined by "-" (e.g. news or job-board).`,
    );
  const words = name.split('-');
  const pascal = words.map((word) => word[0].toUpperCase() + word.slice(1)).join('');
  const title = words.map((word) => word[0].toUpperCase() + word.slice(1)).join(' ');
  return {
    name,
    folder: `mf-${name}`,
    packageName: `@nclude/mf-${name}`,
    federation: `mf_${words.join('_')}`,
    pascal,
    title,
    path: `/${name}`,
  };
}

/** The next free standalone dev port: one above the highest a remote uses (3001 upwards). */
function nextDevPort(root) {
  let highest = 3000;
  for (const folder of readdirSync(root)) {
    const config = path.join(root, folder, 'rspack.config.ts');
    if (!folder.startsWith('mf-') || !existsSync(config)) continue;
    const port = Number(/devPort:\s*(\d+)/.exec(readFileSync(config, 'utf8'))?.[1]);
    if (port > highest) highest = port;
  }
  return highest + 1;
}

export function remoteFiles(n, devPort) {
  const page = `${n.pascal}Page`;
  return {
    'package.json': `${JSON.stringify(
      {
        name: n.packageName,
        version: '0.1.0',
        private: true,
        description: `Remote: ${n.title}`,
        scripts: {
          build: 'rspack build --mode production',
          dev: 'rspack serve --mode development',
          typecheck: 'tsc -p tsconfig.json',
        },
        dependencies: {
          '@nclude/shared': 'workspace:*',
          '@module-federation/enhanced': 'catalog:',
          react: 'catalog:',
          'react-dom': 'catalog:',
        },
        devDependencies: {
          '@rspack/core': 'catalog:',
          '@rspack/cli': 'catalog:',
          '@rspack/dev-server': 'catalog:',
          '@types/react': 'catalog:',
          '@types/react-dom': 'catalog:',
          '@testing-library/react': 'catalog:',
          '@testing-library/jest-dom': 'catalog:',
          '@testing-library/user-event': 'catalog:',
        },
      },
      null,
      2,
    )}\n`,
    'tsconfig.json': `${JSON.stringify({ extends: '../tsconfig.base.json', include: ['src', 'tests', '*.ts'] }, null, 2)}\n`,
    'remote.json': `${JSON.stringify(
      {
        contract: 1,
        name: n.federation,
        routes: [{ path: n.path, title: 'title', requiresToken: true }],
        messages: { en: { title: n.title } },
      },
      null,
      2,
    )}\n`,
    'rspack.config.ts': `// Build of the ${n.federation} remote; the shape every remote shares is in
// @nclude/shared/build/federation.
import { defineConfig } from '@rspack/cli';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { remoteBuildConfig } from '@nclude/shared/build/federation';

export default defineConfig((_env, argv) =>
  remoteBuildConfig(
    {
      packageDir: path.dirname(fileURLToPath(import.meta.url)),
      name: '${n.federation}',
      devPort: ${devPort},
      standaloneTitle: 'Nclude ${n.title} (standalone development host)',
    },
    argv,
  ),
);
`,
    'README.md': `# ${n.packageName}

The ${n.title} remote of Nclude: the pages listed in \`remote.json\`, its route manifest.

- Run it alone: \`pnpm --filter ${n.packageName} dev\` (port ${devPort}; start the API with \`pnpm serve\`).
- Build: \`pnpm --filter ${n.packageName} build\` (the server lists \`dist/remote.json\` in /remotes.json).
- Test: \`pnpm exec jest --selectProjects ${n.folder}\`.

Where things go: paths, titles, sign-in rules and the sidebar entry in \`remote.json\`; one page per
path in \`src/routes.ts\`; pages in \`src/pages/\`; every text in \`src/messages.ts\`. The rules every
remote follows are in docs/remotes.md.
`,
    'src/jest-dom.d.ts': `// Types for the jest-dom matchers that the root jest/setup-dom.ts installs for every test.
import '@testing-library/jest-dom';
`,
    'src/messages.ts': `// Every text of this remote's pages. Page titles and sidebar labels live in remote.json.
import { defineMessages } from '@nclude/shared';

export const m = defineMessages({
  heading: '${n.title}',
  intro: 'This page belongs to the ${n.title} remote.',
});
`,
    [`src/pages/${page}.tsx`]: `import { PageHeading } from '@nclude/shared';
import { m } from '../messages';

export default function ${page}() {
  return (
    <section>
      <PageHeading>{m('heading')}</PageHeading>
      <p>{m('intro')}</p>
    </section>
  );
}
`,
    [`src/pages/${page}.test.tsx`]: `import { screen } from '@testing-library/react';
import { renderPage } from '@nclude/shared/testing';
import ${page} from './${page}';

it('has one heading naming the area', () => {
  renderPage('${n.path}', '${n.path}', <${page} />);
  expect(screen.getByRole('heading', { level: 1, name: '${n.title}' })).toBeInTheDocument();
});
`,
    'src/routes.ts': `// The federated contract of this remote: a page for each path of remote.json (its manifest).
import { defineRemoteRoutes, lazyPage, type RemoteManifest } from '@nclude/shared';
import manifest from '../remote.json';

export default defineRemoteRoutes(manifest as RemoteManifest, {
  '${n.path}': lazyPage(() => import(/* webpackChunkName: "${n.name}-page" */ './pages/${page}')),
});
`,
    'src/routes.test.ts': `import { screen } from '@testing-library/react';
import { checkManifest, type RemoteManifest } from '@nclude/shared';
import { renderRoute, signInAs, signOut } from '@nclude/shared/testing';
import routes from './routes';
import remote from '../remote.json';

const manifest = remote as RemoteManifest;

afterEach(signOut);

it('has a valid manifest and a page for each of its paths', () => {
  expect(checkManifest(remote).problems).toEqual([]);
  expect(routes.map((route) => route.path)).toEqual(manifest.routes.map((route) => route.path));
});

it('sends a visitor without a session to the login page', async () => {
  renderRoute(manifest, routes, '${n.path}');
  expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
});

it('shows the page to a signed-in person', async () => {
  signInAs();
  renderRoute(manifest, routes, '${n.path}');
  expect(await screen.findByRole('heading', { level: 1, name: '${n.title}' })).toBeInTheDocument();
});
`,
    'src/contract.test.ts': `/** @jest-environment node */
// The shell–remote contract, checked on this remote's own production build.
import path from 'node:path';
import { remoteContractProblems } from '@nclude/shared/testing/remote-contract';

it('builds a container named as remote.json that exposes ./routes and ships its manifest', () => {
  expect(remoteContractProblems(path.join(__dirname, '..'))).toEqual([]);
}, 120_000);
`,
    'src/standalone.tsx': `// \`pnpm --filter ${n.packageName} dev\`: this remote's pages in the shared standalone host.
import { renderStandaloneHost } from '@nclude/shared/standalone';
import type { RemoteManifest } from '@nclude/shared';
import manifest from '../remote.json';
import routes from './routes';

renderStandaloneHost({
  title: 'Nclude ${n.title} remote',
  manifest: manifest as RemoteManifest,
  routes,
});
`,
    'src/standalone-entry.ts': `// Async boundary: the shared singletons (react, @nclude/shared) are negotiated by the federation
// runtime before the standalone host's code runs.
import('./standalone');
`,
  };
}

export function createRemote(name, root = repoRoot) {
  const names = remoteNames(name);
  const dir = path.join(root, names.folder);
  if (existsSync(dir)) throw new Error(`${names.folder} already exists.`);
  const files = remoteFiles(names, nextDevPort(root));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return { dir, names, files: Object.keys(files) };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const name = process.argv[2];
  if (!name) {
    process.stderr.write('usage: pnpm new-remote <name>   (e.g. pnpm new-remote news)\n');
    process.exit(2);
  }
  try {
    const { dir, names } = createRemote(name);
    // The templates are written plainly; the project's formatter gives them the house style.
    spawnSync('pnpm', ['exec', 'prettier', '--write', '--log-level=warn', dir], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
    process.stdout.write(
      `Created ${path.relative(repoRoot, dir)} (${names.federation}, path ${names.path}).\n` +
        `Next: pnpm install, then pnpm --filter ${names.packageName} dev, and see docs/remotes.md.\n`,
    );
  } catch (error) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}
