// Optical character recognition of page images with tesseract.js and the language data shipped
// on npm (@tesseract.js-data/eng, hin, tel, ara): fully offline, nothing fetched at run time.
import { mkdirSync, symlinkSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Worker } from 'tesseract.js';
import type { TextPiece } from './pdf-pages';
import { INK, pgm, type GreyImage } from './scan-rules';

export type OcrLanguage = 'eng' | 'hin' | 'tel' | 'ara';

/** The language each model reads (Arabic's model also reads Persian and Urdu letters). */
export const OCR_LANGUAGE_CODE: Readonly<Record<OcrLanguage, string>> = {
  eng: 'en',
  hin: 'hi',
  tel: 'te',
  ara: 'ar',
};

/** The model for a language, when there is one. */
export function ocrLanguageOf(lang: string | null): OcrLanguage | null {
  const entry = Object.entries(OCR_LANGUAGE_CODE).find(([, code]) => code === lang);
  return entry ? (entry[0] as OcrLanguage) : null;
}

const require = createRequire(import.meta.url);

function languageFolder(language: OcrLanguage): string {
  // The integer LSTM models: the same accuracy as the full ones here, a third of the size.
  return path.join(
    path.dirname(require.resolve(`@tesseract.js-data/${language}/package.json`)),
    '4.0.0_best_int',
  );
}

/** One folder holding the data of several languages (tesseract.js reads all from one langPath). */
function sharedFolder(workDir: string, languages: readonly OcrLanguage[]): string {
  if (languages.length === 1) return languageFolder(languages[0]!);
  const folder = path.join(workDir, 'tessdata');
  mkdirSync(folder, { recursive: true });
  for (const language of languages) {
    const link = path.join(folder, `${language}.traineddata.gz`);
    if (!existsSync(link))
      symlinkSync(path.join(languageFolder(language), `${language}.traineddata.gz`), link);
  }
  return folder;
}

/** What orientation and script detection found on a page image. */
export interface PageOrientation {
  /** Clockwise turn that sets the page upright. */
  rotation: 0 | 90 | 180 | 270;
  /** The language whose script the page is written in, when it is one of ours and clear. */
  script: OcrLanguage | null;
}

/**
 * Tesseract's confidences below which its orientation and script guesses are not acted on:
 * measured on upright, turned and Indic scans (upright pages give a turn's confidence below 1).
 */
const MIN_ORIENTATION_CONFIDENCE = 1.5;
const MIN_SCRIPT_CONFIDENCE = 3;
const SCRIPT_LANGUAGE: Record<string, OcrLanguage> = {
  Latin: 'eng',
  Devanagari: 'hin',
  Telugu: 'tel',
  Arabic: 'ara',
};

/**
 * Tesseract's row heights for one font size vary by a fifth (ascenders, descenders, noise): the
 * words of rows that close to the page's common size (by characters) are set at it, so that only
 * text set larger than the body stands out as a heading.
 */
export function evenRowSizes(pieces: TextPiece[]): void {
  const sizes = pieces
    .flatMap((p) => Array<number>(p.text.trim().length).fill(p.size))
    .sort((a, b) => a - b);
  const common = sizes[Math.floor(sizes.length / 2)];
  if (common === undefined) return;
  for (const piece of pieces) {
    if (Math.abs(piece.size - common) <= common * 0.2) piece.size = common;
  }
}

export interface PixelBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The part of the smaller of two boxes that the other covers. */
function sharedArea(a: PixelBox, b: PixelBox): number {
  const w = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const h = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  if (w <= 0 || h <= 0) return 0;
  const area = (box: PixelBox) => Math.max(1, (box.x1 - box.x0) * (box.y1 - box.y0));
  return (w * h) / Math.min(area(a), area(b));
}

/**
 * Read with two models, Tesseract may set a guess over words it also read (a long nonsense word
 * across a header's cells): of two words that cover the same ink, the surer one stays.
 */
export function surerReadings<T extends { word: { confidence: number; bbox: PixelBox } }>(
  read: readonly T[],
): T[] {
  return read.filter(
    ({ word }) =>
      !read.some(
        (other) =>
          other.word.confidence > word.confidence && sharedArea(word.bbox, other.word.bbox) > 0.5,
      ),
  );
}

