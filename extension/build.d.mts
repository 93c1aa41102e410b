// Types of build.mjs, for the server (which serves extensionZip([its origin])) and the test.
export const EXTENSION_KEY: string;
export const EXTENSION_ID: string;
export const DEFAULT_ORIGINS: string[];
export const SITE_DOMAINS: string[];
export const ZIP_NAME: string;

export interface ExtensionManifest {
  manifest_version: 3;
  name: string;
  short_name: string;
  version: string;
  description: string;
  key: string;
  minimum_chrome_version: string;
  background: { service_worker: string };
  permissions: string[];
  host_permissions: string[];
  externally_connectable: { matches: string[] };
  icons: Record<string, string>;
}

export function extensionIdFromKey(base64Key: string): string;
/** Throws a message naming the origin when it is not http(s)://host[:port] alone. */
export function normalizeOrigin(origin: string): string;
export function originsFromEnv(env?: Record<string, string | undefined>): string[];
export function extensionManifest(origins: string[]): ExtensionManifest;
export function iconPng(size: number): Uint8Array;
export function extensionFiles(origins: string[]): Record<string, Uint8Array>;
export function extensionZip(origins: string[]): Uint8Array;
export function writeExtension(
  outDir: string,
  origins: string[],
): { unpacked: string; zip: string };
