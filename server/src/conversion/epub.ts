// EPUB 3, assembled by hand with fflate: one content document per top-level section, a navigation
// document from the headings, the language, and schema.org accessibility metadata.
import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { documentLanguageAttributes, escapeXml, renderBlocks, STYLESHEET } from './markup';
import type { DocumentModel, PlacedBlock } from './model';
import { runsText } from './model';
import { isRightToLeft } from './scripts';
import { documentNotes, outputTexts } from './texts';

/** Splits at level-1 headings so that a reading system opens a long book a part at a time. */
function chapters(blocks: readonly PlacedBlock[]): PlacedBlock[][] {
  const out: PlacedBlock[][] = [];
  let current: PlacedBlock[] = [];
  let ocrOpen = false;
  for (const block of blocks) {
    if (block.kind === 'heading' && block.level === 1 && current.length > 0 && !ocrOpen) {
      out.push(current);
      current = [];
    }
    if (block.kind === 'ocrStart') ocrOpen = true;
    if (block.kind === 'ocrEnd') ocrOpen = false;
    current.push(block);
  }
  if (current.length > 0 || out.length === 0) out.push(current);
  return out;
}

function xhtml(lang: string, title: string, body: string): string {
  return `<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE html>\n<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"${documentLanguageAttributes(lang, true)}>\n<head>\n<meta charset="utf-8"/>\n<title>${escapeXml(title)}</title>\n<link rel="stylesheet" href="style.css"/>\n</head>\n${body}\n</html>\n`;
}

export async function writeEpub(model: DocumentModel, outputPath: string): Promise<void> {
  const texts = outputTexts(model.lang);
  const parts = chapters(model.blocks);
  const files: Zippable = {};
  const state = { headingIndex: 0, tableIndex: 0 };
  const navItems: { level: number; text: string; href: string }[] = [];
  const manifest: string[] = [];
  const spine: string[] = [];
  const notes = (part: number) =>
    part === 0
      ? documentNotes(model)
          .map((note) => `<p class="ocr-note">${escapeXml(note)}</p>\n`)
          .join('')
      : '';
  for (let i = 0; i < parts.length; i += 1) {
    const name = `part-${i + 1}.xhtml`;
    const blocks = parts[i]!;
    const start = state.headingIndex;
    const body = await renderBlocks(
      blocks,
      { docLang: model.lang, headingId: (n) => `h${n + 1}` },
      state,
    );
    let n = start;
    for (const block of blocks) {
      if (block.kind !== 'heading') continue;
      n += 1;
      navItems.push({ level: block.level, text: runsText(block.runs), href: `${name}#h${n}` });
    }
    const heading =
      i === 0 && !blocks.some((b) => b.kind === 'heading')
        ? `<h1>${escapeXml(model.title)}</h1>\n`
        : '';
    files[`OEBPS/${name}`] = strToU8(
      xhtml(
        model.lang,
        model.title,
        `<body>\n<main>\n${heading}${notes(i)}${body}\n</main>\n</body>`,
      ),
    );
    manifest.push(`<item id="part${i + 1}" href="${name}" media-type="application/xhtml+xml"/>`);
    spine.push(`<itemref idref="part${i + 1}"/>`);
  }
  if (navItems.length === 0) navItems.push({ level: 1, text: model.title, href: 'part-1.xhtml' });

  // Nested ordered lists, as EPUB navigation requires (each level inside its parent's item).
  let nav = '<ol>';
  let depth = 1;
  navItems.forEach((item, index) => {
    const level = Math.min(item.level, depth + 1);
    if (index > 0) {
      if (level > depth) nav += '<ol>';
      else {
        nav += '</li>';
        for (let d = depth; d > level; d -= 1) nav += '</ol></li>';
      }
    }
    depth = level;
    nav += `<li><a href="${escapeXml(item.href)}">${escapeXml(item.text)}</a>`;
  });
  nav += '</li>';
  for (let d = depth; d > 1; d -= 1) nav += '</ol></li>';
  nav += '</ol>';
  files['OEBPS/nav.xhtml'] = strToU8(
    xhtml(
      model.lang,
      texts.contents,
      `<body>\n<nav epub:type="toc" id="toc" aria-label="${escapeXml(texts.contents)}"><h1>${escapeXml(texts.contents)}</h1>${nav}</nav>\n</body>`,
    ),
  );
  files['OEBPS/style.css'] = strToU8(STYLESHEET);

  const hasImages = model.blocks.some((b) => b.kind === 'figure' && b.image);
  const allDescribed = model.blocks.every((b) => b.kind !== 'figure' || Boolean(b.alt));
  const modified = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  const lang = escapeXml(model.lang);
  const features = [
    'structuralNavigation',
    'tableOfContents',
    ...(model.blocks.some((b) => b.kind === 'table') ? ['table'] : []),
    ...(hasImages && allDescribed ? ['alternativeText'] : []),
    'readingOrder',
    'displayTransformability',
  ];
  const opf = `<?xml version="1.0" encoding="utf-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="uid" xml:lang="${lang}">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:identifier id="uid">urn:uuid:${randomUUID()}</dc:identifier>
<dc:title>${escapeXml(model.title)}</dc:title>
<dc:language>${lang}</dc:language>
${model.author ? `<dc:creator>${escapeXml(model.author)}</dc:creator>\n` : ''}${model.rights ? `<dc:rights>${escapeXml(model.rights)}</dc:rights>\n` : ''}<meta property="dcterms:modified">${modified}</meta>
<meta property="schema:accessMode">textual</meta>
${hasImages ? '<meta property="schema:accessMode">visual</meta>\n' : ''}<meta property="schema:accessModeSufficient">textual</meta>
${features.map((f) => `<meta property="schema:accessibilityFeature">${f}</meta>`).join('\n')}
<meta property="schema:accessibilityHazard">none</meta>
<meta property="schema:accessibilitySummary">${escapeXml(model.summary ?? texts.summary)}</meta>
</metadata>
<manifest>
<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
<item id="css" href="style.css" media-type="text/css"/>
${manifest.join('\n')}
</manifest>
<spine${isRightToLeft(model.lang) ? ' page-progression-direction="rtl"' : ''}>
${spine.join('\n')}
</spine>
</package>
`;
  files['OEBPS/content.opf'] = strToU8(opf);
  files['META-INF/container.xml'] = strToU8(
    '<?xml version="1.0" encoding="utf-8"?>\n<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>\n',
  );
  // The mimetype entry comes first and stored (uncompressed), as the OCF container requires.
  const zip = zipSync(
    { mimetype: [strToU8('application/epub+zip'), { level: 0 }], ...files },
    { level: 6 },
  );
  await writeFile(outputPath, zip);
}
