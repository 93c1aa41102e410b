// Promo lines taken out of a tidied body: a line being a run of inline nodes between blocks and
// <br>s, and a bare "Also read" taking with it the links that follow, on its line or the next block.
import { DomUtils } from 'htmlparser2';
import {
  hasContent,
  isElement,
  linkTextOf,
  setChildren,
  textOf,
  type ChildNode,
  type Element,
  type ParentNode,
} from './dom';
import { BLOCKS } from './elements';
import { fold, promoKind, type Promo } from './promo';

/** A line or block made only of links: what follows a bare "Also read". */
export function isLinkOnly(nodes: readonly ChildNode[]): boolean {
  const text = fold(textOf(nodes));
  return text !== '' && text === fold(linkTextOf(nodes));
}

function isLinkList(element: Element): boolean {
  if (element.name !== 'ul' && element.name !== 'ol') return isLinkOnly([element]);
  const items = element.children.filter(isElement);
  return items.length > 0 && items.every((item) => isLinkOnly(item.children));
}

/** Blocks whose only line was a bare "Also read", so their parent knows links may follow. */
export const emptiedByBare = new WeakSet<ParentNode>();

/**
 * Removes the promo lines of a parent's children, a line being a run of inline nodes between
 * blocks and <br>s, and promo blocks. True if anything was removed.
 */
export function removePromoLines(parent: ParentNode): boolean {
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
