// Reading books into chapters and sections, for every input kind the library takes: text in
// English, Hindi and Telugu, HTML, Word, EPUB, MP3 chapters, DAISY 2.02 and DAISY 3, and the
// refusals of input that cannot be a book.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import { strToU8, zipSync } from 'fflate';
import { translationProblems } from '@nclude/shared/testing/translations';
import { ingestText } from '../src/library/ingest/messages';
import { checkedMetadata, type IngestMetadata } from '../src/library/ingest/job';
import { IngestError, type ReadBook } from '../src/library/ingest/model';
import { readBookSource, settleBook, type ReadOptions } from '../src/library/ingest/read';
import { readBookInChild } from '../src/library/ingest/read-process';
import { sectionsOf, splitSentences } from '../src/library/ingest/sentences';
import { clockValueMs } from '../src/library/ingest/daisy';
import { unpackZip } from '../src/library/ingest/zip';
import { deflatedRepeat, zipOf } from './zip-builder';
import { daisy2Book, daisy3Book, docxBook, epubBook, mp3Chapters } from './library/ingest-fixtures';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'nclude-ingest-test-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let counter = 0;
function fileOf(name: string, content: string | Buffer | Uint8Array): string {
  const path = join(dir, `${counter++}-${name}`);
  writeFileSync(path, content);
  return path;
}

async function read(path: string, sourceName = 'book'): Promise<ReadBook> {
  const workDir = join(dir, `work-${counter++}`);
  mkdirSync(workDir);
  return readBookSource(path, {
    workDir,
    sourceName,
    ffprobePath: 'ffprobe',
    signal: new AbortController().signal,
  });
}

async function refusal(path: string): Promise<IngestError> {
  try {
    await read(path);
  } catch (error) {
    if (error instanceof IngestError) return error;
    throw error;
  }
  throw new Error('the input was accepted');
}

const outline = (book: ReadBook) =>
  book.chapters.map((chapter) => [chapter.title, chapter.sections.map((s) => s.title)]);

test('the ingestion texts are complete in Hindi and Telugu', async () => {
  expect(await translationProblems(ingestText.catalogue)).toEqual([]);
});

describe('sentences and sections', () => {
  test('sentences end at . ? ! and the danda, not inside numbers or after abbreviations', () => {
    const text = 'Mr. Rao paid 3.5 rupees. Was it enough? Yes! नदी बहती थी। बच्चे खेलते थे॥ నది ప్రవహించేది।';
    const said = splitSentences(text).map((s) => text.slice(s.from, s.to));
    expect(said).toEqual([
      'Mr. Rao paid 3.5 rupees.',
      'Was it enough?',
      'Yes!',
      'नदी बहती थी।',
      'बच्चे खेलते थे॥',
      'నది ప్రవహించేది।',
    ]);
  });

  test('a long chapter is cut at paragraph boundaries into sections of at most 1,500 characters', () => {
    const paragraph = 'The wind blew across the plain and the grass bent low before it. '
      .repeat(8)
      .trim();
    const sections = sectionsOf(
      'The Plain',
      Array.from({ length: 10 }, () => paragraph),
    );
    expect(sections.length).toBeGreaterThan(3);
    for (const section of sections) {
      expect(section.text.length).toBeLessThanOrEqual(1500);
      // Whole paragraphs only.
      for (const piece of section.text.split('\n\n')) expect(piece).toBe(paragraph);
    }
    expect(sections.map((s) => s.title).slice(0, 2)).toEqual(['The Plain', 'The Plain (2)']);
  });

  test('a paragraph longer than a section is cut between sentences', () => {
    const long = 'This sentence is here to be long enough. '.repeat(60).trim();
    const sections = sectionsOf('Long', [long]);
    expect(sections.length).toBeGreaterThan(1);
    for (const section of sections) {
      expect(section.text.length).toBeLessThanOrEqual(1500);
      expect(section.text.endsWith('enough.')).toBe(true);
    }
  });

  test('SMIL clock values', () => {
    expect(clockValueMs('npt=12.345s')).toBe(12_345);
    expect(clockValueMs('0:01:02.5')).toBe(62_500);
    expect(clockValueMs('01:02.5')).toBe(62_500);
    expect(clockValueMs('1500ms')).toBe(1500);
    expect(clockValueMs('2.5')).toBe(2500);
  });
});

