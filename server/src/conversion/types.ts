// The contract of the PDF converter: a PDF on disk in, accessible HTML, DOCX or EPUB on disk out,
// with the document's real structure in reading order. The converter runs off the event loop (a
// child process or worker thread) so the API stays responsive; the document-conversion job
// handler calls `convertPdf` and stores what it wrote.
import type { DocumentLanguage, DocumentOutputFormat } from '@nclude/shared/validation';

export type { DocumentLanguage, DocumentOutputFormat };

export interface ConvertOptions {
  /** Where the PDF is (read-only to the converter). */
  inputPath: string;
  /** A folder the converter may write into (the output and any temporary files). */
  workDir: string;
  /** A file for people, or `model`: the document model as JSON (see model.ts), for programs. */
  format: DocumentOutputFormat | 'model';
  /** `auto`: by script; otherwise the OCR language and the output's `lang`. */
  language: DocumentLanguage;
  /** The title to use when the PDF has none (the uploaded file's name without extension). */
  fallbackTitle: string;
  /** Progress: pages done of all, and a stage key (below). Called often; cheap to ignore. */
  onProgress?(progress: ConvertProgress): void;
  /** Aborts the conversion (the child process is killed). */
  signal?: AbortSignal;
}

export type ConvertStage = 'reading' | 'recognising' | 'structuring' | 'writing';

export interface ConvertProgress {
  stage: ConvertStage;
  /** Pages done in this stage and pages in all (0 when unknown). */
  done: number;
  total: number;
}

export interface ConvertResult {
  /** The written file inside workDir. */
  outputPath: string;
  contentType: string;
  /** The extension of the output, without the dot (html, docx, epub). */
  extension: string;
  pages: number;
  /** Pages read by OCR (scanned, or text layers that were garbage). */
  ocrPages: number;
  /** The document language found or given (en, hi, te, or another BCP 47 tag from the PDF). */
  language: string;
  title: string;
}

/**
 * Why a PDF cannot be converted; the job fails at once (retrying cannot help) with the reason's
 * message from the server catalogue (e.g. "This PDF is password-protected…"), in the owner's
 * language.
 */
export type ConversionFailure = 'encrypted' | 'damaged' | 'empty' | 'notPdf' | 'tooManyPages';

export class ConversionError extends Error {
  constructor(
    readonly reason: ConversionFailure,
    /** For logs only. */
    detail: string,
  ) {
    super(`${reason}: ${detail}`);
    this.name = 'ConversionError';
  }
}

/** The conversion took more memory than it may: not the PDF's fault alone, but retrying won't help. */
export class ConverterMemoryError extends Error {
  constructor(readonly peakRssKb: number) {
    super(`The converter exceeded its memory limit (${Math.round(peakRssKb / 1024)} MB)`);
    this.name = 'ConverterMemoryError';
  }
}
