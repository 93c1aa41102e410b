// News bodies as the reader shows them: a small safe subset of HTML, with the publishers' "Also
// read: …" / "Read more" / "यह भी पढ़ें" lines taken out (the spec's body cleaning), plus the same
// body as plain text for search, list excerpts and speech. The markup is first tidied on a DOM
// (links resolved, lazy images made real, promo lines and what they leave empty removed, tags
// outside the subset unwrapped, inline-only <div>s made paragraphs so their lines stay apart), and
// sanitize-html has the last word, so nothing after the sanitiser can put back what it took out.
import sanitizeHtml from 'sanitize-html';
import { DomUtils, parseDocument } from 'htmlparser2';
import { cutAtWord } from '@nclude/shared/validation';

type Document = ReturnType<typeof parseDocument>;
type ChildNode = Document['children'][number];
type Element = Extract<ChildNode, { attribs: Record<string, string> }>;
type ParentNode = Document | Element;

/** Elements removed with everything inside them: code, embeds, forms and page furniture. */
const DROPPED = [
  'script',
  'style',
  'noscript',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'select',
  'option',
  'textarea',
  'head',
  'title',
  'meta',
  'link',
  'base',
  'audio',
  'video',
  'canvas',
  'dialog',
  'nav',
  // Raw-text elements: the sanitiser must drop their content, never re-emit it as markup.
  'xmp',
  'plaintext',
  'listing',
  'noembed',
  'noframes',
];
const DROPPED_SET = new Set(DROPPED);

/** Elements that start a new block: a "line" never runs across one. */
const BLOCKS = new Set([
  'p',
  'div',
  'section',
  'article',
  'main',
  'header',
  'footer',
  'aside',
  'center',
  'address',
  'blockquote',
  'pre',
  'figure',
  'figcaption',
  'picture',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'body',
  'html',
]);
/** Generic containers: when one holds only inline content it becomes a paragraph. */
const DIVISIONS = new Set([
  'div',
  'section',
  'article',
  'main',
  'header',
  'footer',
  'aside',
  'center',
]);
/** Block elements outside the safe subset that become paragraphs when they hold only inline content. */
const PARAGRAPH_LIKE = new Set([...DIVISIONS, 'dt', 'dd', 'caption', 'address']);
/** Kept even when empty: their place in a table or a line is the point. */
const KEPT_EMPTY = new Set(['br', 'img', 'td', 'th', 'tr', 'thead', 'tbody', 'tfoot', 'hr']);
/** Lazy-loading pages put the real image address in one of these and a placeholder in src. */
const LAZY_SOURCES = ['data-src', 'data-lazy-src', 'data-original', 'data-url'];