describe('text books', () => {
  test('English: a Markdown title over "Chapter" lines; blank lines make paragraphs', async () => {
    const book = await read(
      fileOf(
        'river.txt',
        '# The River\n\nChapter 1: The Mill\n\nThe river ran past the old mill.\nChildren played on its banks.\n\nThe miller kept bees.\n\nChapter 2: The Flood\n\nIt rained for nine days!\n',
      ),
    );
    expect(book.title).toBe('The River');
    expect(outline(book)).toEqual([
      ['Chapter 1: The Mill', ['Chapter 1: The Mill']],
      ['Chapter 2: The Flood', ['Chapter 2: The Flood']],
    ]);
    expect(book.chapters[0]!.sections[0]!.text).toBe(
      'The river ran past the old mill. Children played on its banks.\n\nThe miller kept bees.',
    );
    expect(settleBook(book, {}, 'river.txt').language).toBe('en');
  });

  test('Hindi: अध्याय headings, language told by the script', async () => {
    const book = await read(
      fileOf(
        'nadi.txt',
        '\ufeffअध्याय 1 — नदी\n\nनदी पुरानी चक्की के पास से बहती थी। बच्चे खेलते थे।\n\nअध्याय २: बाढ़\n\nनौ दिन तक बारिश हुई॥\n',
      ),
      'नदी.txt',
    );
    expect(outline(book)).toEqual([
      ['अध्याय 1 — नदी', ['अध्याय 1 — नदी']],
      ['अध्याय २: बाढ़', ['अध्याय २: बाढ़']],
    ]);
    const settled = settleBook(book, {}, 'नदी.txt');
    expect(settled.language).toBe('hi');
    expect(settled.title).toBe('नदी');
  });

  test('Telugu: అధ్యాయం headings and Markdown sections', async () => {
    const book = await read(
      fileOf(
        'nadi-te.md',
        '# నది కథ\n\n## అధ్యాయం 1\n\nనది పాత మిల్లు పక్కన ప్రవహించేది.\n\n### ఉదయం\n\nపిల్లలు ఆడుకునేవారు.\n\n## అధ్యాయం 2\n\nవర్షం పడింది.\n',
      ),
    );
    expect(book.title).toBe('నది కథ');
    expect(outline(book)).toEqual([
      ['అధ్యాయం 1', ['అధ్యాయం 1', 'ఉదయం']],
      ['అధ్యాయం 2', ['అధ్యాయం 2']],
    ]);
    expect(settleBook(book, {}, 'x').language).toBe('te');
  });
});

describe('documents', () => {
  test('HTML: h1 is the title, h2 chapters, h3 sections; scripts and styles are not read', async () => {
    const book = await read(
      fileOf(
        'book.html',
        `<!doctype html><html lang="en"><head><title>Ignored</title><style>p{}</style><meta name="author" content="R. K. Writer"></head><body>
        <h1>The Garden</h1><script>alert("no")</script>
        <h2>Spring</h2><p>Flowers &amp; bees came out.</p><p>The <em>rain</em> stopped.</p>
        <h2>Summer</h2><h3>Noon</h3><p>It was hot.</p><h3>Night</h3><p>It was cool.<br>Owls called.</p>
        </body></html>`,
      ),
    );
    expect(book.format).toBe('html');
    expect(book.title).toBe('The Garden');
    expect(book.author).toBe('R. K. Writer');
    expect(book.language).toBe('en');
    expect(outline(book)).toEqual([
      ['Spring', ['Spring']],
      ['Summer', ['Noon', 'Night']],
    ]);
    expect(book.chapters[0]!.sections[0]!.text).toBe(
      'Flowers & bees came out.\n\nThe rain stopped.',
    );
    expect(book.chapters[1]!.sections[1]!.text).toBe('It was cool. Owls called.');
  });

  test('DOCX (built with docx): Heading 1 chapters, Heading 2 sections', async () => {
    const book = await read(fileOf('book.docx', await docxBook()), 'lamp.docx');
    expect(book.format).toBe('docx');
    expect(outline(book)).toEqual([
      ['Chapter One', ['Chapter One']],
      ['Chapter Two', ['Morning', 'Evening']],
    ]);
    expect(book.chapters[0]!.sections[0]!.text).toBe(
      'The lamp was lit at dusk. Everyone gathered round.',
    );
  });

  test('EPUB: spine order, OPF metadata, a heading-less document named by the NCX', async () => {
    const book = await read(fileOf('book.epub', epubBook()));
    expect(book.format).toBe('epub');
    expect(book).toMatchObject({ title: 'తోట కథలు', author: 'రచయిత', language: 'te' });
    expect(outline(book)).toEqual([
      ['తోటలో ఉదయం', ['తోటలో ఉదయం']],
      ['రెండవ భాగం', ['రెండవ భాగం']],
    ]);
    expect(book.chapters[1]!.sections[0]!.text).toBe('సాయంత్రం వర్షం పడింది. అందరూ ఇంటికి వెళ్లారు।');
  });
});