/** A row of the image with at most this many dark pixels (specks) crosses no text. */
const BLANK_ROW_INK = 2;

/**
 * The image cut into `count` bands of about equal ink (Tesseract's time goes with the text it
 * reads), each cut on a row no ink crosses; fewer bands (or the whole page as one) where no such
 * row is near. Heights in pixels from the top.
 */
export function inkBands(image: GreyImage, count: number): { top: number; height: number }[] {
  const { data, width, height } = image;
  const ink = new Uint32Array(height);
  let total = 0;
  for (let y = 0; y < height; y += 1) {
    let dark = 0;
    for (let i = y * width, end = i + width; i < end; i += 1) if (data[i]! < INK) dark += 1;
    ink[y] = dark;
    total += dark;
  }
  const cuts: number[] = [];
  let above = 0;
  let y = 0;
  for (let band = 1; band < count; band += 1) {
    const goal = (total * band) / count;
    while (y < height && above + ink[y]! < goal) above += ink[y++]!;
    // The nearest blank row to where the ink divides, within a tenth of the page.
    const reach = Math.floor(height / 10);
    let cut = -1;
    for (let d = 0; d <= reach && cut < 0; d += 1) {
      if (y + d < height && ink[y + d]! <= BLANK_ROW_INK) cut = y + d;
      else if (y - d >= 0 && ink[y - d]! <= BLANK_ROW_INK) cut = y - d;
    }
    if (cut > (cuts.at(-1) ?? 0)) cuts.push(cut);
  }
  const edges = [0, ...cuts, height];
  return edges.slice(1).map((end, i) => ({ top: edges[i]!, height: end - edges[i]! }));
}

/** A line Tesseract read: boxes in pixels of the image read, y from the top. */
export interface ReadLine {
  bbox: PixelBox;
  /** From the line's left end to its right, on the letters' baseline. */
  baseline: PixelBox;
  /** Ascenders to descenders. */
  rowHeight: number;
  words: { text: string; confidence: number; bbox: PixelBox }[];
}

