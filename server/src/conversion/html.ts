// One self-contained HTML5 file: language, title, landmarks (header, navigation, main), the
// document's blocks with images inline as data URIs, and a stylesheet that follows the reader.
import { open } from 'node:fs/promises';
import {
  documentLanguageAttributes,
  escapeXml,
  headingsOf,
  renderBlocks,
  STYLESHEET,
} from './markup';
import type { DocumentModel } from './model';
import { documentNotes, outputTexts } from './texts';

/** Blocks written per chunk: the file grows on disk, not as one string in memory. */
const CHUNK = 200;
const CONTENTS_MIN_PAGES = 3;

export async function writeHtml(model: DocumentModel, outputPath: string): Promise<void> {
  const texts = outputTexts(model.lang);
  const headings = headingsOf(model.blocks);
  const file = await open(outputPath, 'w');
  try {
    await file.write(
      `<!DOCTYPE html>\n<html${documentLanguageAttributes(model.lang, false)}>\n<head>\n<meta charset="utf-8"/>\n<meta name="viewport" content="width=device-width, initial-scale=1"/>\n<title>${escapeXml(model.title)}</title>\n${model.author ? `<meta name="author" content="${escapeXml(model.author)}"/>\n` : ''}<style>\n${STYLESHEET}\n</style>\n</head>\n<body>\n`,
    );
    // The document's title heads the page unless its own first heading already does.
    const firstHeading = model.blocks.find((b) => b.kind === 'heading');
    const titled = firstHeading?.kind === 'heading' && firstHeading.level === 1;
    if (!titled) {
      // Without headings of its own the document still has one naming it.
      const tag = firstHeading ? 'p' : 'h1';
      await file.write(
        `<header><${tag} class="doc-title">${escapeXml(model.title)}</${tag}></header>\n`,
      );
    }
    // A contents list helps across pages; on a page or two it only repeats the headings a
    // screen reader already lists.
    if (headings.length >= 3 && model.pages >= CONTENTS_MIN_PAGES) {
      const items = headings
        .map(
          (h, i) =>
            `<li class="toc-${h.level}" style="margin-inline-start:${(h.level - 1) * 1}rem"><a href="#h${i + 1}">${escapeXml(h.text)}</a></li>`,
        )
        .join('\n');
      await file.write(
        `<nav aria-label="${escapeXml(texts.contents)}"><p class="toc-title">${escapeXml(texts.contents)}</p><ol>\n${items}\n</ol></nav>\n`,
      );
    }
    await file.write('<main>\n');
    for (const note of documentNotes(model))
      await file.write(`<p class="ocr-note">${escapeXml(note)}</p>\n`);
    const state = { headingIndex: 0, tableIndex: 0 };
    for (let i = 0; i < model.blocks.length; i += CHUNK) {
      const markup = await renderBlocks(
        model.blocks.slice(i, i + CHUNK),
        { docLang: model.lang, headingId: (n) => `h${n + 1}` },
        state,
      );
      await file.write(`${markup}\n`);
    }
    await file.write('</main>\n</body>\n</html>\n');
  } finally {
    await file.close();
  }
}