describe('recordings', () => {
  test('MP3 per chapter, from a folder and from a zip: natural order, titles from names', async () => {
    const folder = mp3Chapters(dir);
    const book = await read(folder);
    expect(book.format).toBe('mp3');
    expect(outline(book)).toEqual([
      ['The Start', ['The Start']],
      ['The Middle', ['The Middle']],
      ['The End', ['The End']],
    ]);
    expect(book.chapters[0]!.sections[0]).toMatchObject({
      text: '',
      audio: [{ file: join(folder, '1 - The Start.mp3'), beginMs: 0, endMs: null }],
    });
    const { readFileSync, readdirSync } = await import('node:fs');
    const zipped = zipSync(
      Object.fromEntries(
        readdirSync(folder).map((name) => [`book/${name}`, readFileSync(join(folder, name))]),
      ),
    );
    const fromZip = await read(fileOf('book.zip', zipped));
    expect(outline(fromZip)).toEqual(outline(book));
  });

  test('a file that says it is MP3 but is not is refused, naming the file', async () => {
    const folder = join(dir, 'fake-mp3');
    mkdirSync(folder);
    writeFileSync(join(folder, '01 one.mp3'), 'this is not audio at all');
    const error = await refusal(folder);
    expect(error.reason).toBe('badAudio');
    expect(error.message).toContain('01 one.mp3');
  });

  test('DAISY 2.02: headings from ncc.html, clips from the SMIL pars, text from the content', async () => {
    const { folder, clips } = daisy2Book(dir);
    const book = await read(folder);
    expect(book).toMatchObject({
      format: 'daisy2',
      title: 'The Boat',
      author: 'A. Sailor',
      language: 'en',
    });
    expect(outline(book)).toEqual([
      ['Chapter one', ['Chapter one']],
      ['Chapter two', ['Chapter two']],
    ]);
    const first = book.chapters[0]!.sections[0]!;
    expect(first.text).toBe('Chapter one. The boat left the harbour at dawn.');
    expect(first.audio).toHaveLength(2);
    expect(first.audio![1]).toMatchObject({
      file: join(folder, 'audio.mp3'),
      from: 13,
      to: first.text.length,
    });
    expect(first.audio![1]!.beginMs).toBeCloseTo(clips[1]!.beginMs, -1);
    expect(first.audio![1]!.endMs).toBeCloseTo(clips[1]!.endMs, -1);
  });

  test('DAISY 3: NCX navPoints (nested = sections), SMIL 2 clipBegin/clipEnd, audio only', async () => {
    const { folder, clips } = daisy3Book(dir);
    const book = await read(folder);
    expect(book).toMatchObject({ format: 'daisy3', title: 'The Boat Three', author: 'B. Sailor' });
    expect(outline(book)).toEqual([
      ['Chapter one', ['Chapter one', 'At sea']],
      ['Chapter two', ['Chapter two']],
    ]);
    expect(book.chapters[0]!.sections[1]!.audio).toEqual([
      {
        file: join(folder, 'sound.mp3'),
        beginMs: Math.round(clips[1]!.beginMs),
        endMs: Math.round(clips[1]!.endMs),
      },
    ]);
    expect(book.chapters[1]!.sections[0]!.audio).toHaveLength(2);
  });
});

