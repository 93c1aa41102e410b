// Books that come as recordings: one audio file per chapter (in the order of their names, "2"
// before "10"), each checked by ffprobe before anything is made of it. Each chapter is one
// section: there is no text to cut it by.
import path from 'node:path';
import { MediaError, probeMedia } from '../../captions';
import { IngestError, cleanLine, type BookChapter, type ReadBook } from './model';

export const AUDIO_EXTENSIONS = /\.(mp3|m4a|m4b|aac|ogg|oga|opus|wav|flac|wma)$/i;

/** Natural order: "chapter 2" before "chapter 10". */
export function naturalCompare(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });
}

/** "01 - The River.mp3" → "The River"; "chapter_03.mp3" → "chapter 03". */
export function titleFromFileName(fileName: string): string {
  const base = path.basename(fileName).replace(/\.[^.]+$/, '');
  const words = cleanLine(base.replace(/[_]+/g, ' '));
  const withoutTrack = words.replace(/^\d+\s*[-.)]\s*/, '');
  return withoutTrack || words || base;
}

/** Checks each file is audio ffprobe can read, and makes one chapter of each. */
export async function readAudioFiles(
  files: readonly string[],
  options: { ffprobePath: string; signal: AbortSignal },
): Promise<BookChapter[]> {
  const chapters: BookChapter[] = [];
  for (const file of [...files].sort((a, b) =>
    naturalCompare(path.basename(a), path.basename(b)),
  )) {
    try {
      await probeMedia(file, options);
    } catch (error) {
      if (error instanceof MediaError)
        throw new IngestError('badAudio', {
          file: path.basename(file),
          reason: error.message,
        });
      throw error;
    }
    const title = titleFromFileName(file);
    chapters.push({
      title,
      sections: [{ title, text: '', audio: [{ file, beginMs: 0, endMs: null }] }],
    });
  }
  return chapters;
}

export async function readAudioBook(
  files: readonly string[],
  options: { ffprobePath: string; signal: AbortSignal },
): Promise<ReadBook> {
  const chapters = await readAudioFiles(files, options);
  if (chapters.length === 0) throw new IngestError('emptyBook');
  return { title: null, author: null, language: null, chapters, format: 'mp3' };
}
