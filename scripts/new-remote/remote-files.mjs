// The files of a generated remote (mf-<name>), relative to its folder: package, build, manifest,
// texts in English, Hindi and Telugu, a page, its tests and the standalone host (new-remote.mjs).

/** A neutral icon of NAV_ICONS (shared/src/contracts.ts) until the remote chooses its own. */
export const DEFAULT_NAV_ICON = 'information';

export const LANGUAGE_NAMES = { hi: 'Hindi', te: 'Telugu' };

/** Where the texts of the generated remote differ by language (the title stays in Latin script). */
function remoteTexts(n, api) {
  return {
    en: {
      heading: n.title,
      intro: `This page belongs to the ${n.title} remote.`,
      ...(api && {
        loadingHello: 'Loading the greeting from the server…',
        helloFailed: 'The greeting could not be loaded: {reason}',
      }),
    },
    hi: {
      heading: n.title,
      intro: `यह पेज ${n.title} रिमोट का हिस्सा है।`,
      ...(api && {
        loadingHello: 'सर्वर से अभिवादन लोड हो रहा है…',
        helloFailed: 'अभिवादन लोड नहीं हो सका: {reason}',
      }),
    },
    te: {
      heading: n.title,
      intro: `ఈ పేజీ ${n.title} రిమోట్‌కు చెందినది.`,
      ...(api && {
        loadingHello: 'సర్వర్ నుండి పలకరింపు లోడ్ అవుతోంది…',
        helloFailed: 'పలకరింపును లోడ్ చేయలేకపోయాం: {reason}',
      }),
    },
  };
}

/** `key: 'text',` lines of a message table (the texts hold no quote or backslash). */
const table = (texts) =>
  Object.entries(texts)
    .map(([key, text]) => `  ${key}: '${text}',`)
    .join('\n');

/**
 * remote.json as the remotes write it: an object of plain values (a sidebar entry, a language's
 * texts) on one line, where prettier keeps it while it fits.
 */
function manifestText(manifest) {
  const leaf = /\{\n((?:\s*"[^"\\]*": (?:"[^"\\]*"|-?[\d.]+|true|false|null),?\n)+)\s*\}/g;
  const oneLine = (_object, body) => {
    const entries = body.trim().split(/,?\n\s*/);
    return `{ ${entries.join(', ')} }`;
  };
  return `${JSON.stringify(manifest, null, 2).replace(leaf, oneLine)}\n`;
}

/**
 * The files of mf-<name>, relative to its folder. `navOrder`: its sidebar position; `api`: the
 * page calls the area's endpoint (GET /v1/api/<name>/hello) made by serverFiles.
 */
export function remoteFiles(n, { devPort, navOrder, api = false }) {
  const page = `${n.pascal}Page`;
  const titleKey = `title${n.pascal}`;
  const navKey = `nav${n.pascal}`;
  const texts = remoteTexts(n, api);
  const messages = `${n.camel}Messages`;
  const apiModule = `${n.camel}Api`;
  const translation = (
    language,
  ) => `// ${LANGUAGE_NAMES[language]} texts of the ${n.title} pages (see messages.ts for the English).
import type { Translation } from '@nclude/shared';
import type { ${messages} } from './messages';

const ${language}: Translation<typeof ${messages}> = {
${table(texts[language])}
};

export default ${language};
`;
  const fakeHello = `installFakeApi({
    'GET /${n.name}/hello': () => ({ body: { success: true, message: 'Hello from the server.' } }),
  });
  `;
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
    'remote.json': manifestText({
      contract: 1,
      name: n.federation,
      routes: [
        {
          path: n.path,
          title: titleKey,
          requiresToken: true,
          nav: { label: navKey, icon: DEFAULT_NAV_ICON, order: navOrder },
        },
      ],
      // Placeholders: the title in Latin script in every language until it is translated.
      messages: {
        en: { [titleKey]: n.title, [navKey]: n.title },
        hi: { [titleKey]: n.title, [navKey]: n.title },
        te: { [titleKey]: n.title, [navKey]: n.title },
      },
    }),
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

Where things go: paths, titles, sign-in rules and the sidebar entry (position ${navOrder}) in
\`remote.json\`; one page per path in \`src/routes.ts\`; pages in \`src/pages/\`; every text in
\`src/messages.ts\`, with Hindi and Telugu in \`src/messages.hi.ts\` and \`src/messages.te.ts\`.${
      api
        ? `
The calls of the API in \`src/${apiModule}.ts\`; the server's side is \`server/src/${n.name}/\`
(routes, messages), its contract \`shared/src/api/${n.name}.ts\`, its tables
\`server/src/db/migrations/${n.name}/\` and its test \`server/test/${n.name}-api.test.ts\`.`
        : ''
    } The rules every remote follows are in docs/remotes.md.
