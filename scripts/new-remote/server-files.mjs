// The server side of `pnpm new-remote <name> --api`, relative to the repository: the feature
// area, its reply schema, its first migration and its API test (new-remote.mjs).
import { LANGUAGE_NAMES } from './remote-files.mjs';

export const MIGRATIONS_DIR = 'server/src/db/migrations';

/** The server's answer of GET /v1/api/<name>/hello, per language ({name}: the person's name). */
function serverTexts(n) {
  return {
    en: `Hello, {name}. This answer comes from the ${n.title} area of the server.`,
    hi: `नमस्ते, {name}। यह जवाब सर्वर के ${n.title} हिस्से से आया है।`,
    te: `నమస్కారం, {name}. ఈ సమాధానం సర్వర్‌లోని ${n.title} విభాగం నుండి వచ్చింది.`,
  };
}

/**
 * The server side of `--api`, relative to the repository: the feature area (plugin, routes and
 * messages in three languages), its reply schema, its first migration and its API test.
 */
export function serverFiles(n, migrationNumber) {
  const area = `server/src/${n.name}`;
  const migrations = `${MIGRATIONS_DIR}/${n.name}`;
  const migrationName = `${migrationNumber}_${n.snake}_items`;
  const reply = `${n.pascal}HelloReply`;
  const messages = `${n.camel}Messages`;
  const text = `${n.camel}Text`;
  const hello = serverTexts(n);
  const translation = (
    language,
  ) => `// ${LANGUAGE_NAMES[language]} texts of the ${n.title} area (see messages.ts for the English).
import type { Translation } from '@nclude/shared/messages';
import type { ${messages} } from './messages';

const ${language}: Translation<typeof ${messages}> = {
  hello: '${hello[language]}',
};

export default ${language};
`;
  return {
    [`${area}/plugin.ts`]: `// ${n.title}: the area's routes under /v1/api/${n.name}. The platform (server/src/platform.ts)
// is what every area stands on: platform.db for its tables, accounts, jobs, files, notifications.
import type { Feature } from '../feature';
import type { Platform } from '../platform';
import { ${n.camel}Routes } from './routes';

export function ${n.camel}Feature(_platform: Platform): Feature {
  return {
    async register(app) {
      await app.register(${n.camel}Routes, { prefix: '/v1/api/${n.name}' });
    },
  };
}
`,
    [`${area}/routes.ts`]: `// /v1/api/${n.name}: the ${n.title} area's endpoints, for signed-in people (401 without a
// session). Handlers stay thin: who is asking comes from the session, the rules from a service.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ${reply}, withErrors } from '@nclude/shared/api-schemas';
import { sessionOf } from '../auth/plugin';
import { ${text} } from './messages';

export const ${n.camel}Routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/hello',
    {
      onRequest: app.requireSession,
      schema: {
        tags: ['${n.name}'],
        summary: 'A greeting for the signed-in person, in the language of the request',
        security: [{ bearer: [] }],
        response: withErrors(${reply}),
      },
    },
    async (request) => ({
      success: true as const,
      message: ${text}('hello', { name: sessionOf(request).userName }),
    }),
  );
};
`,
    [`${area}/messages.ts`]: `// The ${n.title} area's texts (English; Hindi and Telugu beside it), each answered in the language
// of the request (server/src/language.ts).
import { defineMessages } from '@nclude/shared/messages';

export const ${messages} = {
  hello: '${hello.en}',
} as const;

export const ${text} = defineMessages(${messages}, {
  hi: () => import('./messages.hi'),
  te: () => import('./messages.te'),
});
`,
    [`${area}/messages.hi.ts`]: translation('hi'),
    [`${area}/messages.te.ts`]: translation('te'),
    [`shared/src/api/${n.name}.ts`]: `// /v1/api/${n.name}: the ${n.title} area. Its requests and replies as TypeBox schemas, each
// with its static type of the same name (the server validates with them, the remote types its
// calls with them).
import { Type, type Static } from '@sinclair/typebox';

/** GET /v1/api/${n.name}/hello: a greeting for the signed-in person, in the request's language. */
export const ${reply} = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
});
export type ${reply} = Static<typeof ${reply}>;
`,
    [`${migrations}/index.ts`]: `// ${n.title}: the area's tables.
import type { Migration } from 'kysely';
import { migration as m${migrationNumber} } from './${migrationName}';

export const ${n.camel}Migrations: Record<string, Migration> = {
  '${migrationName}': m${migrationNumber},
};
`,
    [`${migrations}/${migrationName}.ts`]: `// Once shipped, never edit: a change to this table is then a new migration (see server/README.md).
import type { Kysely, Migration } from 'kysely';

export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('${n.snake}_items')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('${n.snake}_items').ifExists().execute();
  },
};
`,
    [`server/test/${n.name}-api.test.ts`]: `// /v1/api/${n.name}: the greeting, for signed-in people only, in the language of the request; and
// the area's table, made by its migration on SQLite and (in npm test) PostgreSQL.
import type { ErrorResponse, ${reply} } from '@nclude/shared/api-schemas';
import { translationProblems } from '@nclude/shared/testing/translations';
import { ${messages}, ${text} } from '../src/${n.name}/messages';
import hi from '../src/${n.name}/messages.hi';
import te from '../src/${n.name}/messages.te';
import { serverMessages } from '../src/messages';
import { engineName, signUp, startTestServer, type SignedUpUser, type TestServer } from './helpers';

const greeting = (template: string, name: string) => template.replace('{name}', name);

describe(\`${n.name} (\${engineName()})\`, () => {
  let server: TestServer;
  let person: SignedUpUser;

  beforeAll(async () => {
    server = await startTestServer();
    person = await signUp(server, { userName: 'Asha Rao' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('has complete Hindi and Telugu translations', async () => {
    expect(await translationProblems(${text}.catalogue)).toEqual([]);
  });

  it('greets a signed-in person by name', async () => {
    expect(await server.get<${reply}>('/v1/api/${n.name}/hello', person.token)).toMatchObject({
      status: 200,
      body: { success: true, message: greeting(${messages}.hello, 'Asha Rao') },
    });
  });

  it.each([
    ['hi', hi.hello],
    ['te', te.hello],
  ])('answers in the language of Accept-Language %s', async (language, template) => {
    const response = await fetch(\`\${server.baseUrl}/v1/api/${n.name}/hello\`, {
      headers: { authorization: \`Bearer \${person.token}\`, 'accept-language': language },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: greeting(template, 'Asha Rao') });
  });

  it('refuses a visitor without a session with a 401', async () => {
    expect(await server.get<ErrorResponse>('/v1/api/${n.name}/hello')).toMatchObject({
      status: 401,
      body: { success: false, message: serverMessages.signInRequired },
    });
  });

  it('has its table', async () => {
    const db = server.app.database.db.withTables<{
      ${n.snake}_items: { id: string; created_at: string };
    }>();
    await db
      .insertInto('${n.snake}_items')
      .values({ id: 'first', created_at: server.clock.now().toISOString() })
      .execute();
    expect(await db.selectFrom('${n.snake}_items').select('id').execute()).toEqual([{ id: 'first' }]);
  });
});
`,
  };
}
