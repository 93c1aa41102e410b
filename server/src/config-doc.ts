// `pnpm --filter @nclude/server config-doc`: writes the generated table of docs/configuration.md
// (between its markers) from the variables' declarations; Prettier then lines up the columns.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configMarkdown } from './config';

export const CONFIGURATION_DOC = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'docs',
  'configuration.md',
);
export const TABLE_START = '<!-- generated: the configuration table -->';
export const TABLE_END = '<!-- end of the generated table -->';

/** The table rows ("| `NAME` | default | meaning |") between the markers of `doc`. */
export function documentedRows(doc: string): string[] {
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  if (start < 0 || end < start) return [];
  return doc
    .slice(start, end)
    .split('\n')
    .filter((line) => line.startsWith('| `'));
}

function write(): void {
  const doc = readFileSync(CONFIGURATION_DOC, 'utf8');
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`${CONFIGURATION_DOC} has lost its table markers`);
  const table = configMarkdown()
    .split('\n')
    .filter((line) => line.startsWith('|'));
  writeFileSync(
    CONFIGURATION_DOC,
    `${doc.slice(0, start)}${TABLE_START}\n${table.join('\n')}\n${doc.slice(end)}`,
  );
  process.stdout.write(
    `wrote the table of ${CONFIGURATION_DOC}; run pnpm format to line up its columns\n`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) write();
