// Word documents (unpacked within the limits by read.ts first: a bomb never reaches mammoth),
// turned into HTML by mammoth (Heading 1, 2, 3 become h1, h2, h3; pictures are
// left out, their text alternative kept) and read as HTML.
import mammoth from 'mammoth';
import { IngestError, type ReadBook } from './model';
import { readHtml } from './html';

export async function readDocx(filePath: string, fallbackTitle: string): Promise<ReadBook> {
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { path: filePath },
      {
        externalFileAccess: false,
        convertImage: mammoth.images.imgElement(() => Promise.resolve({ src: '' })),
      },
    );
    html = result.value;
  } catch (error) {
    throw new IngestError('badDocx', {
      reason: error instanceof Error ? error.message : String(error),
    });
  }
  return readHtml(`<html><body>${html}</body></html>`, fallbackTitle, 'docx');
}
