// One conversion from start to end: read every page, recognise those without a usable text
// layer, find the structure, write the output.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { writeDocx } from '../docx';
import { writeEpub } from '../epub';
import { writeHtml } from '../html';
import {
  CELL_GAP,
  layoutStyle,
  pageBlocks,
  pageSegments,
  OCR_CELL_GAP,
  OCR_WORD_GAP,
  joinSheetColumnPages,
  removeRunningLines,
  type Segment,
} from '../layout';
import type { DocumentModel, PlacedBlock } from '../model';
import { OCR_LANGUAGE_CODE, ocrLanguageOf, Recogniser, type OcrLanguage } from '../ocr';
import { popplerPieces } from '../poppler';
import { readPage, releasePage, renderPage, type PageData } from '../pdf-pages';
import {
  countScripts,
  dominantScript,
  brokenIndicWords,
  isGarbageText,
  languageOfCounts,
  languageOfScript,
  scriptCounts,
  scriptOfLanguage,
  textLanguage,
} from '../scripts';
import { pgm, scanLines, scanRules, withoutLines } from '../scan-rules';
import { TaggedPage } from '../tagged';
import {
  ConversionError,
  type ConvertOptions,
  type ConvertProgress,
  type ConvertResult,
} from '../types';
import { markLanguages, mergeAcrossPages, withoutEmptyBlocks } from './blocks';
import { withCaptions } from './captions';
import { documentTitle, levelsFromNumbering, normaliseHeadings } from './headings';
import { checkFile, openDocument, readingPdf } from './input-file';
import { inTurns, MIXED_SCRIPT_CONFIDENCE, OCR_PARALLEL, ocrDpi, sureReading } from './recognition';

/** More pages than any document a person uploads to read; beyond it the job is refused. */
export const MAX_PAGES = 2000;

export type ConversionInput = Omit<ConvertOptions, 'onProgress' | 'signal'>;