const ALLOWED_TAGS = [
  'p',
  'br',
  'a',
  'strong',
  'em',
  'b',
  'i',
  'ul',
  'ol',
  'li',
  'blockquote',
  'h2',
  'h3',
  'h4',
  'figure',
  'figcaption',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'code',
  'pre',
];
const ALLOWED = new Set(ALLOWED_TAGS);
/** Allowed under another name: the sanitiser renames them. */
const RENAMED = new Set(['h1', 'h5', 'h6']);

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'rel'],
    img: ['src', 'alt'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED,
  parseStyleAttributes: false,
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    // Links open in place (no target), and tell the publisher nothing about the reader.
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
  // A link the tidying could not make absolute has no href left: keep its words, not the link.
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

// Promo lines. Matching is on a folded form: NFC, nukta dropped (पढ़ें and पढें, ख़बर and खबर
// match alike), candrabindu folded into anusvara (यहाँ and यहां), lower case, spaces collapsed.
function fold(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\u093c/g, '')
    .replace(/\u0901/g, '\u0902')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const READ_HI = 'पढ(?:ें|े|िए|िये|ियें)';
/** Phrases that end a line's claim to be prose: whatever follows is a link title. */
const STRONG_PHRASES = [
  'also read',
  'read also',
  'also see',
  'click here',
  'read the full story',
  'read full story',
  'read the full article',
  'read full article',
  'read the full report',
  `(?:यह|ये|इसे|इन्हें|इन्हे) भी ${READ_HI}`,
  `क्लिक (?:करके|कर के|करें) ${READ_HI}`,
  `यहां क्लिक करें`,
  `पूरी खबर (?:यहां )?${READ_HI}`,
  'पूरी खबर के लिए',
];
/** Phrases that are promo only alone, before a separator, or before a link. */
const WEAK_PHRASES = [
  'read more',
  'read it here',
  'read here',
  'continue reading',
  `और ${READ_HI}`,
  `यहां ${READ_HI}`,
  `आगे ${READ_HI}`,
];
const LEAD = String.raw`^[\s»›>•·*|\-–—(\[]*`;
const STRONG = new RegExp(`${LEAD}(?:${STRONG_PHRASES.join('|')})(?![\\p{L}\\p{M}])`, 'u');
const WEAK = new RegExp(`${LEAD}(?:${WEAK_PHRASES.join('|')})(?![\\p{L}\\p{M}])`, 'u');
/** What may follow a phrase for the line to be just the phrase: punctuation and arrows. */
const BARE_REST = /^[\s.…:：\-–—»›>|→)\]!।]*$/u;
const SEPARATOR = /^\s*[:：\-–—»›>|→]/u;
/**
 * A quick test that a body (or a line's start) may hold a promo phrase at all: most do not, and
 * then no line is folded and matched. Words may be apart by spaces or, in raw HTML, &nbsp;.
 */
const HINT = new RegExp(
  [
    'also read',
    'read also',
    'also see',
    'click here',
    'read the full',
    'read full',
    'read more',
    'read it here',
    'read here',
    'continue reading',
  ]
    .map((phrase) => phrase.replace(/ /g, '(?:\\s|&nbsp;|&#160;)+'))
    .concat(['पढ', '\u095d', 'पूरी ख', 'क्लिक'])
    .join('|'),
  'i',
);
/** Longer than this, a line beginning with a strong phrase is taken for prose after all. */
const PROMO_LINE_MAX = 300;

type Promo = 'no' | 'yes' | 'bare';

/**
 * Whether a line is a promo: "Also read: Title", "Read more »", "यह भी पढ़ें", "Read more <a>Title</a>".
 * `linkText` gives the text of the line's links (asked for only when it matters). 'bare' is the
 * phrase alone, whose link may follow on the next line or block.
 */
function promoKind(text: string, linkText: () => string): Promo {
  // Most lines are prose: a phrase can only be at the start, so look there before folding.
  const start = text.trimStart();
  if (!start || start.length > PROMO_LINE_MAX * 2 || !HINT.test(start.slice(0, 48))) return 'no';
  const line = fold(start);
  if (line.length > PROMO_LINE_MAX) return 'no';
  const strong = STRONG.exec(line);
  const match = strong ?? WEAK.exec(line);
  if (!match) return 'no';
  const rest = line.slice(match[0].length);
  if (BARE_REST.test(rest)) return 'bare';
  if (strong || SEPARATOR.test(rest)) return 'yes';
  // "Read more <a>Budget highlights</a>": everything after the phrase is the link.
  const links = fold(linkText());
  return links && rest.replace(/^[\s:：\-–—»›>|→]+/u, '').trim() === links ? 'yes' : 'no';
}

function isElement(node: ChildNode): node is Element {
  return 'attribs' in node;
}

function isBlank(node: ChildNode): boolean {
  return node.type === 'text' && !/\S/.test((node as { data: string }).data);
}

function isBreak(node: ChildNode | undefined): boolean {
  return node !== undefined && isElement(node) && node.name === 'br';
}

function textOf(nodes: readonly ChildNode[]): string {
  return nodes.map((node) => DomUtils.textContent(node)).join('');
}

function linkTextOf(nodes: readonly ChildNode[]): string {
  let text = '';
  for (const node of nodes) {
    if (!isElement(node)) continue;
    if (node.name === 'a') text += DomUtils.textContent(node);
    else
      for (const link of DomUtils.getElementsByTagName('a', node.children, true))
        text += DomUtils.textContent(link);
  }
  return text;
}

