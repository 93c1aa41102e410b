// The conversion itself, as it runs inside the converter's child process (child.ts): read the PDF
// page by page, recognise pages without a usable text layer, find the structure, write the output.
import { open, readFile, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { writeDocx } from './docx';
import { writeEpub } from './epub';
import { writeHtml } from './html';
import {
  CELL_GAP,
  layoutStyle,
  NUMBERED_HEADING,
  pageBlocks,
  pageSegments,
  OCR_CELL_GAP,
  OCR_WORD_GAP,
  joinSheetColumnPages,
  removeRunningLines,
  type Segment,
} from './layout';
import {
  listText,
  runsText,
  withoutEmptyItems,
  type DocumentModel,
  type PlacedBlock,
  type TableCell,
} from './model';
import { OCR_LANGUAGE_CODE, ocrLanguageOf, Recogniser, type OcrLanguage } from './ocr';
import { popplerPieces } from './poppler';
import { openPdf, readPage, releasePage, renderPage, type PageData } from './pdf-pages';
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
} from './scripts';
import { pgm, scanLines, scanRules, withoutLines } from './scan-rules';
import { TaggedPage } from './tagged';
import {
  ConversionError,
  type ConvertOptions,
  type ConvertProgress,
  type ConvertResult,
} from './types';

/** More pages than any document a person uploads to read; beyond it the job is refused. */
export const MAX_PAGES = 2000;
/** Resolution pages are drawn at for recognition. */
const OCR_DPI = 300;
/**
 * At most the pixels of an A4 page at 300 dpi: a scan whose PDF page claims a poster's size (its
 * image stored at 96 dpi, say) is drawn at a lower resolution rather than as a giant bitmap.
 */
const OCR_MAX_PIXELS = 2480 * 3508;
/**
 * Below this mean word confidence an English reading is tried again with an Indic model beside
 * English's: English scans read at 88-95 here, a page half in Telugu at 71 (81 read with both).
 */
const MIXED_SCRIPT_CONFIDENCE = 85;
/**
 * A reading at least this sure, in the script of a model it was read with, is taken for an
 * upright page read by the right model: English scans read at 88-95 here, and the corpus's
 * turned scans and pages in another script than expected read below it.
 */
const SURE_CONFIDENCE = 85;

function sureReading(read: {
  pieces: { text: string }[];
  confidence: number;
  languages: readonly OcrLanguage[];
}): boolean {
  if (read.confidence < SURE_CONFIDENCE) return false;
  const found = ocrLanguageOf(textLanguage(read.pieces.map((p) => p.text).join('')));
  return found !== null && read.languages.includes(found);
}

/** The resolution a page is drawn at for recognition. */
function ocrDpi(page: PageData): number {
  const squareInches = (page.width / 72) * (page.height / 72);
  return Math.min(OCR_DPI, Math.floor(Math.sqrt(OCR_MAX_PIXELS / Math.max(squareInches, 1))));
}

/**
 * Scanned pages read at once, each by its own Tesseract worker (a thread): two cores here, and a
 * page's recognition is most of its time.
 */
export const OCR_PARALLEL = Math.min(2, availableParallelism());

/** `work` on each item, at most `parallel` at a time; rejects with the first failure. */
async function inTurns<T>(
  items: readonly T[],
  parallel: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, worker));
}

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

async function checkFile(inputPath: string): Promise<void> {
  const info = await stat(inputPath);
  if (info.size === 0) throw new ConversionError('empty', 'zero bytes');
  const handle = await open(inputPath, 'r');
  try {
    const head = Buffer.alloc(1024);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    // Readers accept the header anywhere in the first kilobyte (some files start with junk).
    if (!head.subarray(0, bytesRead).includes('%PDF-')) {
      throw new ConversionError('notPdf', 'no %PDF- header');
    }
  } finally {
    await handle.close();
  }
}

async function openDocument(inputPath: string): Promise<PDFDocumentProxy> {
  const data = new Uint8Array(await readFile(inputPath));
  try {
    return await openPdf(data);
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'PasswordException') throw new ConversionError('encrypted', 'password required');
    throw new ConversionError('damaged', `${name ?? 'Error'}: ${(error as Error).message}`);
  }
}

/**
 * pdf.js's own failures (a page tree that loops, a broken cross-reference table, a stream that
 * does not decode) are the file's damage: retrying cannot mend them.
 */
async function readingPdf<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const name = (error as { name?: string }).name ?? '';
    if (error instanceof ConversionError || !/Exception$|^FormatError$/.test(name)) throw error;
    throw new ConversionError('damaged', `${name}: ${(error as Error).message}`);
  }
}

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

function blockText(block: PlacedBlock): string {
  if (block.kind === 'heading' || block.kind === 'paragraph') return runsText(block.runs);
  if (block.kind === 'list') return listText(block);
  if (block.kind === 'table')
    return block.rows
      .flat()
      .map((c) => runsText(c.runs))
      .join(' ');
  return '';
}