const HOCR_SPAN =
  /<span class='(ocr_line|ocr_header|ocr_caption|ocr_textfloat|ocrx_word)'[^>]*? title=(['"])(.*?)\2[^>]*>([^<]*)/g;
const HOCR_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  '#39': "'",
};

/** The lines and words of Tesseract's hOCR (its line and word spans, their bbox, baseline, x_size and x_wconf). */
export function hocrLines(hocr: string): ReadLine[] {
  const lines: ReadLine[] = [];
  for (const [, kind, , title, text] of hocr.matchAll(HOCR_SPAN)) {
    const field = (name: string) => {
      const found = new RegExp(`(?:^|;)\\s*${name} ([^;]*)`).exec(title!);
      return found ? found[1]!.trim().split(/\s+/).map(Number) : [];
    };
    const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = field('bbox');
    const bbox = { x0, y0, x1, y1 };
    if (kind !== 'ocrx_word') {
      const [slope = 0, offset = 0] = field('baseline');
      const [rowHeight = y1 - y0] = field('x_size');
      const start = y1 + offset;
      lines.push({
        bbox,
        baseline: { x0, y0: start, x1, y1: start + slope * (x1 - x0) },
        rowHeight,
        words: [],
      });
      continue;
    }
    const words = lines.at(-1)?.words;
    if (!words) continue;
    words.push({
      text: text!.replace(
        /&(#39|amp|lt|gt|quot|apos);/g,
        (_, name: string) => HOCR_ENTITIES[name]!,
      ),
      confidence: field('x_wconf')[0] ?? 0,
      bbox,
    });
  }
  return lines;
}

/** The model set of orientation and script detection (Tesseract's legacy engine). */
const ORIENTATION = ['osd'] as const;
type Models = readonly OcrLanguage[] | typeof ORIENTATION;

interface WorkerPool {
  made: Promise<Worker>[];
  idle: Worker[];
  waiting: ((worker: Worker) => void)[];
}

export class Recogniser {
  /** Workers by language set; pages of one scan are read `parallel` at a time. */
  private readonly pools = new Map<string, WorkerPool>();

  constructor(private readonly parallel = 1) {}

  /** The conversion's work folder, where models read together are linked into one folder. */
  private workDir = '';

  /** Kept from one conversion to the next (its models stay loaded): each says where it works. */
  useWorkDir(workDir: string): void {
    this.workDir = workDir;
  }

  /**
   * Starts the workers a scan will most likely be read with (as many as read at once, for
   * `languages`) while its first page is drawn: each loads on a thread of its own, where one
   * after the other they cost a conversion a second or two. Orientation detection's are not
   * started: most scans read surely without it (convert.ts), and loading them takes the cores the
   * first page is drawn and read with.
   */
  prepare(languages: readonly OcrLanguage[]): void {
    const pool = this.pool(languages);
    while (pool.made.length < this.parallel) {
      const made = this.make(languages);
      pool.made.push(made);
      void made.then((worker) => this.release(languages, worker)).catch(() => undefined);
    }
  }

  private pool(models: Models): WorkerPool {
    const key = models.join('+');
    let pool = this.pools.get(key);
    if (!pool) {
      pool = { made: [], idle: [], waiting: [] };
      this.pools.set(key, pool);
    }
    return pool;
  }

  private make(models: Models): Promise<Worker> {
    return import('tesseract.js').then(({ createWorker, OEM }) =>
      models === ORIENTATION
        ? createWorker('osd', OEM.TESSERACT_ONLY, {
            langPath: path.join(
              path.dirname(require.resolve('@tesseract.js-data/osd/package.json')),
              '4.0.0',
            ),
            gzip: true,
            cacheMethod: 'none',
            legacyCore: true,
            legacyLang: true,
          })
        : createWorker(models.join('+'), OEM.LSTM_ONLY, {
            langPath: sharedFolder(this.workDir, models as readonly OcrLanguage[]),
            gzip: true,
            cacheMethod: 'none',
          }),
    );
  }

  /**
   * A worker for `languages` that is free: an idle one, a new one while fewer than `parallel`
   * exist (each is one thread), else the next one to finish. Give it back with `release`.
   */
  private take(models: Models): Promise<Worker> {
    const pool = this.pool(models);
    const idle = pool.idle.pop();
    if (idle) return Promise.resolve(idle);
    if (pool.made.length < this.parallel) {
      const made = this.make(models);
      pool.made.push(made);
      return made;
    }
    const waiting = pool.waiting;
    return new Promise((resolve) => waiting.push(resolve));
  }

  private release(models: Models, worker: Worker): void {
    const pool = this.pool(models);
    const next = pool.waiting.shift();
    if (next) next(worker);
    else pool.idle.push(worker);
  }

  /**
   * Which way up the page is and which script it is written in, by Tesseract's orientation and
   * script detection (its legacy engine and the `osd` data from npm).
   */
  async orientation(image: Buffer): Promise<PageOrientation> {
    const worker = await this.take(ORIENTATION);
    try {
      const { data } = await worker.detect(image).finally(() => this.release(ORIENTATION, worker));
      const degrees = data.orientation_degrees ?? 0;
      const rotation =
        (data.orientation_confidence ?? 0) >= MIN_ORIENTATION_CONFIDENCE &&
        [90, 180, 270].includes(degrees)
          ? (degrees as 90 | 180 | 270)
          : 0;
      const script =
        (data.script_confidence ?? 0) >= MIN_SCRIPT_CONFIDENCE
          ? (SCRIPT_LANGUAGE[data.script ?? ''] ?? null)
          : null;
      return { rotation, script };
    } catch {
      // Too little on the page to tell (a nearly blank scan): read it as it is.
      return { rotation: 0, script: null };
    }
  }

  /**
   * The words of a page image as text pieces in PDF points (`scale` pixels per point, `pageHeight`
   * in points), each on its line's baseline, and the mean word confidence (0–100). The layout
   * reads them as it reads a text page's: columns, tables and lists included. `skew` is the
   * angle (radians) the words were turned back by.
   */
  async recognise(
    image: GreyImage,
    language: OcrLanguage | readonly OcrLanguage[],
    scale: number,
    pageHeight: number,
    /** The page's skew when already known (the same page read again). */
    knownSkew?: number,
  ): Promise<{
    pieces: TextPiece[];
    confidence: number;
    skew: number;
    languages: readonly OcrLanguage[];
  }> {
    const languages = typeof language === 'string' ? [language] : language;
    // A worker reads one page on one thread: the page is cut into a band per worker, where no
    // ink crosses, and the bands are read at once (a scan's last page, or its only one, would
    // leave the other thread idle). The layout is ours, from the words' positions, so nothing is
    // lost at a cut; each band is its own image (a rectangle of the whole costs Tesseract a
    // quarter more).
    const bands = inkBands(image, this.parallel);
    const lines = (
      await Promise.all(
        bands.map(async ({ top, height }) => {
          const band = pgm({
            data: image.data.subarray(top * image.width, (top + height) * image.width),
            width: image.width,
            height,
          });
          const worker = await this.take(languages);
          let hocr: string;
          try {
            // hOCR rather than tesseract.js's blocks: those describe every letter and its
            // alternatives, a fifth of a page's time, where the words are all the layout reads.
            ({
              data: { hocr },
            } = (await worker.recognize(band, {}, { text: false, hocr: true })) as {
              data: { hocr: string };
            });
          } finally {
            this.release(languages, worker);
          }
          const read = hocrLines(hocr);
          for (const line of read) {
            for (const box of [line.bbox, line.baseline, ...line.words.map((w) => w.bbox)]) {
              if (!box) continue;
              box.y0 += top;
              box.y1 += top;
            }
          }
          return read;
        }),
      )
    ).flat();
    const pieces: TextPiece[] = [];
    let confidenceSum = 0;
    let words = 0;
    const slopeOf = (line: (typeof lines)[number]) => {
      const b = line.baseline;
      return b && b.x1 - b.x0 > 0 ? (b.y1 - b.y0) / (b.x1 - b.x0) : null;
    };
    // A page scanned a few degrees askew: Tesseract reads each line along its slant, but the
    // layout needs the words of one line (and of one table row) on one baseline, so every word
    // is turned back by the page's skew, the median slant of its long lines.
    const slopes = lines
      .filter((l) => l.bbox.x1 - l.bbox.x0 > 100)
      .map(slopeOf)
      .filter((s): s is number => s !== null)
      .sort((a, b) => a - b);
    const skew =
      knownSkew ?? (slopes.length > 0 ? Math.atan(slopes[Math.floor(slopes.length / 2)]!) : 0);
    const [cos, sin] = [Math.cos(skew), Math.sin(skew)];
    const read = lines.flatMap((line) =>
      line.words.filter((word) => word.text.trim()).map((word) => ({ line, word })),
    );
    for (const { line, word } of surerReadings(read)) {
      const { rowHeight } = line;
      // Tesseract's row height spans ascenders to descenders: about 1.2 em.
      const size = Math.max(1, rowHeight / scale / 1.2);
      const slope = slopeOf(line) ?? Math.tan(skew);
      const start =
        line.baseline.x1 > line.baseline.x0
          ? { x: line.baseline.x0, y: line.baseline.y0 }
          : { x: line.bbox.x0, y: line.bbox.y1 };
      const text = word.text.replace(/\s+/g, ' ').trim();
      confidenceSum += word.confidence;
      words += 1;
      const baseline = start.y + slope * (word.bbox.x0 - start.x);
      // Turned by -skew about the image's origin (y grows downwards in the image).
      const x = word.bbox.x0 * cos + baseline * sin;
      const y = baseline * cos - word.bbox.x0 * sin;
      pieces.push({
        // Tesseract's words are words: a space after each, however narrow the gap looks.
        text: `${text} `,
        x: x / scale,
        y: pageHeight - y / scale,
        width: (word.bbox.x1 - word.bbox.x0) / scale,
        size,
        font: '',
        bold: false,
        contentId: null,
      });
    }
    evenRowSizes(pieces);
    return { pieces, confidence: words > 0 ? confidenceSum / words : 0, skew, languages };
  }

  async close(): Promise<void> {
    const workers = [...this.pools.values()].flatMap((pool) => pool.made);
    this.pools.clear();
    await Promise.all(workers.map(async (w) => (await w).terminate()));
  }
}
