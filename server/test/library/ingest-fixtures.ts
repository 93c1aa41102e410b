// Tiny books of every kind the ingestion reads, made on the spot: Word and EPUB files built in
// code, MP3 chapters and a DAISY 2.02 / DAISY 3 book spoken by espeak-ng and encoded by ffmpeg.
// Nothing is committed but this code.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import { strToU8, zipSync } from 'fflate';

/** A Word document: a title, two chapters (Heading 1), the second with two sections (Heading 2). */
export async function docxBook(): Promise<Buffer> {
  const document = new Document({
    sections: [
      {
        children: [
          new Paragraph({ text: 'Chapter One', heading: HeadingLevel.HEADING_1 }),
          new Paragraph('The lamp was lit at dusk. Everyone gathered round.'),
          new Paragraph({ text: 'Chapter Two', heading: HeadingLevel.HEADING_1 }),
          new Paragraph({ text: 'Morning', heading: HeadingLevel.HEADING_2 }),
          new Paragraph('The sun rose over the hills.'),
          new Paragraph({ text: 'Evening', heading: HeadingLevel.HEADING_2 }),
          new Paragraph('The birds came home to roost.'),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}

const xhtml = (title: string, body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><html xmlns="http://www.w3.org/1999/xhtml" xml:lang="te"><head><title>${title}</title></head><body>${body}</body></html>`;

/** An EPUB 2 in Telugu: two spine documents, the second without a heading (named by the NCX). */
export function epubBook(): Buffer {
  return Buffer.from(
    zipSync({
      mimetype: [strToU8('application/epub+zip'), { level: 0 }],
      'META-INF/container.xml': strToU8(
        '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>',
      ),
      'OEBPS/content.opf': strToU8(
        `<?xml version="1.0"?><package xmlns="http://www.idpf.org/2007/opf" version="2.0" unique-identifier="id"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>తోట కథలు</dc:title><dc:creator>రచయిత</dc:creator><dc:language>te</dc:language></metadata><manifest><item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/><item id="c1" href="text/one.xhtml" media-type="application/xhtml+xml"/><item id="c2" href="text/two%20b.xhtml" media-type="application/xhtml+xml"/></manifest><spine toc="ncx"><itemref idref="c1"/><itemref idref="c2"/></spine></package>`,
      ),
      'OEBPS/toc.ncx': strToU8(
        `<?xml version="1.0"?><ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1"><navMap><navPoint id="n1"><navLabel><text>మొదటి భాగం</text></navLabel><content src="text/one.xhtml"/></navPoint><navPoint id="n2"><navLabel><text>రెండవ భాగం</text></navLabel><content src="text/two%20b.xhtml"/></navPoint></navMap></ncx>`,
      ),
      'OEBPS/text/one.xhtml': strToU8(
        xhtml('one', '<h1>తోటలో ఉదయం</h1><p>తోటలో పూలు వికసించాయి. పిల్లలు ఆడుకున్నారు.</p>'),
      ),
      'OEBPS/text/two b.xhtml': strToU8(xhtml('two', '<p>సాయంత్రం వర్షం పడింది. అందరూ ఇంటికి వెళ్లారు।</p>')),
    }),
  );
}

/** `text` spoken by espeak-ng in `voice`, as a WAV; returns its path. */
export function spokenWav(dir: string, name: string, text: string, voice = 'en'): string {
  const path = join(dir, `${name}.wav`);
  execFileSync('espeak-ng', ['-v', voice, '-w', path, text]);
  return path;
}

/** Milliseconds of a 16-bit mono WAV espeak-ng wrote (44-byte header, 22,050 Hz). */
export function wavMs(path: string): number {
  const size = readFileSync(path).length - 44;
  return (size / 2 / 22_050) * 1000;
}

/** WAVs joined and encoded as one MP3 at `path`. */
export function mp3Of(wavs: readonly string[], path: string): void {
  const list = join(`${path}.list`);
  writeFileSync(list, wavs.map((wav) => `file '${wav}'`).join('\n'));
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'concat',
    '-safe',
    '0',
    '-i',
    list,
    '-c:a',
    'libmp3lame',
    '-b:a',
    '64k',
    '-ar',
    '22050',
    path,
  ]);
}

/** A folder of MP3s, one per chapter, named so that natural order matters (2 before 10). */
export function mp3Chapters(dir: string): string {
  const folder = join(dir, 'mp3-book');
  mkdirSync(folder, { recursive: true });
  const chapters: [string, string][] = [
    ['10 - The End', 'And that was the end.'],
    ['2 - The Middle', 'Then the middle came.'],
    ['1 - The Start', 'This is how it started.'],
  ];
  for (const [name, text] of chapters)
    mp3Of([spokenWav(dir, name.replace(/\W/g, ''), text)], join(folder, `${name}.mp3`));
  return folder;
}

export interface DaisyFixture {
  folder: string;
  /** Each sentence's clip in the one MP3, in ms. */
  clips: { text: string; beginMs: number; endMs: number }[];
}

const SENTENCES = [
  'Chapter one.',
  'The boat left the harbour at dawn.',
  'Chapter two.',
  'The storm came in the night.',
];

