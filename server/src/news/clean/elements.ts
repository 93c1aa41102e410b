// The element lists of the body cleaning: what is dropped with its content, what starts a block,
// what becomes a paragraph or stays when empty, and the safe subset the sanitiser lets through.
import sanitizeHtml from 'sanitize-html';

/** Elements removed with everything inside them: code, embeds, forms and page furniture. */
export const DROPPED = [
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
export const DROPPED_SET = new Set(DROPPED);

/** Elements that start a new block: a "line" never runs across one. */
export const BLOCKS = new Set([
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
export const PARAGRAPH_LIKE = new Set([...DIVISIONS, 'dt', 'dd', 'caption', 'address']);
/** Kept even when empty: their place in a table or a line is the point. */
export const KEPT_EMPTY = new Set(['br', 'img', 'td', 'th', 'tr', 'thead', 'tbody', 'tfoot', 'hr']);
/** Lazy-loading pages put the real image address in one of these and a placeholder in src. */
export const LAZY_SOURCES = ['data-src', 'data-lazy-src', 'data-original', 'data-url'];

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
export const ALLOWED = new Set(ALLOWED_TAGS);
/** Allowed under another name: the sanitiser renames them. */
export const RENAMED = new Set(['h1', 'h5', 'h6']);

export const SANITIZE: sanitizeHtml.IOptions = {
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
