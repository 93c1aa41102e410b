import { recogniseContent } from '../src/storage/content';

const text = (value: string) => Buffer.from(value, 'latin1');
const withBytes = (...parts: (string | number[])[]) =>
  Buffer.concat([
    ...parts.map((part) => (typeof part === 'string' ? text(part) : Buffer.from(part))),
    Buffer.alloc(64),
  ]);
const ftyp = (brand: string) => withBytes([0, 0, 0, 0x20], 'ftyp', brand, [0, 0, 2, 0], 'isom');

describe('recogniseContent', () => {
  it.each([
    ['PDF', withBytes('%PDF-1.7\n'), 'pdf', 'application/pdf'],
    ['MP3 with an ID3 tag', withBytes('ID3', [4, 0, 0]), 'audio', 'audio/mpeg'],
    // MPEG-1 layer III, 128 kbit/s, 44.1 kHz
    ['MP3 frame', withBytes([0xff, 0xfb, 0x90, 0x64]), 'audio', 'audio/mpeg'],
    ['WAV', withBytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '), 'audio', 'audio/wav'],
    ['AVI', withBytes('RIFF', [0x24, 0, 0, 0], 'AVI LIST'), 'video', 'video/x-msvideo'],
    ['AAC (ADTS)', withBytes([0xff, 0xf1, 0x50, 0x80, 0x02, 0x1f, 0xfc]), 'audio', 'audio/aac'],
    ['FLAC', withBytes('fLaC', [0, 0, 0, 0x22]), 'audio', 'audio/flac'],
    ['OGG', withBytes('OggS', [0, 2]), 'audio', 'audio/ogg'],
    ['AMR', withBytes('#!AMR\n'), 'audio', 'audio/amr'],
    ['M4A', ftyp('M4A '), 'audio', 'audio/mp4'],
    ['MP4', ftyp('isom'), 'video', 'video/mp4'],
    ['MOV', ftyp('qt  '), 'video', 'video/quicktime'],
    ['3GP', ftyp('3gp5'), 'video', 'video/3gpp'],
    [
      'WebM',
      withBytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], 'webm'),
      'video',
      'video/webm',
    ],
    [
      'MKV',
      withBytes([0x1a, 0x45, 0xdf, 0xa3, 0xa3, 0x42, 0x82, 0x88], 'matroska'),
      'video',
      'video/x-matroska',
    ],
    [
      'WMA/WMV (ASF)',
      withBytes([
        0x30, 0x26, 0xb2, 0x75, 0x8e, 0x66, 0xcf, 0x11, 0xa6, 0xd9, 0x00, 0xaa, 0x00, 0x62, 0xce,
        0x6c,
      ]),
      'video',
      'video/x-ms-asf',
    ],
    ['FLV', withBytes('FLV', [1, 5, 0, 0, 0, 9]), 'video', 'video/x-flv'],
    ['MIDI', withBytes('MThd', [0, 0, 0, 6]), 'midi', 'audio/midi'],
  ])('knows %s by its first bytes', (_name, head, family, contentType) => {
    expect(recogniseContent(head)).toMatchObject({ family, contentType });
  });

  it.each([
    ['an empty file', Buffer.alloc(0)],
    ['a zip (DOCX, XLSX)', withBytes('PK', [3, 4, 20, 0])],
    ['an executable', withBytes([0x7f], 'ELF', [2, 1, 1])],
    ['plain text', withBytes('Dear hiring manager,')],
    ['a PNG image', withBytes([0x89], 'PNG\r\n', [0x1a, 0x0a])],
    ['a RIFF of another kind (WebP)', withBytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')],
    ['a PDF signature not at the start', withBytes('junk%PDF-1.7')],
    // Sync bits but a reserved MPEG version, layer and bit rate: noise, not a frame.
    ['an MPEG-like header with reserved fields', withBytes([0xff, 0xe8, 0xf0, 0x00])],
  ])('refuses %s', (_name, head) => {
    expect(recogniseContent(head)).toBeNull();
  });
});