const SENTENCE_END = /[.!?:;"”’)\]…।॥]$/u;

const rowWidth = (row: readonly TableCell[]) => row.reduce((n, c) => n + (c.colSpan ?? 1), 0);

function sameHeader(a: readonly TableCell[], b: readonly TableCell[]): boolean {
  return (
    a.length === b.length &&
    a.every((cell, i) => cell.header && runsText(cell.runs) === runsText(b[i]!.runs))
  );
}

/**
 * A table that ends its page goes on as the next page's first table when that one repeats its
 * header row, or has no header of its own and as many columns.
 */
function continuesTable(rows: readonly TableCell[][], next: readonly TableCell[][]): boolean {
  const first = next[0];
  if (!first || rows.length === 0 || rowWidth(rows[0]!) !== rowWidth(first)) return false;
  return sameHeader(rows[0]!, first) || !first.some((c) => c.header);
}

/** Paragraphs, lists and tables broken only by a page (or column) end are joined again. */
function mergeAcrossPages(blocks: PlacedBlock[]): PlacedBlock[] {
  const out: PlacedBlock[] = [];
  for (const block of blocks) {
    const last = out[out.length - 1];
    if (last && last.page !== block.page && last.lang === block.lang) {
      if (last.kind === 'paragraph' && block.kind === 'paragraph') {
        const tail = last.runs[last.runs.length - 1];
        const head = block.runs[0];
        if (tail && head && !SENTENCE_END.test(tail.text) && /^\p{Ll}/u.test(head.text)) {
          if (/\p{L}-$/u.test(tail.text)) tail.text = tail.text.slice(0, -1);
          else tail.text += ' ';
          last.runs.push(...block.runs);
          continue;
        }
      }
      if (last.kind === 'list' && block.kind === 'list' && last.ordered === block.ordered) {
        last.items.push(...block.items);
        continue;
      }
      if (
        last.kind === 'table' &&
        block.kind === 'table' &&
        continuesTable(last.rows, block.rows)
      ) {
        const repeated = sameHeader(last.rows[0]!, block.rows[0]!);
        last.rows.push(...(repeated ? block.rows.slice(1) : block.rows));
        continue;
      }
    }
    out.push(block);
  }
  return out;
}

/**
 * Blocks in another script than the document's get their language, so that a screen reader
 * switches voice and a right-to-left block its direction. Languages the PDF's tags give stay.
 */
function markLanguages(blocks: PlacedBlock[], docLang: string): void {
  const docScript = scriptOfLanguage(docLang);
  for (const block of blocks) {
    if (block.lang) continue;
    const lang = textLanguage(blockText(block));
    if (lang && scriptOfLanguage(lang) !== docScript) block.lang = lang;
  }
}

/**
 * A table without rows or columns that hold nothing, and without empty header cells (a screen
 * reader announces each as a header with no name): an empty corner cell is a plain one.
 */
function withoutEmptyCells(rows: TableCell[][]): TableCell[][] {
  const filled = (cell: TableCell | undefined) => Boolean(cell && runsText(cell.runs).trim());
  const plain = (cell: TableCell): TableCell => {
    if (!cell.header || filled(cell)) return cell;
    const { scope: _scope, ...rest } = cell;
    return { ...rest, header: false };
  };
  if (rows.some((row) => row.some((c) => (c.rowSpan ?? 1) > 1 || (c.colSpan ?? 1) > 1))) {
    // Merged cells fix where every other cell sits: only a row no merged cell crosses may go.
    const crossed = (r: number) =>
      rows.slice(0, r).some((above, a) => above.some((c) => a + (c.rowSpan ?? 1) > r));
    return rows
      .filter((row, r) => row.some(filled) || crossed(r) || row.some((c) => (c.rowSpan ?? 1) > 1))
      .map((row) => row.map(plain));
  }
  const kept = rows.filter((row) => row.some(filled));
  const width = Math.max(0, ...kept.map((row) => row.length));
  const columns = Array.from({ length: width }, (_, c) => c).filter((c) =>
    kept.some((row) => filled(row[c])),
  );
  return kept.map((row) => columns.filter((c) => c < row.length).map((c) => plain(row[c]!)));
}

/** Blocks a reader would find empty are left out: headings and paragraphs without text, list items without text. */
function withoutEmptyBlocks(blocks: PlacedBlock[]): PlacedBlock[] {
  const out: PlacedBlock[] = [];
  for (const block of blocks) {
    if ((block.kind === 'heading' || block.kind === 'paragraph') && !runsText(block.runs).trim())
      continue;
    if (block.kind === 'table') {
      const rows = withoutEmptyCells(block.rows);
      if (rows.length > 0) out.push({ ...block, rows });
      continue;
    }
    if (block.kind === 'list') {
      const list = withoutEmptyItems(block);
      if (list) out.push({ ...block, ...list });
      continue;
    }
    out.push(block);
  }
  return out;
}

/** "Table 3:", "Fig. 2.1", "तालिका 1" …: a caption's opening, by what it captions. */
const CAPTION_START = {
  table:
    /^(table|tab\.|tabelle|tableau|tabla|tabella|तालिका|సారణి|పట్టిక|جدول|표)\s*([A-Z]\.)?\d+(\.\d+)*\b/iu,
  figure:
    /^(figure|fig\.|chart|abbildung|abb\.|figura|चित्र|आकृति|చిత్రం|شکل|그림)\s*([A-Z]\.)?\d+(\.\d+)*\b/iu,
};

/**
 * A table's or figure's caption, set as a paragraph (or a heading) beside it on its page, becomes
 * its caption: a screen reader then names the table as it is entered. A table's caption is looked
 * for above it first, a figure's below; one set between two tables goes with the one below it,
 * between two figures with the one above. A tagged PDF's captions stay as they are.
 */
export function withCaptions(blocks: PlacedBlock[]): PlacedBlock[] {
  const taken = new Set<PlacedBlock>();
  const captionAt = (at: number, kind: 'table' | 'figure', page: number) => {
    const block = blocks[at];
    if (!block || taken.has(block) || block.page !== page) return null;
    if (block.kind !== 'paragraph' && block.kind !== 'heading') return null;
    const text = runsText(block.runs).trim();
    return text.length <= 300 && CAPTION_START[kind].test(text) ? block : null;
  };
  for (let i = 0; i < blocks.length; i += 1) {
    const block = blocks[i]!;
    if ((block.kind !== 'table' && block.kind !== 'figure') || block.caption) continue;
    const [near, far] = block.kind === 'table' ? [i - 1, i + 1] : [i + 1, i - 1];
    // The caption on the far side belongs to a neighbour of the same kind beyond it.
    const beyond = blocks[far + (far - i)];
    const caption =
      captionAt(near, block.kind, block.page) ??
      (beyond?.kind === block.kind ? null : captionAt(far, block.kind, block.page));
    if (!caption) continue;
    block.caption = caption.runs;
    taken.add(caption);
  }
  return blocks.filter((b) => !taken.has(b));
}

/**
 * Names that programs give documents, not their authors: a file name ("page.html",
 * "report.docx"), "Microsoft Word - …", "Untitled", "Document1", "Slide 1", and the address a
 * browser prints a page without a title under ("about:blank", "https://…").
 */
const NOT_A_TITLE =
  /^(about:|https?:\/\/|file:\/\/|microsoft (word|powerpoint|excel) - |untitled\b|document\s*\d*$|slide\s*\d*$|presentation\s*\d*$|title$|new document\b)|\.(html?|xhtml|pdf|docx?|odt|rtf|txt|pptx?|odp|xlsx?|ods|tex|dvi|ps|indd|pages|key)$/i;

/** The document's title: its metadata when an author wrote it, else its first heading, else the file's name. */
export function documentTitle(
  metaTitle: string | null,
  blocks: readonly PlacedBlock[],
  fallback: string,
): string {
  const meta = metaTitle?.replace(/\s+/g, ' ').trim();
  if (meta && !NOT_A_TITLE.test(meta)) return meta;
  const heading = blocks.find((b) => b.kind === 'heading');
  const text =
    heading?.kind === 'heading' ? runsText(heading.runs).replace(/\s+/g, ' ').trim() : '';
  if (text) return text.length > 200 ? `${text.slice(0, 199)}…` : text;
  return fallback;
}

/**
 * Where sections are numbered, the numbering sets the levels: "3" and "3.1" one level apart
 * however alike they are set, the top sections at the level their style gives them.
 */
export function levelsFromNumbering(blocks: PlacedBlock[]): void {
  const numbered = blocks.flatMap((block) => {
    if (block.kind !== 'heading') return [];
    const number = NUMBERED_HEADING.exec(runsText(block.runs).trim())?.[0];
    if (!number) return [];
    const depth = number.replace(/\.?\s+\p{L}$/u, '').split('.').length;
    return [{ block, depth }];
  });
  const top = numbered.filter((n) => n.depth === 1).map((n) => n.block.level);
  if (numbered.length < 2 || top.length === 0) return;
  const base = Math.min(...top);
  for (const { block, depth } of numbered) block.level = Math.min(6, base + depth - 1);
}

/** Heading levels that never skip one on the way down (h1, then h2…), keeping their order. */
function normaliseHeadings(blocks: PlacedBlock[]): void {
  let previous = 0;
  for (const block of blocks) {
    if (block.kind !== 'heading') continue;
    block.level = Math.max(1, Math.min(block.level, previous + 1, 6));
    previous = block.level;
  }
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
