// HTML books (and the XHTML inside EPUBs, and Word documents through mammoth): headings h1–h6
// and the text blocks between them, in document order; scripts, styles and navigation skipped.
import { parseDocument } from 'htmlparser2';
import {
  IngestError,
  INGEST_LIMITS,
  cleanLine,
  libraryLanguage,
  megabytes,
  type ReadBook,
} from './model';
import { chaptersFromBlocks, type Block } from './structure';

const SKIPPED = new Set(['script', 'style', 'noscript', 'template', 'head', 'nav', 'svg', 'math']);
const BLOCKS = new Set([
  'p',
  'div',
  'li',
  'blockquote',
  'pre',
  'td',
  'th',
  'dt',
  'dd',
  'section',
  'article',
  'aside',
  'figcaption',
  'caption',
  'address',
  'body',
  'main',
  'header',
  'footer',
  'ul',
  'ol',
  'table',
  'tr',
  'figure',
  'hr',
]);

type ChildNode = ReturnType<typeof parseDocument>['children'][number];
type Element = Extract<ChildNode, { attribs: Record<string, string> }>;

function isElement(node: ChildNode): node is Element {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

/** Headings and paragraphs of an HTML document, in order. */
export function htmlBlocks(html: string): Block[] {
  const document = parseDocument(html, { decodeEntities: true });
  const blocks: Block[] = [];
  let inline = '';
  const flush = () => {
    const text = cleanLine(inline);
    if (text) blocks.push({ kind: 'para', text });
    inline = '';
  };
  const walk = (nodes: readonly ChildNode[]) => {
    for (const node of nodes) {
      if (node.type === 'text') {
        inline += node.data;
      } else if (isElement(node)) {
        const name = node.name.toLowerCase();
        if (SKIPPED.has(name)) continue;
        const heading = /^h([1-6])$/.exec(name);
        if (heading) {
          flush();
          walk(node.children);
          blocks.push({ kind: 'heading', level: Number(heading[1]), text: cleanLine(inline) });
          inline = '';
        } else if (name === 'br') {
          inline += ' ';
        } else if (BLOCKS.has(name)) {
          flush();
          walk(node.children);
          flush();
        } else {
          // An image's text alternative is read where the image stands.
          if (name === 'img' && node.attribs.alt) inline += ` ${node.attribs.alt} `;
          walk(node.children);
        }
      }
    }
  };
  walk(document.children);
  flush();
  return blocks;
}

/** The document's <title>, if any. */
export function htmlTitle(html: string): string | null {
  const match = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html);
  if (!match) return null;
  const text = cleanLine(
    parseDocument(match[1]!, { decodeEntities: true })
      .children.map((n) => (n.type === 'text' ? n.data : ''))
      .join(''),
  );
  return text || null;
}

export function readHtml(html: string, fallbackTitle: string, format = 'html'): ReadBook {
  if (html.length > INGEST_LIMITS.maxDocumentBytes)
    throw new IngestError('tooLarge', { limit: megabytes(INGEST_LIMITS.maxDocumentBytes) });
  const language = /<html[^>]*\blang=["']?([A-Za-z-]+)/i.exec(html)?.[1] ?? null;
  const { title, chapters } = chaptersFromBlocks(
    htmlBlocks(html),
    htmlTitle(html) ?? fallbackTitle,
  );
  return {
    title: title ?? htmlTitle(html),
    author: /<meta\s+name=["']author["']\s+content=["']([^"']+)/i.exec(html)?.[1] ?? null,
    language: libraryLanguage(language),
    chapters,
    format,
  };
}
