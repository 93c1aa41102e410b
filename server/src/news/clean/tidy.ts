// The tidying of a parsed body before the sanitiser: code and embeds dropped, links and images
// made absolute, promo lines and what they leave empty removed, inline-only <div>s made paragraphs.
import { DomUtils } from 'htmlparser2';
import {
  hasContent,
  isBlank,
  isBreak,
  isElement,
  setChildren,
  trimEdges,
  type ChildNode,
  type Element,
  type ElementClass,
  type ParentNode,
} from './dom';
import {
  ALLOWED,
  BLOCKS,
  DROPPED_SET,
  KEPT_EMPTY,
  LAZY_SOURCES,
  PARAGRAPH_LIKE,
  RENAMED,
} from './elements';
import { promoKind } from './promo';
import { emptiedByBare, removePromoLines } from './promo-lines';

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

/**
 * Tidies a subtree: drops code and embeds, fixes links and images, removes promo lines (when
 * `promos`, i.e. the body may hold one) and the empty elements left, turns inline-only <div>s
 * into paragraphs. True when something worth showing is left.
 */
export function tidy(parent: ParentNode, base: string | null, promos: boolean): boolean {
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