`,
    'src/jest-dom.d.ts': `// Types for the jest-dom matchers that the root jest/setup-dom.ts installs for every test.
import '@testing-library/jest-dom';
`,
    'src/messages.ts': `// Every text of the ${n.title} pages, in English (also the fallback); Hindi and Telugu in
// messages.hi.ts and messages.te.ts. The page title and the sidebar label live in remote.json.
import { defineMessages } from '@nclude/shared';

export const ${messages} = {
${table(texts.en)}
} as const;

export const m = defineMessages(${messages}, {
  hi: () => import('./messages.hi'),
  te: () => import('./messages.te'),
});
`,
    'src/messages.hi.ts': translation('hi'),
    'src/messages.te.ts': translation('te'),
    'src/messages.i18n.test.ts': `import { translationProblems } from '@nclude/shared/testing';
import { m } from './messages';

it('has complete Hindi and Telugu translations', async () => {
  expect(await translationProblems(m.catalogue)).toEqual([]);
});
`,
    ...(api && {
      [`src/${apiModule}.ts`]: `// The calls of the ${n.title} pages (contract: shared/src/api/${n.name}.ts), through the portal's
// one API client, which sends the session and the reader's language.
import { api } from '@nclude/shared';
import type { ${n.pascal}HelloReply } from '@nclude/shared/api-schemas';

/** The server's greeting for the signed-in person, in their language. */
export async function getHello(signal?: AbortSignal): Promise<string> {
  const reply = await api.get<${n.pascal}HelloReply>('/${n.name}/hello', { signal });
  return reply.message;
}
`,
    }),
    [`src/pages/${page}.tsx`]: api
      ? `import { LoadState, PageHeading, useLoad } from '@nclude/shared';
import { getHello } from '../${apiModule}';
import { m } from '../messages';

export default function ${page}() {
  const [hello, { retry }] = useLoad(getHello);
  return (
    <section>
      <PageHeading>{m('heading')}</PageHeading>
      <p>{m('intro')}</p>
      <LoadState
        state={hello}
        loadingLabel={m('loadingHello')}
        failure={(reason) => m('helloFailed', { reason })}
        onRetry={retry}
      >
        {(message) => <p>{message}</p>}
      </LoadState>
    </section>
  );
}
`
      : `import { PageHeading } from '@nclude/shared';
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
    [`src/pages/${page}.test.tsx`]: api
      ? `import { screen } from '@testing-library/react';
import { installFakeApi, renderPage } from '@nclude/shared/testing';
import ${page} from './${page}';

it('has one heading naming the area and shows the greeting of the server', async () => {
  const calls = installFakeApi({
    'GET /${n.name}/hello': () => ({ body: { success: true, message: 'Hello, Asha.' } }),
  });
  renderPage('${n.path}', '${n.path}', <${page} />);
  expect(screen.getByRole('heading', { level: 1, name: '${n.title}' })).toBeInTheDocument();
  expect(screen.getByText('Loading the greeting from the server…')).toBeInTheDocument();
  expect(await screen.findByText('Hello, Asha.')).toBeInTheDocument();
  expect(calls.map((call) => \`\${call.method} \${call.path}\`)).toEqual(['GET /${n.name}/hello']);
});

it('says why the greeting could not be loaded, and loads it again on Retry', async () => {
  let available = false;
  installFakeApi({
    'GET /${n.name}/hello': () =>
      available
        ? { body: { success: true, message: 'Hello again.' } }
        : { status: 503, body: { success: false, message: 'The server is busy.' } },
  });
  const { user } = renderPage('${n.path}', '${n.path}', <${page} />);
  expect(
    await screen.findByText('The greeting could not be loaded: The server is busy.'),
  ).toBeInTheDocument();
  available = true;
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Hello again.')).toBeInTheDocument();
});
`
      : `import { screen } from '@testing-library/react';
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
import { ${api ? 'installFakeApi, ' : ''}renderRoute, signInAs, signOut } from '@nclude/shared/testing';
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
  ${api ? fakeHello : ''}renderRoute(manifest, routes, '${n.path}');
  expect(await screen.findByRole('heading', { level: 1, name: '${n.title}' })).toBeInTheDocument();${
    api ? `\n  expect(await screen.findByText('Hello from the server.')).toBeInTheDocument();` : ''
  }
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
