// The XML of EPUB and DAISY packages (container.xml, OPF, NCX, SMIL, DTBook) read with
// htmlparser2 in XML mode, elements matched by local name whatever their prefix or case
// ("dc:title", "dc:Title", "opf:item").
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';
import { decodeUtf8 } from './text';

export type XmlDocument = ReturnType<typeof parseDocument>;
type Node = XmlDocument['children'][number];
export type XmlElement = Extract<Node, { attribs: Record<string, string> }>;

export function parseXml(text: string): XmlDocument {
  return parseDocument(text, { xmlMode: true, decodeEntities: true });
}

/** An HTML file of a package (DAISY 2.02's ncc.html and content): forgiving HTML parsing. */
export function parseHtml(text: string): XmlDocument {
  return parseDocument(text, {
    decodeEntities: true,
    lowerCaseTags: true,
    lowerCaseAttributeNames: true,
  });
}

function localName(name: string): string {
  return name.slice(name.lastIndexOf(':') + 1).toLowerCase();
}

/** Every element named `name` (local name, any case; '*' for all) under `root`, in document order. */
export function elements(root: XmlDocument | XmlElement, name: string): XmlElement[] {
  const wanted = name.toLowerCase();
  return DomUtils.findAll(
    (element) => wanted === '*' || localName(element.name) === wanted,
    root.children,
  ) as XmlElement[];
}

export function firstElement(root: XmlDocument | XmlElement, name: string): XmlElement | null {
  return elements(root, name)[0] ?? null;
}

/** An attribute by local name, any case ("xlink:href", "clip-begin", "clipBegin"). */
export function attribute(element: XmlElement, name: string): string | null {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(element.attribs))
    if (localName(key) === wanted) return value;
  return null;
}

export function textOf(node: XmlElement | null): string {
  return node ? DomUtils.textContent(node).replace(/\s+/g, ' ').trim() : '';
}

/** The element whose id is `id`, or null. */
export function byId(root: XmlDocument, id: string): XmlElement | null {
  return (
    (DomUtils.findOne(
      (element) => element.attribs.id === id,
      root.children,
    ) as XmlElement | null) ?? null
  );
}

/**
 * The file an href inside `fromFile` names, inside `root`, and its fragment; null for addresses
 * that leave the folder or point elsewhere (http:, mailto:).
 */
export function resolveHref(
  root: string,
  fromFile: string,
  href: string,
): { file: string; fragment: string | null } | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return null;
  const [rawPath, rawFragment] = href.split('#', 2) as [string, string | undefined];
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  const file = decoded === '' ? fromFile : path.resolve(path.dirname(fromFile), decoded);
  const base = path.resolve(root);
  if (file !== base && !file.startsWith(base + path.sep)) return null;
  return { file, fragment: rawFragment ? decodeURIComponent(rawFragment) : null };
}

/** A package file as text (UTF-8, as EPUB and DAISY require). */
export async function readPackageText(file: string): Promise<string> {
  return decodeUtf8(await readFile(file));
}