describe('refusals', () => {
  test('an empty file, text without headings, a heading without text', async () => {
    expect((await refusal(fileOf('empty.txt', ''))).reason).toBe('emptyBook');
    const noChapters = await refusal(fileOf('plain.txt', 'Just a paragraph.\n\nAnd another one.'));
    expect(noChapters.reason).toBe('noChapters');
    expect(noChapters.message).toContain('Chapter 1');
    expect((await refusal(fileOf('bare.txt', '# Only a heading\n'))).reason).toBe('emptyBook');
  });

  test('text that is not UTF-8 (Latin-1, UTF-16) is refused with how to fix it', async () => {
    const latin1 = await refusal(
      fileOf('latin1.txt', Buffer.from('Chapter 1\n\nCaf\xe9 cr\xe8me.', 'latin1')),
    );
    expect(latin1.reason).toBe('notUtf8');
    expect(latin1.message).toContain('UTF-8');
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('Chapter 1\n\nHello.', 'utf16le'),
    ]);
    expect((await refusal(fileOf('utf16.txt', utf16))).reason).toBe('notUtf8');
  });

  test('files of other kinds: a PDF, an image, a zip of nothing readable', async () => {
    expect((await refusal(fileOf('doc.pdf', '%PDF-1.7\n%âãÏÓ\n1 0 obj'))).reason).toBe(
      'unknownFormat',
    );
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect((await refusal(fileOf('image.png', png))).reason).toBe('unknownFormat');
    const zip = zipSync({ 'a.bin': new Uint8Array([1, 2, 3]), 'b.csv': strToU8('x,y') });
    expect((await refusal(fileOf('other.zip', zip))).reason).toBe('unknownFormat');
  });

  test('a zip bomb stops at the bytes it really inflates to, whatever it declares', async () => {
    // 64 MB of zeros declared as 1 KB.
    const bomb = zipOf([
      { name: 'book.txt', method: 8, compressed: deflatedRepeat('\0', 64), size: 1024, crc: 0 },
    ]);
    const path = fileOf('bomb.zip', bomb);
    // The ratio is not judged here (see the next test): the byte limit alone stops it.
    const byBytes = { maxBytes: 8 * 1024 ** 2, maxEntries: 10, maxRatio: Infinity };
    await expect(unpackZip(path, join(dir, 'bomb'), byBytes)).rejects.toMatchObject({
      reason: 'zipBomb',
    });
    const many = zipSync(
      Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`f${i}.txt`, strToU8('x')])),
    );
    await expect(
      unpackZip(fileOf('many.zip', many), null, {
        maxBytes: 1024 ** 2,
        maxEntries: 10,
        maxRatio: Infinity,
      }),
    ).rejects.toMatchObject({ reason: 'zipBomb' });
  });

  test('an archive that inflates more than 100 times its size is refused, a real book is not', async () => {
    // 40 MB of one letter in a 40 kB archive: well under the size limit, a thousand times denser.
    const dense = zipOf([
      { name: 'book.txt', method: 8, compressed: deflatedRepeat('a', 40), size: 600, crc: 0 },
    ]);
    const error = await refusal(fileOf('dense.zip', dense));
    expect(error.reason).toBe('tooDense');
    expect(error.message).toContain('100 times');
    // Prose deflates a few times over: the GNU GPL (Debian's base-files) 60 times, 2 MB of text
    // in 0.6 MB (copies 35 kB apart are beyond deflate's 32 kB window: each is compressed anew).
    const licence = readFileSync('/usr/share/common-licenses/GPL-3', 'utf8');
    const prose = `Chapter 1\n\n${licence.repeat(60)}`;
    const zip = zipSync({ 'book/licence.txt': strToU8(prose) }, { level: 9 });
    expect(prose.length / zip.length).toBeGreaterThan(3);
    const book = await read(fileOf('prose.zip', zip));
    expect(book.format).toBe('txt');
    expect(book.chapters.flatMap((c) => c.sections).length).toBeGreaterThan(100);
  });

  test('entry names that would leave the folder are not unpacked', async () => {
    const zip = zipOf([
      { name: '../escape.txt', content: Buffer.from('x') },
      { name: '/abs.txt', content: Buffer.from('x') },
      { name: 'ok/file.txt', content: Buffer.from('fine') },
    ]);
    const target = join(dir, 'slip', 'inside');
    expect(await unpackZip(fileOf('slip.zip', zip), target)).toEqual(['ok/file.txt']);
  });

  test('a damaged archive is refused as such', async () => {
    const good = Buffer.from(epubBook());
    const cut = good.subarray(0, Math.floor(good.length / 2));
    const error = await refusal(fileOf('cut.epub', cut));
    expect(['badZip', 'badEpub']).toContain(error.reason);
  });

  test('the details given with a book are checked', () => {
    const details: IngestMetadata = {
      category: ' Stories ',
      collection: null,
      copyright: '',
      description: '',
      title: null,
      author: null,
      language: null,
      slug: null,
    };
    expect(checkedMetadata(details).category).toBe('Stories');
    expect(checkedMetadata({ ...details, language: 'hi' }).language).toBe('hi');
    expect(() => checkedMetadata({ ...details, category: '  ' })).toThrow('category');
    expect(() => checkedMetadata({ ...details, slug: '../Etc' })).toThrow('address name');
    expect(() => checkedMetadata({ ...details, collection: 'telengana' as 'telangana' })).toThrow(
      'Telangana Books',
    );
    expect(() => checkedMetadata({ ...details, language: 'fr' as 'en' })).toThrow(
      'English, Hindi or Telugu',
    );
  });
});

