// Types of new-remote.mjs for its test.
export interface RemoteNames {
  name: string;
  folder: string;
  packageName: string;
  federation: string;
  pascal: string;
  camel: string;
  snake: string;
  title: string;
  path: string;
}
export const NAV_ORDER_STEP: number;
export const DEFAULT_NAV_ICON: string;
export function remoteNames(name: string): RemoteNames;
export function nextNavOrder(root: string): number;
export function nextMigrationNumber(root: string): string;
export function remoteFiles(
  names: RemoteNames,
  options: { devPort: number; navOrder: number; api?: boolean },
): Record<string, string>;
export function serverFiles(names: RemoteNames, migrationNumber: string): Record<string, string>;
export function withImport(text: string, line: string, specifier: string, file: string): string;
export function withFeature(text: string, names: RemoteNames): string;
export function withMigrationArea(text: string, names: RemoteNames): string;
export function withSchemaExport(text: string, names: RemoteNames): string;
export function createRemote(
  name: string,
  root?: string,
  options?: { api?: boolean },
): {
  dir: string;
  names: RemoteNames;
  /** The remote's files, relative to its folder. */
  files: string[];
  /** With api: the server area's files, relative to the repository. */
  created: string[];
  /** With api: the repository's files the area was added to. */
  edited: string[];
};
