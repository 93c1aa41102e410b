// Code evaluated inside the person's page: Mozilla's Readability and the main-text extraction of
// read_page, and the small functions the element tools run on an element or the window.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pageFunction } from '../snapshot';

const require = createRequire(import.meta.url);
let readabilitySource: string | null = null;
/** Mozilla's Readability, read once from node_modules and run inside the page. */
export function readability(): string {
  readabilitySource ??= readFileSync(
    require.resolve('@mozilla/readability/Readability.js'),
    'utf8',
  );
  return readabilitySource;
}

/**
 * Runs in the page after Readability's source: the article's text with its paragraphs, or the
 * body's visible text when Readability finds no article.
 */
export const EXTRACT_MAIN_TEXT = String.raw`
  const flat = (text) => (text || '').replace(/\s+/g, ' ').trim();
  const blocks = (root) => {
    const parts = [];
    root.querySelectorAll('h1, h2, h3, h4, h5, h6, p, li, pre, blockquote, td, th, dt, dd, figcaption')
      .forEach((node) => {
        if (node.querySelector('p, li, h1, h2, h3, h4, h5, h6, blockquote, pre')) return;
        const text = flat(node.textContent);
        if (text) parts.push(text);
      });
    return parts.join('\n\n');
  };
  let title = document.title;
  let text = '';
  try {
    const article = new Readability(document.cloneNode(true)).parse();
    if (article) {
      title = flat(article.title) || title;
      const parsed = new DOMParser().parseFromString(article.content || '', 'text/html');
      text = blocks(parsed.body) || flat(article.textContent);
    }
  } catch (error) {
    // Readability gave up on this page: the visible text below is used.
  }
  if (text.length < 200) {
    const visible = ((document.body && document.body.innerText) || '')
      .replace(/[ \t]+/g, ' ').replace(/\n\s*\n+/g, '\n\n').trim();
    if (visible.length > text.length) text = visible;
  }
  return { title: flat(title), text };
`;

export const DROP_TARGET = pageFunction<(element: unknown) => void>(
  ['element'],
  `const owner = element.closest('a, area, form'); if (owner) owner.removeAttribute('target');`,
);

export const DESCRIBE_FIELD = pageFunction<
  (element: unknown, selector: string) => { secret: boolean; type: string; editable: boolean }
>(
  ['node', 'selector'],
  String.raw`
  const labels = node.labels ? Array.from(node.labels).map((l) => l.textContent || '').join(' ') : '';
  const label = [node.getAttribute('aria-label') || '', labels, node.name || '', node.id || '', node.placeholder || ''].join(' ');
  const type = (node.getAttribute('type') || '').toLowerCase();
  const notText = ['checkbox', 'radio', 'submit', 'button', 'reset', 'image', 'file', 'hidden', 'range', 'color'];
  return {
    secret: node.matches(selector) || /password|passcode|पासवर्ड/i.test(label),
    type,
    editable: !!node.isContentEditable || node.tagName === 'TEXTAREA' ||
      (node.tagName === 'INPUT' && !notText.includes(node.type)),
  };`,
);

export const SELECT_CHOICES = pageFunction<
  (element: unknown) => { label: string; value: string; disabled: boolean }[] | null
>(
  ['node'],
  `if (node.tagName !== 'SELECT') return null;
   return Array.from(node.options).map((o) => ({ label: o.label.trim(), value: o.value, disabled: o.disabled }));`,
);

export const SCROLL_POSITION = pageFunction<() => { y: number; max: number }>(
  [],
  `return { y: Math.round(window.scrollY),
            max: Math.max(0, document.documentElement.scrollHeight - window.innerHeight) };`,
);

export const FINGERPRINT = pageFunction<() => string>(
  [],
  "return location.href + '\\n' + document.title + '\\n' + ((document.body && document.body.innerText) || '');",
);
