// Types of new-remote.mjs for its test.
export interface RemoteNames {
  name: string;
  folder: string;
  packageName: string;
  federation: string;
  pascal: string;
  title: string;
  path: string;
}
export function remoteNames(name: string): RemoteNames;
export function remoteFiles(names: RemoteNames, devPort: number): Record<string, string>;
export function createRemote(
  name: string,
  root?: string,
): { dir: string; names: RemoteNames; files: string[] };