/** Text or an image somewhere inside: what a block needs to be worth keeping. */
function hasContent(node: ChildNode): boolean {
  if (node.type === 'text') return /\S/.test((node as { data: string }).data);
  if (!isElement(node)) return false;
  if (node.name === 'img') return true;
  return node.children.some(hasContent);
}

/**
 * Gives a parent a new list of children in one step, links included. Nodes are removed and
 * unwrapped by rebuilding the list: one at a time (DomUtils.removeElement searches the siblings
 * each time) a body of thousands of lines would take seconds.
 */
function setChildren(parent: ParentNode, children: ChildNode[]): void {
  for (const old of parent.children) {
    old.parent = null;
    old.prev = null;
    old.next = null;
  }
  children.forEach((child, index) => {
    child.parent = parent;
    child.prev = children[index - 1] ?? null;
    child.next = children[index + 1] ?? null;
  });
  parent.children = children;
}

function resolveUrl(
  value: string | undefined,
  base: string | null,
  schemes: RegExp,
): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  try {
    const url = base ? new URL(raw, base) : new URL(raw);
    return schemes.test(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

const LINK_SCHEMES = /^(?:https?|mailto):$/;
const IMAGE_SCHEMES = /^https?:$/;

/** Makes a link absolute; false when it cannot be (then only its words are kept). */
function fixLink(anchor: Element, base: string | null): boolean {
  const href = resolveUrl(anchor.attribs.href, base, LINK_SCHEMES);
  if (href) anchor.attribs = { href };
  return href !== null;
}

/** Makes an image's address absolute (lazy-loaded ones by their real address); false to drop it. */
function fixImage(image: Element, base: string | null): boolean {
  const attribs = image.attribs;
  let source = attribs.src?.trim() ?? '';
  if (!source || source.startsWith('data:')) {
    source = LAZY_SOURCES.map((name) => attribs[name]?.trim()).find(Boolean) ?? '';
  }
  const src = resolveUrl(source, base, IMAGE_SCHEMES);
  // A 1×1 image is a tracking pixel, not a picture.
  if (!src || attribs.width === '1' || attribs.height === '1') return false;
  // Without alt a screen reader reads the file name; an image the feed did not describe is
  // presented as decorative.
  image.attribs = { src, alt: (attribs.alt ?? '').replace(/\s+/g, ' ').trim() };
  return true;
}

/** domhandler's Element, reached through a node (htmlparser2 does not export the class). */
type ElementClass = new (
  name: string,
  attribs: Record<string, string>,
  children: ChildNode[],
) => Element;

/** Gathers the runs of inline nodes between a container's blocks into paragraphs. */
function wrapLooseText(container: Element): void {
  const Paragraph = container.constructor as ElementClass;
  const children: ChildNode[] = [];
  let run: ChildNode[] = [];
  const flush = () => {
    if (run.some(hasContent)) {
      const paragraph = new Paragraph('p', {}, []);
      setChildren(paragraph, run);
      children.push(paragraph);
    } else children.push(...run);
    run = [];
  };
  for (const child of container.children) {
    if (isElement(child) && BLOCKS.has(child.name)) {
      flush();
      children.push(child);
    } else run.push(child);
  }
  flush();
  setChildren(container, children);
}

/** A line or block made only of links: what follows a bare "Also read". */
function isLinkOnly(nodes: readonly ChildNode[]): boolean {
  const text = fold(textOf(nodes));
  return text !== '' && text === fold(linkTextOf(nodes));
}

function isLinkList(element: Element): boolean {
  if (element.name !== 'ul' && element.name !== 'ol') return isLinkOnly([element]);
  const items = element.children.filter(isElement);
  return items.length > 0 && items.every((item) => isLinkOnly(item.children));
}

/**
 * Tidies a subtree: drops code and embeds, fixes links and images, removes promo lines (when
 * `promos`, i.e. the body may hold one) and the empty elements left, turns inline-only <div>s
 * into paragraphs. True when something worth showing is left.
 */
function tidy(parent: ParentNode, base: string | null, promos: boolean): boolean {
  let content = false;
  const kept: ChildNode[] = [];
  // Emptied by a bare "Also read": kept until this level's lines are read (its links may follow).
  const bareEmpties = new Set<ChildNode>();
  for (const node of parent.children) {
    if (node.type === 'text') {
      content ||= !isBlank(node);
      kept.push(node);
      continue;
    }
    // Comments, doctypes and processing instructions go too.
    if (!isElement(node) || DROPPED_SET.has(node.name)) continue;
    const name = node.name;
    if (name === 'img') {
      if (fixImage(node, base)) {
        content = true;
        kept.push(node);
      }
      continue;
    }
    if (name === 'br' || name === 'hr') {
      kept.push(node);
      continue;
    }
    const inner = tidy(node, base, promos);
    if (!inner && !KEPT_EMPTY.has(name)) {
      if (emptiedByBare.has(node)) {
        bareEmpties.add(node);
        kept.push(node);
      }
      continue;
    }
    if (name === 'a') {
      // A link whose whole text is "Read more" or "और पढ़ें" points away from the article.
      const words = DomUtils.textContent(node);
      if (promos && promoKind(words, () => words) === 'bare') continue;
      if (fixLink(node, base)) kept.push(node);
      else kept.push(...node.children);
      content ||= inner;
      continue;
    }
    content ||= inner;
    if (ALLOWED.has(name) || RENAMED.has(name)) {
      kept.push(node);
    } else if (!BLOCKS.has(name) || name === 'picture') {
      // Outside the safe subset and inline (span, font, u…): the sanitiser would drop the tag
      // and keep the words, so it is done here, sparing it the work.
      kept.push(...node.children);
    } else if (!node.children.some((c) => isElement(c) && BLOCKS.has(c.name))) {
      if (PARAGRAPH_LIKE.has(name)) node.name = 'p';
      kept.push(node);
    } else {
      // A <div> of text and blocks: its loose text becomes paragraphs of its own, or once the
      // sanitiser drops the <div> it would run into the next container's words.
      wrapLooseText(node);
      kept.push(node);
    }
  }
  setChildren(parent, kept);
  // Lines belong to blocks: inside an inline element ("<em>Read more</em> books, …") a phrase is
  // only part of its line.
  if (
    (content || bareEmpties.size) &&
    promos &&
    (parent.type === 'root' || BLOCKS.has((parent as Element).name))
  ) {
    if (removePromoLines(parent)) content = parent.children.some(hasContent);
  }
  if (bareEmpties.size) {
    setChildren(
      parent,
      parent.children.filter((child) => !bareEmpties.has(child)),
    );
  }
  trimBreaks(parent);
  return content;
}

/** Blocks whose only line was a bare "Also read", so their parent knows links may follow. */
const emptiedByBare = new WeakSet<ParentNode>();

/**
 * Removes the promo lines of a parent's children, a line being a run of inline nodes between
 * blocks and <br>s, and promo blocks. True if anything was removed.
 */
function removePromoLines(parent: ParentNode): boolean {
  const drop = new Set<ChildNode>();
  let line: ChildNode[] = [];
  let pendingBare = false;
  // `breaker` is the <br> that ends the line, removed with it.
  const endLine = (breaker: ChildNode | null) => {
    const nodes = line;
    line = [];
    if (!nodes.some(hasContent)) return;
    let kind: Promo;
    if (pendingBare && isLinkOnly(nodes)) kind = 'yes';
    else kind = promoKind(textOf(nodes), () => linkTextOf(nodes));
    pendingBare = kind === 'bare';
    if (kind === 'no') return;
    for (const node of nodes) drop.add(node);
    if (breaker) drop.add(breaker);
  };
  for (const node of parent.children) {
    if (!isElement(node) || !(node.name === 'br' || BLOCKS.has(node.name))) {
      line.push(node);
      continue;
    }
    if (node.name === 'br') {
      endLine(node);
      continue;
    }
    endLine(null);
    if (!hasContent(node)) {
      // "<p><strong>यह भी पढ़ें</strong></p>", emptied at its own level: its links may follow.
      if (emptiedByBare.has(node)) pendingBare = true;
      continue;
    }
    // A block after a bare "Also read" that is only links (a title, a list of them) goes too.
    const kind: Promo = pendingBare && isLinkList(node) ? 'yes' : promoOfBlock(node);
    if (kind !== 'no') drop.add(node);
    pendingBare = kind === 'bare';
  }
  endLine(null);
  if (drop.size === 0) return false;
  setChildren(
    parent,
    parent.children.filter((child) => !drop.has(child)),
  );
  // Nothing left but a bare "Also read": the parent's parent may find its links next.
  if (pendingBare && parent.type !== 'root' && !parent.children.some(hasContent)) {
    emptiedByBare.add(parent);
  }
  return true;
}

/** A whole block (paragraph, item, heading) that reads as one promo line. */
function promoOfBlock(block: Element): Promo {
  if (block.name === 'ul' || block.name === 'ol' || block.name === 'table') return 'no';
  if (block.children.some((c) => isElement(c) && (BLOCKS.has(c.name) || c.name === 'br')))
    return 'no';
  return promoKind(DomUtils.textContent(block), () => linkTextOf(block.children));
}

/** <br>s at the start or end of a block, left over from removed lines, are dropped. */
function trimBreaks(parent: ParentNode): void {
  const children = parent.children;
  const loose = (node: ChildNode) => isBreak(node) || isBlank(node);
  let start = 0;
  let end = children.length;
  while (start < end && loose(children[start]!)) start++;
  while (end > start && loose(children[end - 1]!)) end--;
  if (start > 0 || end < children.length) setChildren(parent, children.slice(start, end));
  // Spaces at a block's edges are left over too ("Prose. <a>Read more</a>"); inside inline
  // elements they separate words, so they stay.
  if (parent.type === 'root' || BLOCKS.has((parent as Element).name)) trimEdges(parent.children);
}

/** Spaces at the start and end of a block's content. */
function trimEdges(nodes: readonly ChildNode[]): void {
  const first = nodes[0];
  const last = nodes.at(-1);
  if (first?.type === 'text')
    (first as { data: string }).data = (first as { data: string }).data.trimStart();
  if (last?.type === 'text')
    (last as { data: string }).data = (last as { data: string }).data.trimEnd();
}
const TEXT_SKIPPED = new Set(DROPPED);
/** Elements whose text stands as its own paragraph in the plain-text form. */
const TEXT_PARAGRAPHS = new Set([...BLOCKS].filter((name) => name !== 'td' && name !== 'th'));

/**
 * Nodes as plain text: each block a paragraph (blank lines between), <br> a line break, table
 * cells apart, spaces collapsed; scripts, styles and the like skipped.
 */
function nodesToText(nodes: readonly ChildNode[]): string {
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

const TRACKING_PARAMS = new Set([
  'fbclid',
  'gclid',
  'dclid',
  'gbraid',
  'wbraid',
  'msclkid',
  'yclid',
  'igshid',
  'mc_cid',
  'mc_eid',
  'ref',
  'ref_src',
]);

/**
 * An article address in one form, to find the same article twice: scheme and host lower case,
 * default port and fragment dropped, tracking parameters (utm_*, fbclid, gclid, ref…) dropped,
 * the rest sorted. Text that is not an absolute URL is returned trimmed, as it is.
 */
export function canonicalUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return url.trim();
  }
  parsed.hash = '';
  const kept = [...parsed.searchParams].filter(([name]) => {
    const key = name.toLowerCase();
    return !key.startsWith('utm_') && !TRACKING_PARAMS.has(key);
  });
  kept.sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0));
  parsed.search = kept.length ? new URLSearchParams(kept).toString() : '';
  return parsed.href;
}

/** `text` cut to at most `max` characters at a word boundary, with "…" when cut (list summaries). */
export function excerpt(text: string, max: number): string {
  return cutAtWord(text, max);
}