const OUTPUT = {
  html: { extension: 'html', contentType: 'text/html; charset=utf-8' },
  docx: {
    extension: 'docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  epub: { extension: 'epub', contentType: 'application/epub+zip' },
  // The document model itself, for readers of a PDF's structure (the resume parser).
  model: { extension: 'json', contentType: 'application/json' },
} as const;

function primary(lang: string): string {
  return lang.toLowerCase().split('-')[0]!;
}

function pageText(page: PageData): string {
  return page.pieces.map((p) => p.text).join(' ');
}

/** Too little text for its images: a scan (or a page of pictures of text). */
function isScanned(page: PageData, textChars: number): boolean {
  if (textChars >= 20) return false;
  const area = page.images.reduce((sum, i) => sum + (i.x1 - i.x0) * (i.y1 - i.y0), 0);
  return area > page.width * page.height * 0.25;
}

export async function runConversion(
  input: ConversionInput,
  report: (progress: ConvertProgress) => void,
  /** A recogniser kept across conversions (models loaded); without one, one for this run. */
  sharedRecogniser?: Recogniser,
): Promise<ConvertResult> {
  await checkFile(input.inputPath);
  const doc = await openDocument(input.inputPath);
  const recogniser = sharedRecogniser ?? new Recogniser(OCR_PARALLEL);
  recogniser.useWorkDir(input.workDir);
  try {
    const total = doc.numPages;
    if (total === 0) throw new ConversionError('empty', 'no pages');
    if (total > MAX_PAGES) throw new ConversionError('tooManyPages', `${total} pages`);
    const [metadata, markInfo] = await Promise.all([
      doc.getMetadata().catch(() => null),
      doc.getMarkInfo().catch(() => null),
    ]);
    const info = (metadata?.info ?? {}) as { Title?: unknown; Language?: unknown };
    const metaTitle =
      typeof info.Title === 'string' && info.Title.trim()
        ? info.Title.trim()
        : metadata?.metadata?.get('dc:title');
    const pdfLang =
      typeof info.Language === 'string' && info.Language.trim() ? info.Language.trim() : null;
    const tagged = Boolean(markInfo?.Marked);

    /** Letters of the text layers by script: the document's language when nobody says it. */
    const letters = new Map<string, number>();
    const chosen = input.language === 'auto' ? null : input.language;
    const docLangGuess = chosen ?? pdfLang ?? 'en';

    interface Pending {
      page: PageData;
      segments: Segment[];
      /** The text cut at cell spacing, where tables without rulings are looked for. */
      cells: Segment[];
      ocr: OcrLanguage | null;
      blocks: PlacedBlock[] | null;
    }
    const pending: Pending[] = [];
    const toRecognise: {
      index: number;
      script: ReturnType<typeof dominantScript>;
      /** Both Indic scripts on one page: recognised with both models at once. */
      mixed: boolean;
    }[] = [];
    let contentChars = 0;

    /** Scanned pages whose image, decoded as they were read, is kept for their recognition. */
    let keptScans = 0;
    for (let number = 1; number <= total; number += 1) {
      // Images are read only for pages that keep them as figures. pdf.js decodes them anyway:
      // the first scanned pages keep what it decoded for their recognition, which would decode
      // it again (a third of a second a page); later ones let it go, so that a long scan's
      // images are not all held at once.
      const keepDecoded = keptScans < OCR_PARALLEL * 2;
      const page = await readingPdf(
        readPage(doc, number, { tagged, workDir: input.workDir, images: false, keepDecoded }),
      );
      let text = pageText(page);
      let chars = text.replace(/\s+/g, '').length;
      let garbage = isGarbageText(text);
      // Most of the page set in a legacy Hindi or Telugu font: its letters are only in the
      // image (every text layer holds the Latin codes), so the page is recognised in the script.
      const legacy =
        chars > 0
          ? (['devanagari', 'telugu'] as const).find(
              (script) => (page.legacyChars?.[script] ?? 0) >= chars * 0.5,
            )
          : undefined;
      const indicLetters = (t: string) => {
        const counts = scriptCounts(t);
        return counts.devanagari + counts.telugu;
      };
      if (legacy) garbage = true;
      else if (garbage || indicLetters(text) > 0) {
        // The best text layer before recognition: poppler reads Indic text in Unicode order,
        // where pdf.js gives glyph order or drops the glyphs it cannot map.
        const pieces = await popplerPieces(input.inputPath, number, page.height);
        const other = pieces ? pieces.map((p) => p.text).join(' ') : '';
        const otherChars = other.replace(/\s+/g, '').length;
        const better = garbage
          ? otherChars >= chars * 0.5
          : indicLetters(other) > indicLetters(text) * 1.1 ||
            brokenIndicWords(other) < brokenIndicWords(text);
        if (pieces && better && !isGarbageText(other)) {
          page.pieces = pieces;
          text = other;
          chars = otherChars;
          garbage = false;
        }
      }
      const counts = scriptCounts(text);
      const entry: Pending = { page, segments: [], cells: [], ocr: null, blocks: null };
      if (garbage || isScanned(page, chars)) {
        const indic = counts.devanagari + counts.telugu;
        const mixed =
          !chosen && indic > 0 && Math.min(counts.devanagari, counts.telugu) >= indic * 0.1;
        toRecognise.push({
          index: pending.length,
          script: legacy ?? (chars > 0 ? dominantScript(text) : null),
          mixed,
        });
        // The page image is read again by recognition; its pictures are not kept as figures.
        page.images = [];
        if (keepDecoded) keptScans += 1;
      } else {
        if (keepDecoded) await readingPdf(releasePage(doc, number));
        if (page.images.length > 0) {
          const withImages = await readingPdf(
            readPage(doc, number, { tagged, workDir: input.workDir, images: true }),
          );
          page.images = withImages.images;
        }
        contentChars += chars + page.images.length;
        countScripts(text, letters);
        if (tagged && page.struct) {
          const taggedPage = new TaggedPage(page, docLangGuess);
          const blocks = taggedPage.build();
          // A tree that reaches little of the page's text is not trusted: layout reads it.
          if (taggedPage.charsInTree >= chars * 0.6) entry.blocks = blocks;
        }
        if (!entry.blocks) {
          entry.segments = pageSegments(page);
          entry.cells = pageSegments(page, CELL_GAP);
        }
      }
      // Only what structuring still needs is kept: the text pieces go, unless ruling lines may
      // make a table whose cells are read from them.
      if (page.rules.length < 6) page.pieces = [];
      page.struct = null;
      pending.push(entry);
      report({ stage: 'reading', done: number, total });
    }

    const textLang = languageOfCounts(letters);
    // A PDF's language entry is often its program's default (en-US on an Arabic letter): the
    // text's script overrules it.
    const statedLang =
      pdfLang && (!textLang || scriptOfLanguage(pdfLang) === scriptOfLanguage(textLang))
        ? pdfLang
        : null;
    let docLang = chosen ?? statedLang ?? textLang ?? 'en';

    /** OCR languages used instead of the person's choice because the pages are in their script. */
    const overridden = new Set<OcrLanguage>();
    let recognisedPages = 0;
    const chosenOcr = ocrLanguageOf(chosen);
    /** The model the words of a page suggest, before its image is looked at. */
    const suggested = (script: ReturnType<typeof dominantScript>) =>
      chosenOcr ??
      ocrLanguageOf(script ? languageOfScript(script) : null) ??
      ocrLanguageOf(contentChars > 0 ? primary(docLang) : null);
    const modelsOf = (hinted: OcrLanguage | null, mixed: boolean): OcrLanguage[] =>
      mixed ? (hinted === 'tel' ? ['tel', 'hin'] : ['hin', 'tel']) : [hinted ?? 'eng'];
    const first = toRecognise[0];
    if (first) recogniser.prepare(modelsOf(suggested(first.script), first.mixed));
    await inTurns(toRecognise, OCR_PARALLEL, async ({ index, script, mixed }) => {
      const entry = pending[index]!;
      const number = entry.page.number;
      const dpi = ocrDpi(entry.page);
      let image = await readingPdf(renderPage(doc, number, dpi));
      // Read first with the model the person's choice or the words suggest. Orientation and
      // script detection (Tesseract's legacy engine: about a third of a page's time) is asked only
      // when that reading is unsure: a page set sideways or upside down, or written in another
      // script, reads below SURE_CONFIDENCE or in letters of another script.
      let hinted = suggested(script);
      let models = modelsOf(hinted, mixed);
      let best = await recogniser.recognise(image.grey, models, image.scale, image.height);
      if (!sureReading(best)) {
        const found = await recogniser.orientation(pgm(image.grey));
        if (found.rotation !== 0)
          image = await readingPdf(renderPage(doc, number, dpi, found.rotation));
        // The script on the page decides over the person's choice: Hindi's model cannot read
        // English letters, nor English's Devanagari.
        if (chosenOcr && found.script && found.script !== chosenOcr && !mixed)
          overridden.add(found.script);
        hinted = found.script ?? hinted;
        const turned = modelsOf(hinted, mixed);
        if (found.rotation !== 0 || turned.join() !== models.join()) {
          models = turned;
          best = await recogniser.recognise(image.grey, models, image.scale, image.height);
        }
      }
      const { scale } = image;
      const pageImage = image.grey;
      let language: OcrLanguage = hinted ?? 'eng';
      if (language === 'eng' && !mixed && best.confidence < MIXED_SCRIPT_CONFIDENCE) {
        // Latin letters beside another script (a table of names with their Hindi or Telugu
        // forms, Arabic text naming commands): orientation detection names one script per page,
        // or none, and English's model reads the other as symbols. Read together with each other
        // model, the page keeps both, and is in the language most of its letters are.
        for (const other of ['hin', 'tel', 'ara'] as const) {
          const attempt = await recogniser.recognise(
            pageImage,
            ['eng', other],
            scale,
            image.height,
          );
          if (attempt.confidence >= 70 && attempt.confidence > best.confidence + 5) best = attempt;
        }
        if (best.languages.length > 1)
          language =
            ocrLanguageOf(textLanguage(best.pieces.map((p) => p.text).join(''))) ?? language;
      }
      if (!hinted && best.confidence < 60) {
        // No hint from the user or the text: the script whose model reads the page best.
        for (const other of ['hin', 'tel', 'ara'] as const) {
          const attempt = await recogniser.recognise(pageImage, other, scale, image.height);
          if (attempt.confidence > best.confidence) {
            best = attempt;
            language = other;
          }
        }
      }
      // The recognised words and the lines drawn in the image are the page now (a scan's PDF
      // holds neither); ruled tables read their cells from the words.
      const { skew } = best;
      const lines = scanLines(image.grey, skew, scale * 72);
      const rules = scanRules(lines, skew, scale, image.height);
      if (lines.length >= 6) {
        // Read again without the lines: Tesseract takes a ruled region for a picture (its cells
        // left unread) or reads rules as letters beside the words.
        const unruled = withoutLines(image.grey, lines, skew);
        const again = await recogniser.recognise(
          unruled,
          best.languages,
          scale,
          image.height,
          skew,
        );
        if (again.pieces.length > best.pieces.length) best = again;
      }
      Object.assign(entry.page, {
        pieces: rules.length >= 6 ? best.pieces : [],
        rules,
        marks: [],
      });
      const recognised = { ...entry.page, pieces: best.pieces };
      entry.segments = pageSegments(recognised, OCR_WORD_GAP);
      entry.cells = pageSegments(recognised, OCR_CELL_GAP);
      entry.ocr = language;
      contentChars += best.pieces.reduce((n, p) => n + p.text.length, 0);
      recognisedPages += 1;
      report({ stage: 'recognising', done: recognisedPages, total: toRecognise.length });
    });
    if (contentChars === 0) throw new ConversionError('empty', 'no text or images');
    if (!chosen && !statedLang && letters.size === 0) {
      const ocrLanguages = pending.map((p) => p.ocr).filter((l): l is OcrLanguage => l !== null);
      const first = ocrLanguages[0];
      if (first) docLang = OCR_LANGUAGE_CODE[first];
    }

    report({ stage: 'structuring', done: 0, total });
    const layoutPages = pending.filter((p) => p.blocks === null);
    const textPages = layoutPages.filter((p) => p.ocr === null);
    removeRunningLines(textPages);
    const cellPages = textPages.map((p) => ({ page: p.page, segments: p.cells, entry: p }));
    removeRunningLines(cellPages);
    for (const { entry, segments } of cellPages) entry.cells = segments;
    joinSheetColumnPages(textPages);
    const style = layoutStyle(layoutPages.flatMap((p) => p.segments));
    const blocks: PlacedBlock[] = [];
    for (const entry of pending) {
      const number = entry.page.number;
      if (entry.ocr) {
        blocks.push({ kind: 'ocrStart', page: number });
        blocks.push(...pageBlocks(entry.page, entry.segments, style, entry.cells));
        blocks.push({ kind: 'ocrEnd', page: number });
      } else {
        blocks.push(
          ...(entry.blocks ?? pageBlocks(entry.page, entry.segments, style, entry.cells)),
        );
      }
      report({ stage: 'structuring', done: number, total });
    }
    markLanguages(blocks, docLang);
    const merged = withCaptions(withoutEmptyBlocks(mergeAcrossPages(blocks)));
    levelsFromNumbering(merged);
    normaliseHeadings(merged);
    const title = documentTitle(
      typeof metaTitle === 'string' ? metaTitle : null,
      merged,
      input.fallbackTitle,
    );

    const model: DocumentModel = {
      title,
      lang: docLang,
      blocks: merged,
      pages: total,
      ocrPages: toRecognise.length,
      ...(chosen && overridden.size > 0
        ? {
            ocrLanguage: {
              chosen: primary(chosen),
              used: [...overridden].map((l) => OCR_LANGUAGE_CODE[l]),
            },
          }
        : {}),
    };
    const output = OUTPUT[input.format];
    const outputPath = path.join(input.workDir, `converted.${output.extension}`);
    report({ stage: 'writing', done: 0, total: 1 });
    if (input.format === 'html') await writeHtml(model, outputPath);
    else if (input.format === 'docx') await writeDocx(model, outputPath);
    else if (input.format === 'epub') await writeEpub(model, outputPath);
    else await writeFile(outputPath, JSON.stringify(model));
    report({ stage: 'writing', done: 1, total: 1 });
    return {
      outputPath,
      contentType: output.contentType,
      extension: output.extension,
      pages: total,
      ocrPages: toRecognise.length,
      language: docLang,
      title,
    };
  } finally {
    if (!sharedRecogniser) await recogniser.close();
    await doc.destroy();
  }
}
