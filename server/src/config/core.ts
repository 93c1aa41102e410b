// Where the server listens, where its data lives, how it logs and where people reach it.
import { join, resolve } from 'node:path';
import {
  ConfigError,
  integer,
  oneOf,
  variable,
  type BaseContext,
  type ConfigVariable,
} from './define';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

// Read before the others (they need them), so their readers see only the base context.
export const PORT = {
  name: 'PORT',
  defaultValue: '8080',
  meaning: 'HTTP port (API, static files and socket.io share it).',
  field: 'port',
  read: (raw: string | undefined, context: BaseContext): number => integer(8080, 0)(raw, context),
} satisfies ConfigVariable<'port'>;

export const DATA_DIR = {
  name: 'DATA_DIR',
  defaultValue: '`<repo>/data`',
  meaning:
    'Where the SQLite file, stored files (`files/`), uploads being received (`uploads/`), generated secrets and the outbox live.',
  field: 'dataDir',
  read: (raw: string | undefined, { repoRoot }: BaseContext): string =>
    resolve(raw ?? join(repoRoot, 'data')),
} satisfies ConfigVariable<'dataDir'>;

export const coreVariables = [
  PORT,
  variable({
    name: 'HOST',
    defaultValue: '127.0.0.1',
    meaning: 'Interface to listen on; `0.0.0.0` to accept remote connections.',
    field: 'host',
    read: (raw) => raw ?? '127.0.0.1',
  }),
  DATA_DIR,
  variable({
    name: 'DATABASE_URL',
    defaultValue: '`DATA_DIR/nclude.sqlite`',
    meaning: 'A SQLite file path, or `postgres://user@host:port/db` to use PostgreSQL.',
    field: 'databaseUrl',
    read: (raw, { dataDir }) => raw ?? join(dataDir, 'nclude.sqlite'),
  }),
  variable({
    name: 'DATABASE_POOL_SIZE',
    defaultValue: '10',
    meaning:
      'PostgreSQL connections each server or worker process keeps at most (the sum over all processes must stay under the server’s `max_connections`).',
    field: 'databasePoolSize',
    read: integer(10, 1),
  }),
  variable({
    name: 'LOG_LEVEL',
    defaultValue: 'info',
    meaning: 'pino level: fatal, error, warn, info, debug, trace or silent.',
    field: 'logLevel',
    read: oneOf(LOG_LEVELS, 'info'),
  }),
  variable({
    name: 'PUBLIC_URL',
    defaultValue: '`http://localhost:PORT`',
    meaning:
      'Address where people reach the web app; emailed links (link email, approval) start with it.',
    field: 'publicUrl',
    // An http(s) address; a trailing slash is dropped so paths can be appended.
    read: (raw, { port }) => {
      const value = raw ?? `http://localhost:${port}`;
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        throw new ConfigError(`PUBLIC_URL must be an http(s) address (got "${value}")`);
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw new ConfigError(`PUBLIC_URL must be an http(s) address (got "${value}")`);
      return value.replace(/\/+$/, '');
    },
  }),
] as const;
