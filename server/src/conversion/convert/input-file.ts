// The input file checked and opened as a PDF, and pdf.js's failures taken for the file's damage.
import { open, readFile, stat } from 'node:fs/promises';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { openPdf } from '../pdf-pages';
import { ConversionError } from '../types';

export async function checkFile(inputPath: string): Promise<void> {
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

export async function openDocument(inputPath: string): Promise<PDFDocumentProxy> {
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
export async function readingPdf<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const name = (error as { name?: string }).name ?? '';
    if (error instanceof ConversionError || !/Exception$|^FormatError$/.test(name)) throw error;
    throw new ConversionError('damaged', `${name}: ${(error as Error).message}`);
  }
}
