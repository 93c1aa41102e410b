// The DOM the body cleaning works on (htmlparser2's), and the small helpers on its nodes that the
// tidying, the promo-line removal and the serialiser share.
import { DomUtils, type parseDocument } from 'htmlparser2';

export type Document = ReturnType<typeof parseDocument>;
export type ChildNode = Document['children'][number];
export type Element = Extract<ChildNode, { attribs: Record<string, string> }>;
export type ParentNode = Document | Element;

/** domhandler's Element, reached through a node (htmlparser2 does not export the class). */
export type ElementClass = new (
  name: string,
  attribs: Record<string, string>,
  children: ChildNode[],
) => Element;

export function isElement(node: ChildNode): node is Element {
  return 'attribs' in node;
}

export function isBlank(node: ChildNode): boolean {
  return node.type === 'text' && !/\S/.test((node as { data: string }).data);
}

export function isBreak(node: ChildNode | undefined): boolean {
  return node !== undefined && isElement(node) && node.name === 'br';
}

export function textOf(nodes: readonly ChildNode[]): string {
  return nodes.map((node) => DomUtils.textContent(node)).join('');
}

export function linkTextOf(nodes: readonly ChildNode[]): string {
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
export function hasContent(node: ChildNode): boolean {
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
export function setChildren(parent: ParentNode, children: ChildNode[]): void {
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

/** Spaces at the start and end of a block's content. */
export function trimEdges(nodes: readonly ChildNode[]): void {
  const first = nodes[0];
  const last = nodes.at(-1);
  if (first?.type === 'text')
    (first as { data: string }).data = (first as { data: string }).data.trimStart();
  if (last?.type === 'text')
    (last as { data: string }).data = (last as { data: string }).data.trimEnd();
}
