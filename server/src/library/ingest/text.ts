// Plain text and Markdown books: UTF-8 only (anything else is refused with how to fix it),
// chapters by heading lines ("Chapter 1", "अध्याय 1", "అధ్యాయం 1", or Markdown's "#"),
// paragraphs by blank lines.
import { IngestError, INGEST_LIMITS, megabytes, type ReadBook } from './model';
import { chaptersFromBlocks, type Block } from './structure';

/** The bytes as UTF-8 text without a byte order mark; IngestError 'notUtf8' otherwise. */
export function decodeUtf8(bytes: Uint8Array): string {
  if (bytes.length > INGEST_LIMITS.maxDocumentBytes)
    throw new IngestError('tooLarge', { limit: megabytes(INGEST_LIMITS.maxDocumentBytes) });
  // UTF-16 (Notepad's "Unicode") starts with its byte order mark: valid bytes, wrong encoding.
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff))
    throw new IngestError('notUtf8');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new IngestError('notUtf8');
  }
  // A NUL has no place in text: this is a binary file that happens to decode.
  if (text.includes('\u0000')) throw new IngestError('unknownFormat');
  if (text.length > INGEST_LIMITS.maxTextChars)
    throw new IngestError('tooLarge', { limit: `${INGEST_LIMITS.maxTextChars} characters` });
  return text;
}

// A chapter heading line: the word for chapter in English, Hindi or Telugu, then a number in any
// of their digits or Roman numerals, then optionally a title ("Chapter 3: The river").
const CHAPTER_LINE =
  /^(?:chapter|अध्याय|అధ్యాయం|అధ్యాయము)\s*(?:[0-9०-९౦-౯]+|[ivxlcdm]+)(?=$|[\s.:)\-–—।])/iu;
const MARKDOWN_HEADING = /^(#{1,6})\s+(.+?)\s*#*$/u;
/** Longest line taken for a heading: a longer one is a paragraph that happens to start so. */
const HEADING_MAX = 200;

export function textBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'para', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) {
      flush();
      continue;
    }
    const markdown = MARKDOWN_HEADING.exec(line);
    if (markdown && line.length <= HEADING_MAX) {
      flush();
      blocks.push({ kind: 'heading', level: markdown[1]!.length, text: markdown[2]! });
    } else if (CHAPTER_LINE.test(line) && line.length <= HEADING_MAX) {
      flush();
      blocks.push({ kind: 'heading', level: 1, text: line });
    } else {
      paragraph.push(line);
    }
  }
  flush();
  // "# The River" over "Chapter 1" lines: the Markdown heading is the book's title, the chapter
  // lines its chapters, whatever level they were given above.
  const markdownTops = blocks.filter(
    (b) => b.kind === 'heading' && b.level === 1 && !CHAPTER_LINE.test(b.text),
  );
  if (markdownTops.length === 1)
    for (const block of blocks)
      if (block.kind === 'heading' && block !== markdownTops[0] && CHAPTER_LINE.test(block.text))
        block.level = 2;
  return blocks;
}

export function readText(bytes: Uint8Array, fallbackTitle: string): ReadBook {
  const text = decodeUtf8(bytes);
  const { title, chapters } = chaptersFromBlocks(textBlocks(text), fallbackTitle);
  return { title, author: null, language: null, chapters, format: 'txt' };
}
