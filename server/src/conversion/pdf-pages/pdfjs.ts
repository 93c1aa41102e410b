// pdf.js loaded once (its polyfills taken back), documents opened with it, and the objects it
// resolves for a page.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

type PdfjsModule = typeof Pdfjs;

const require = createRequire(import.meta.url);
let pdfjsPromise: Promise<PdfjsModule> | null = null;

function pdfjsFolder(): string {
  return path.resolve(path.dirname(require.resolve('pdfjs-dist/legacy/build/pdf.mjs')), '../..');
}

/**
 * pdf.js's legacy build (the one for Node 20) carries core-js, which replaces Array's `push` and
 * JSON's `parse` and `stringify` for the whole process to mend edge cases (lengths past 2^53, raw
 * JSON) that neither pdf.js nor we meet. Measured: push 8 times slower, JSON 3 times, and the
 * converter's layout pushes on every piece. The natives are put back once pdf.js has loaded.
 */
function keepNativeBuiltins(): () => void {
  const push = Object.getOwnPropertyDescriptor(Array.prototype, 'push')!;
  const { parse, stringify } = JSON;
  return () => {
    Object.defineProperty(Array.prototype, 'push', push);
    Object.assign(JSON, { parse, stringify });
  };
}

export function loadPdfjs(): Promise<PdfjsModule> {
  pdfjsPromise ??= (async () => {
    const restore = keepNativeBuiltins();
    const pdfjs = (await import(
      pathToFileURL(path.join(pdfjsFolder(), 'legacy/build/pdf.mjs')).href
    )) as PdfjsModule;
    // Its parsing half, loaded now rather than at the first document (pdf.js runs it on this
    // thread in Node, finding it on globalThis.pdfjsWorker), so that its polyfills go too.
    await import(pathToFileURL(path.join(pdfjsFolder(), 'legacy/build/pdf.worker.mjs')).href);
    restore();
    return pdfjs;
  })();
  return pdfjsPromise;
}

export async function openPdf(data: Uint8Array): Promise<PDFDocumentProxy> {
  const pdfjs = await loadPdfjs();
  const folder = pdfjsFolder();
  const task = pdfjs.getDocument({
    data,
    isEvalSupported: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
    cMapUrl: `${path.join(folder, 'cmaps')}/`,
    cMapPacked: true,
    standardFontDataUrl: `${path.join(folder, 'standard_fonts')}/`,
    wasmUrl: `${path.join(folder, 'wasm')}/`,
  });
  return task.promise;
}

export function objectOf(page: PDFPageProxy, id: string): Promise<unknown> {
  const store = id.startsWith('g_') ? page.commonObjs : page.objs;
  return new Promise((resolve) => {
    try {
      store.get(id, resolve);
    } catch {
      resolve(null);
    }
  });
}
