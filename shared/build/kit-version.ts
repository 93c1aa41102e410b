// The kit's version and the range an app built with it asks for at run time (federation.ts).
import { readFileSync } from 'node:fs';

/** shared/package.json's version: semver, a minor release for each addition to the kit. */
export const KIT_VERSION = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

/**
 * This minor version or any later one of the same major. A remote built against 1.0 keeps
 * working in a shell that brings 1.1; one built against a newer minor, or another major, than the
 * kit loaded is refused at load (its error page shows) instead of running against stores and
 * components it does not know.
 */
export function kitRange(version: string): string {
  const [major, minor] = version.split('.');
  return `^${major}.${minor}.0`;
}
