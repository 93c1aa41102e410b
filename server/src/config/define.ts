// The building blocks of the configuration: one declaration per environment variable (its name,
// the default and meaning shown in docs/configuration.md, and how its text becomes a Config field),
// and the parsers those declarations share.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Config, Env } from '.';

export class ConfigError extends Error {}

/** What a variable's reader may use besides its own text. */
export interface BaseContext {
  /** The variable's name, for error messages. */
  name: string;
  env: Env;
  repoRoot: string;
}

/** The context of every variable read after DATA_DIR and PORT. */
export interface ConfigContext extends BaseContext {
  dataDir: string;
  port: number;
}

/** One environment variable: a README row and the reader of one Config field. */
export interface ConfigVariable<K extends keyof Config = keyof Config> {
  name: string;
  /** The Default column of the README table. */
  defaultValue: string;
  /** The Meaning column of the README table. */
  meaning: string;
  field: K;
  /** The field's value from the variable's trimmed text (undefined when unset or blank). */
  read: (raw: string | undefined, context: ConfigContext) => Config[K];
}

export function variable<K extends keyof Config>(
  declaration: ConfigVariable<K>,
): ConfigVariable<K> {
  return declaration;
}

/** The trimmed value of `name`, or undefined when it is unset or blank. */
export function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** Reader: a whole number of at least `min`, or `fallback`. */
export function integer(fallback: number, min: number) {
  return (raw: string | undefined, { name }: { name: string }): number => {
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min) {
      throw new ConfigError(`${name} must be a whole number of at least ${min} (got "${raw}")`);
    }
    return value;
  };
}

/** Reader: true/false (also 1/0, yes/no, on/off), or `fallback`. */
export function flag(fallback: boolean) {
  return (raw: string | undefined, { name }: { name: string }): boolean => {
    const lower = raw?.toLowerCase();
    if (lower === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(lower)) return true;
    if (['0', 'false', 'no', 'off'].includes(lower)) return false;
    throw new ConfigError(`${name} must be true or false (got "${lower}")`);
  };
}

/** Whether `url` names this machine (localhost, 127.0.0.0/8, ::1): a development portal. */
export function isLoopbackUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host)
  );
}

/**
 * Reader: a flag that is on by default only for a portal reached at a loopback address
 * (PUBLIC_URL unset or local): development conveniences (example accounts, sample feeds) stay
 * off on a public portal unless asked for by name.
 */
export function localOnlyFlag() {
  return (raw: string | undefined, context: BaseContext): boolean =>
    flag(isLoopbackUrl(text(context.env, 'PUBLIC_URL') ?? 'http://localhost'))(raw, context);
}

/** Reader: one of `allowed`, or `fallback`. */
export function oneOf<T extends string>(allowed: readonly T[], fallback: T) {
  return (raw: string | undefined, { name }: { name: string }): T => {
    if (raw === undefined) return fallback;
    if ((allowed as readonly string[]).includes(raw)) return raw as T;
    throw new ConfigError(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`);
  };
}

/** A comma list without blank items, or undefined when unset. */
export function list(raw: string | undefined): string[] | undefined {
  if (raw === undefined) return undefined;
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/**
 * A secret read from `file`, or generated and written there (mode 600) on first use, so it
 * survives restarts without anyone having to choose one.
 */
export function persistentSecret(file: string, generate: () => string): string {
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored) return stored;
  }
  const secret = generate();
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** Reader: an http:// or https:// URL without its trailing slashes, or null when unset. */
export function httpUrl(raw: string | undefined, { name }: { name: string }): string | null {
  if (raw === undefined) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an http:// or https:// URL (got "${raw}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ConfigError(`${name} must be an http:// or https:// URL (got "${raw}")`);
  return raw.replace(/\/+$/, '');
}
