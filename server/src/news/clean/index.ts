// News bodies as the reader shows them: a small safe subset of HTML, with the publishers' "Also
// read: …" / "Read more" / "यह भी पढ़ें" lines taken out (the spec's body cleaning), plus the same
// body as plain text for search, list excerpts and speech. The markup is first tidied on a DOM
// (links resolved, lazy images made real, promo lines and what they leave empty removed, tags
// outside the subset unwrapped, inline-only <div>s made paragraphs so their lines stay apart), and
// sanitize-html has the last word, so nothing after the sanitiser can put back what it took out.
import sanitizeHtml from 'sanitize-html';
import { DomUtils, parseDocument } from 'htmlparser2';
import { cutAtWord } from '@nclude/shared/validation';
import { hasContent, isElement, trimEdges, type ChildNode, type Document } from './dom';
import { BLOCKS, SANITIZE } from './elements';
import { HINT } from './promo';
import { nodesToText, textToHtml } from './text';
import { tidy } from './tidy';

export { canonicalUrl } from './canonical-url';
export { htmlToText, textToHtml } from './text';

/** Whether any element lies deeper than `max` (found without recursion). */
function deeperThan(nodes: readonly ChildNode[], max: number): boolean {
  const stack: [ChildNode, number][] = nodes.map((node) => [node, 1]);
  while (stack.length) {
    const [node, depth] = stack.pop()!;
    if (!isElement(node)) continue;
    if (depth > max) return true;
    for (const child of node.children) stack.push([child, depth + 1]);
  }
  return false;
}

/** Deeper than this, a body is taken as its text alone (the tidying recurses; real bodies are shallow). */
const NESTING_MAX = 200;

/**
 * An article body made safe and clean: the HTML to render as it is (relative links resolved
 * against `baseUrl`, or dropped when there is none), and the same body as plain text.
 */
export function cleanArticle(html: string, baseUrl: string | null): { html: string; text: string } {
  let document = parseDocument(html, { decodeEntities: true });
  if (deeperThan(document.children, NESTING_MAX)) {
    document = parseDocument(textToHtml(nodesToText(document.children)), { decodeEntities: true });
  }
  tidy(document, baseUrl, HINT.test(html));
  // What is left is exactly what the sanitiser keeps as text (everything it would drop with its
  // content is gone already), so the text is read here rather than by parsing its output again.
  const text = nodesToText(document.children);
  return { html: sanitizeHtml(serialize(document), SANITIZE).trim(), text };
}

/** The tidied body as HTML, text and inline elements at the top level gathered into paragraphs. */
function serialize(document: Document): string {
  let html = '';
  let run: ChildNode[] = [];
  const flush = () => {
    if (run.some(hasContent)) {
      trimEdges(run);
      html += `<p>${DomUtils.getOuterHTML(run, SERIALIZE)}</p>`;
    }
    run = [];
  };
  for (const node of document.children) {
    if (isElement(node) && BLOCKS.has(node.name)) {
      flush();
      html += DomUtils.getOuterHTML(node, SERIALIZE);
    } else run.push(node);
  }
  flush();
  return html;
}

// Hindi and other non-ASCII text stays as it is rather than becoming numeric entities.
const SERIALIZE = { encodeEntities: 'utf8' } as const;

/** `text` cut to at most `max` characters at a word boundary, with "…" when cut (list summaries). */
export function excerpt(text: string, max: number): string {
  return cutAtWord(text, max);
}