describe('the reader process', () => {
  const options = (extra: Partial<ReadOptions> = {}): ReadOptions => {
    const workDir = join(dir, `work-${counter++}`);
    mkdirSync(workDir);
    return {
      workDir,
      sourceName: 'book',
      ffprobePath: 'ffprobe',
      signal: new AbortController().signal,
      ...extra,
    };
  };

  test('reads a book as the server itself would', async () => {
    const path = fileOf('book.epub', epubBook());
    const inChild = await readBookInChild(path, options());
    expect(inChild).toEqual(await read(path));
  });

  test('stops at the unpacked size it is given', async () => {
    const licence = readFileSync('/usr/share/common-licenses/GPL-3', 'utf8');
    const zip = zipSync({ 'book.txt': strToU8(`Chapter 1\n\n${licence.repeat(60)}`) });
    const error = await readBookInChild(
      fileOf('prose.zip', zip),
      options({ maxUnpackedBytes: 1024 ** 2 }),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IngestError);
    expect((error as IngestError).reason).toBe('zipBomb');
  });

  test('a book that needs more memory than the reader may use is refused for it', async () => {
    // A Word document of 60,000 short paragraphs (180 kB): mammoth's tree of it takes a few
    // hundred MB, beyond a 48 MB heap.
    const lines = Array.from({ length: 60_000 }, (_, i) => new Paragraph(`Line ${i} of the book.`));
    const docx = await Packer.toBuffer(
      new Document({
        sections: [
          { children: [new Paragraph({ text: 'One', heading: HeadingLevel.HEADING_1 }), ...lines] },
        ],
      }),
    );
    const error = await readBookInChild(fileOf('long.docx', docx), options(), {
      heapMb: 48,
      rssMb: 1536,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IngestError);
    expect((error as IngestError).reason).toBe('tooMuchMemory');
  });

  test('aborting the read ends the reader', async () => {
    const controller = new AbortController();
    const reading = readBookInChild(fileOf('book.epub', epubBook()), {
      ...options(),
      signal: controller.signal,
    });
    controller.abort(new Error('cancelled by the test'));
    await expect(reading).rejects.toThrow('cancelled by the test');
  });
});