/**
 * The sentences spoken into one MP3, and each sentence's clip: where its WAV starts and ends in
 * the joined audio.
 */
function daisyAudio(dir: string, folder: string, file: string) {
  const wavs = SENTENCES.map((text, i) => spokenWav(dir, `daisy-${i}`, text));
  mp3Of(wavs, join(folder, file));
  let at = 0;
  return SENTENCES.map((text, i) => {
    const beginMs = at;
    at += wavMs(wavs[i]!);
    return { text, beginMs, endMs: at };
  });
}

const seconds = (ms: number) => (ms / 1000).toFixed(3);

/** A DAISY 2.02 full-text book: ncc.html with two h1 headings, one SMIL per chapter, content. */
export function daisy2Book(dir: string): DaisyFixture {
  const folder = join(dir, 'daisy2');
  mkdirSync(folder, { recursive: true });
  const clips = daisyAudio(dir, folder, 'audio.mp3');
  writeFileSync(
    join(folder, 'ncc.html'),
    `<?xml version="1.0" encoding="utf-8"?><!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "xhtml1-transitional.dtd"><html xmlns="http://www.w3.org/1999/xhtml"><head><title>The Boat</title><meta name="dc:title" content="The Boat"/><meta name="dc:creator" content="A. Sailor"/><meta name="dc:language" content="en"/><meta name="ncc:charset" content="utf-8"/></head><body><h1 class="title" id="h1"><a href="ch1.smil#p0">Chapter one</a></h1><h1 id="h2"><a href="ch2.smil#p2">Chapter two</a></h1></body></html>`,
  );
  writeFileSync(
    join(folder, 'content.html'),
    `<html><body>${SENTENCES.map((s, i) => `<p id="t${i}">${s}</p>`).join('')}</body></html>`,
  );
  const par = (i: number) =>
    `<par endsync="last" id="p${i}"><text src="content.html#t${i}" id="x${i}"/><seq><audio src="audio.mp3" clip-begin="npt=${seconds(clips[i]!.beginMs)}s" clip-end="npt=${seconds(clips[i]!.endMs)}s" id="a${i}"/></seq></par>`;
  const smil = (pars: number[]) =>
    `<?xml version="1.0" encoding="utf-8"?><!DOCTYPE smil PUBLIC "-//W3C//DTD SMIL 1.0//EN" "http://www.w3.org/TR/REC-smil/SMIL10.dtd"><smil><head><layout><region id="txtView"/></layout></head><body><seq dur="1s">${pars.map(par).join('')}</seq></body></smil>`;
  writeFileSync(join(folder, 'ch1.smil'), smil([0, 1]));
  writeFileSync(join(folder, 'ch2.smil'), smil([2, 3]));
  return { folder, clips };
}

/** A DAISY 3 audio-only book: OPF, NCX (a chapter with a nested section), one SMIL. */
export function daisy3Book(dir: string): DaisyFixture {
  const folder = join(dir, 'daisy3');
  mkdirSync(folder, { recursive: true });
  const clips = daisyAudio(dir, folder, 'sound.mp3');
  writeFileSync(
    join(folder, 'book.opf'),
    `<?xml version="1.0"?><package xmlns="http://openebook.org/namespaces/oeb-package/1.0/" unique-identifier="uid"><metadata><dc-metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:Title>The Boat Three</dc:Title><dc:Creator>B. Sailor</dc:Creator><dc:Language>en</dc:Language><dc:Format>ANSI/NISO Z39.86-2005</dc:Format></dc-metadata></metadata><manifest><item id="ncx" href="nav.ncx" media-type="application/x-dtbncx+xml"/><item id="s1" href="one.smil" media-type="application/smil"/><item id="aud" href="sound.mp3" media-type="audio/mpeg"/></manifest><spine><itemref idref="s1"/></spine></package>`,
  );
  writeFileSync(
    join(folder, 'nav.ncx'),
    `<?xml version="1.0"?><ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1"><docTitle><text>The Boat Three</text></docTitle><navMap><navPoint id="n1" playOrder="1"><navLabel><text>Chapter one</text></navLabel><content src="one.smil#p0"/><navPoint id="n2" playOrder="2"><navLabel><text>At sea</text></navLabel><content src="one.smil#p1"/></navPoint></navPoint><navPoint id="n3" playOrder="3"><navLabel><text>Chapter two</text></navLabel><content src="one.smil#p2"/></navPoint></navMap></ncx>`,
  );
  const par = (i: number) =>
    `<par id="p${i}"><audio src="sound.mp3" clipBegin="0:00:${(clips[i]!.beginMs / 1000).toFixed(3).padStart(6, '0')}" clipEnd="${seconds(clips[i]!.endMs)}s"/></par>`;
  writeFileSync(
    join(folder, 'one.smil'),
    `<?xml version="1.0"?><smil xmlns="http://www.w3.org/2001/SMIL20/"><body><seq id="root">${[0, 1, 2, 3].map(par).join('')}</seq></body></smil>`,
  );
  return { folder, clips };
}
