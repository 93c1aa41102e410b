// The knowledge base the Information Access assistant answers from: Markdown documents the project
// writes and ships in server/knowledge/<language>/<id>.md, each with front matter saying what it
// is and which official page it summarises. Documents are cut into passages at their `##`
// headings, the unit that search finds and answers quote.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { LANGUAGES, type Language } from '@nclude/shared/contracts';

export interface KnowledgeDocument {
  /** Shared by a document and its translations. */
  id: string;
  title: string;
  language: Language;
  /** The official page the document summarises. */
  source: string;
  /** When the document was last checked against its source (YYYY-MM-DD). */
  reviewed: string;
  /** The Markdown body, front matter removed. */
  body: string;
}

export interface Passage {
  /** `<language>/<id>#<index>` */
  key: string;
  document: KnowledgeDocument;
  /** The section's heading; null for the text before the first heading. */
  heading: string | null;
  text: string;
}

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export class KnowledgeError extends Error {
  constructor(file: string, problem: string) {
    super(`${file}: ${problem}`);
    this.name = 'KnowledgeError';
  }
}

/** One document from its file's text; `file` names it in errors. */
export function parseKnowledgeDocument(
  file: string,
  text: string,
  expected: { id: string; language: Language },
): KnowledgeDocument {
  const normalised = text.replace(/\r\n?/g, '\n');
  const match = FRONT_MATTER.exec(normalised);
  if (!match) throw new KnowledgeError(file, 'no front matter (--- … ---) at the top');
  // `key: value` lines; a value runs to the end of its line (titles hold colons), and may be quoted.
  const fields = new Map<string, string>();
  for (const line of match[1]!.split('\n')) {
    if (line.trim() === '') continue;
    const pair = /^([a-z]+):\s*(.*?)\s*$/.exec(line);
    if (!pair) throw new KnowledgeError(file, `front matter line "${line}" is not "key: value"`);
    fields.set(pair[1]!, pair[2]!.replace(/^(["'])(.*)\1$/, '$2'));
  }
  const field = (name: string): string => {
    const value = fields.get(name);
    if (!value) throw new KnowledgeError(file, `front matter needs "${name}"`);
    return value;
  };
  const document: KnowledgeDocument = {
    id: field('id'),
    title: field('title'),
    language: field('language') as Language,
    source: field('source'),
    reviewed: field('reviewed'),
    body: normalised.slice(match[0].length).trim(),
  };
  if (!ID.test(document.id) || document.id !== expected.id)
    throw new KnowledgeError(file, `id "${document.id}" must be the file's name, ${expected.id}`);
  if (document.language !== expected.language)
    throw new KnowledgeError(file, `language "${document.language}" must be its folder's`);
  if (!/^https:\/\/\S+$/.test(document.source))
    throw new KnowledgeError(file, 'source must be an https:// address');
  if (!DATE.test(document.reviewed))
    throw new KnowledgeError(file, 'reviewed must be a date, YYYY-MM-DD');
  if (document.body === '') throw new KnowledgeError(file, 'the document is empty');
  return document;
}

/** A document's passages: the text before the first `##` heading, then one per section. */
export function passagesOf(document: KnowledgeDocument): Passage[] {
  const passages: Passage[] = [];
  let heading: string | null = null;
  let lines: string[] = [];
  const close = () => {
    const text = lines.join('\n').trim();
    if (text !== '')
      passages.push({
        key: `${document.language}/${document.id}#${passages.length}`,
        document,
        heading,
        text,
      });
    lines = [];
  };
  for (const line of document.body.split('\n')) {
    const section = /^##\s+(.+?)\s*#*$/.exec(line);
    if (section) {
      close();
      heading = section[1]!;
    } else lines.push(line);
  }
  close();
  return passages;
}

/** Every document under `root` (one folder per language); a broken file stops the load. */
export async function loadKnowledge(root: string): Promise<KnowledgeDocument[]> {
  const documents: KnowledgeDocument[] = [];
  for (const language of LANGUAGES) {
    const folder = path.join(root, language);
    let names: string[];
    try {
      names = (await readdir(folder)).filter((name) => name.endsWith('.md')).sort();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    for (const name of names) {
      const file = path.join(folder, name);
      documents.push(
        parseKnowledgeDocument(file, await readFile(file, 'utf8'), {
          id: name.slice(0, -'.md'.length),
          language,
        }),
      );
    }
  }
  return documents;
}
