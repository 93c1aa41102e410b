// Bodies between HTML and plain text: the plain-text form of a body (for search, list excerpts
// and speech), and plain text made into paragraphs of HTML.
import { parseDocument } from 'htmlparser2';
import { isElement, type ChildNode } from './dom';
import { BLOCKS, DROPPED } from './elements';

const TEXT_SKIPPED = new Set(DROPPED);
/** Elements whose text stands as its own paragraph in the plain-text form. */
const TEXT_PARAGRAPHS = new Set([...BLOCKS].filter((name) => name !== 'td' && name !== 'th'));

/**
 * Nodes as plain text: each block a paragraph (blank lines between), <br> a line break, table
 * cells apart, spaces collapsed; scripts, styles and the like skipped.
 */
export function nodesToText(nodes: readonly ChildNode[]): string {
  const paragraphs: string[] = [];
  let current = '';
  const flush = () => {
    if (!current.includes('\n')) {
      const line = current.replace(/\s+/g, ' ').trim();
      if (line) paragraphs.push(line);
    } else {
      const lines = current
        .split('\n')
        .map((line) => line.replace(/\s+/g, ' ').trim())
        .filter(Boolean);
      if (lines.length) paragraphs.push(lines.join('\n'));
    }
    current = '';
  };
  // Walked with a stack of its own, not recursion: a hostile body may nest thousands deep.
  type Frame = { nodes: readonly ChildNode[]; index: number; after: 'paragraph' | 'cell' | null };
  const stack: Frame[] = [{ nodes, index: 0, after: null }];
  while (stack.length) {
    const frame = stack[stack.length - 1]!;
    const node = frame.nodes[frame.index++];
    if (!node) {
      stack.pop();
      if (frame.after === 'paragraph') flush();
      else if (frame.after === 'cell') current += ' ';
      continue;
    }
    if (node.type === 'text') {
      current += (node as { data: string }).data;
      continue;
    }
    if (!isElement(node) || TEXT_SKIPPED.has(node.name)) continue;
    const name = node.name;
    if (name === 'br') {
      current += '\n';
    } else if (TEXT_PARAGRAPHS.has(name)) {
      flush();
      stack.push({ nodes: node.children, index: 0, after: 'paragraph' });
    } else if (name === 'td' || name === 'th') {
      current += ' ';
      stack.push({ nodes: node.children, index: 0, after: 'cell' });
    } else stack.push({ nodes: node.children, index: 0, after: null });
  }
  flush();
  return paragraphs.join('\n\n');
}

/** HTML as plain text (see nodesToText), entities decoded. */
export function htmlToText(html: string): string {
  return nodesToText(parseDocument(html, { decodeEntities: true }).children);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Plain text as HTML: blank lines make paragraphs, single line breaks stay. */
export function textToHtml(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${escapeHtml(part).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}
