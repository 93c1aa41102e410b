// EPUB 2 and 3 (already unpacked): META-INF/container.xml names the package (OPF), whose spine
// gives the reading order of XHTML documents, each read as HTML. A document without headings
// becomes a chapter named by the table of contents (NCX or nav), else by its <title>.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { htmlBlocks, htmlTitle } from './html';
import { IngestError, libraryLanguage, type ReadBook } from './model';
import { chaptersFromBlocks, type Block } from './structure';
import {
  attribute,
  elements,
  firstElement,
  parseHtml,
  parseXml,
  readPackageText,
  resolveHref,
  textOf,
} from './xml';

function bad(reason: string): IngestError {
  return new IngestError('badEpub', { reason });
}

/** Labels of the table of contents by target file: the NCX's navPoints or the nav document. */
async function tocLabels(root: string, tocFile: string | null, navFile: string | null) {
  const labels = new Map<string, string>();
  const add = (from: string, href: string | null, label: string) => {
    const target = href ? resolveHref(root, from, href) : null;
    if (target && label && !labels.has(target.file)) labels.set(target.file, label);
  };
  if (tocFile && existsSync(tocFile)) {
    const ncx = parseXml(await readPackageText(tocFile));
    for (const point of elements(ncx, 'navPoint'))
      add(
        tocFile,
        attribute(firstElement(point, 'content') ?? point, 'src'),
        textOf(firstElement(point, 'text')),
      );
  }
  if (navFile && existsSync(navFile)) {
    const nav = parseHtml(await readPackageText(navFile));
    for (const link of elements(nav, 'a')) add(navFile, attribute(link, 'href'), textOf(link));
  }
  return labels;
}

export async function readEpub(root: string, fallbackTitle: string): Promise<ReadBook> {
  const containerFile = path.join(root, 'META-INF', 'container.xml');
  if (!existsSync(containerFile)) throw bad('META-INF/container.xml is missing');
  const container = parseXml(await readPackageText(containerFile));
  const rootfile = firstElement(container, 'rootfile');
  const opfHref = rootfile ? attribute(rootfile, 'full-path') : null;
  const opfTarget = opfHref ? resolveHref(root, path.join(root, 'container'), opfHref) : null;
  if (!opfTarget || !existsSync(opfTarget.file)) throw bad('the package document (OPF) is missing');
  const opfFile = opfTarget.file;
  const opf = parseXml(await readPackageText(opfFile));

  const manifest = new Map<string, { file: string; type: string; properties: string }>();
  for (const item of elements(opf, 'item')) {
    const id = attribute(item, 'id');
    const href = attribute(item, 'href');
    const target = href ? resolveHref(root, opfFile, href) : null;
    if (id && target)
      manifest.set(id, {
        file: target.file,
        type: attribute(item, 'media-type') ?? '',
        properties: attribute(item, 'properties') ?? '',
      });
  }
  const spine = firstElement(opf, 'spine');
  if (!spine) throw bad('the package has no spine (reading order)');
  const tocId = attribute(spine, 'toc');
  const navItem = [...manifest.values()].find((item) =>
    item.properties.split(/\s+/).includes('nav'),
  );
  const labels = await tocLabels(
    root,
    tocId ? (manifest.get(tocId)?.file ?? null) : null,
    navItem?.file ?? null,
  );

  const documents: { blocks: Block[]; label: string | null }[] = [];
  for (const ref of elements(spine, 'itemref')) {
    const item = manifest.get(attribute(ref, 'idref') ?? '');
    if (!item || item === navItem || !/html/.test(item.type) || !existsSync(item.file)) continue;
    const html = await readPackageText(item.file);
    const blocks = htmlBlocks(html);
    if (!blocks.some((block) => block.kind === 'para')) continue;
    documents.push({ blocks, label: labels.get(item.file) ?? htmlTitle(html) });
  }
  if (documents.length === 0) throw new IngestError('emptyBook');

  // A document without headings gets one at the level the others use for their top heading.
  const levels = documents.flatMap((d) =>
    d.blocks.flatMap((b) => (b.kind === 'heading' ? [b.level] : [])),
  );
  const topLevel = levels.length ? Math.min(...levels) : 1;
  const title = textOf(firstElement(opf, 'title')) || null;
  const blocks = documents.flatMap(({ blocks, label }, i): Block[] =>
    blocks.some((block) => block.kind === 'heading')
      ? blocks
      : [
          { kind: 'heading', level: topLevel, text: label ?? `${title ?? fallbackTitle} ${i + 1}` },
          ...blocks,
        ],
  );
  const structured = chaptersFromBlocks(blocks, title ?? fallbackTitle);
  return {
    title: title ?? structured.title,
    author: textOf(firstElement(opf, 'creator')) || null,
    language: libraryLanguage(textOf(firstElement(opf, 'language'))),
    chapters: structured.chapters,
    format: 'epub',
  };
}
