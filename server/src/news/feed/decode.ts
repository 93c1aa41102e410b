// A feed's bytes as text, in the character encoding the feed says it is in.
import { TextDecoder } from 'node:util';
import { FeedParseError } from './model';

// Decoding: a byte order mark first, then the XML declaration, then the HTTP charset, else UTF-8.
export function decodeBytes(bytes: Uint8Array, charset: string | null | undefined): string {
  const [b0, b1, b2] = bytes;
  let label: string | null = null;
  let skip = 0;
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) [label, skip] = ['utf-8', 3];
  else if (b0 === 0xff && b1 === 0xfe) [label, skip] = ['utf-16le', 2];
  else if (b0 === 0xfe && b1 === 0xff) [label, skip] = ['utf-16be', 2];
  else if (b0 === 0x3c && b1 === 0x00) label = 'utf-16le';
  else if (b0 === 0x00 && b1 === 0x3c) label = 'utf-16be';
  else {
    // The declaration is ASCII in every encoding a feed may declare.
    const head = Buffer.from(bytes.subarray(0, 512)).toString('latin1');
    const declared = /^\s*<\?xml\s[^>]*?encoding\s*=\s*["']\s*([A-Za-z][\w.:-]*)\s*["']/.exec(head);
    label = declared?.[1] ?? charset?.trim() ?? 'utf-8';
  }
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(label);
  } catch {
    throw new FeedParseError(
      `The feed says its text is in the "${label}" character encoding, which cannot be read here; UTF-8 feeds always work.`,
    );
  }
  // Node 20's TextDecoder reads windows-1252 (the encoding "iso-8859-1" and "us-ascii" mean on
  // the web) as Latin-1, losing curly quotes, dashes and the euro sign: mapped here instead.
  if (decoder.encoding === 'windows-1252') {
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
      .toString('latin1')
      .replace(/[\x80-\x9f]/g, (c) => WINDOWS_1252.charAt(c.charCodeAt(0) - 0x80));
  }
  return decoder.decode(bytes.subarray(skip));
}

/** Windows-1252's characters for the bytes 0x80–0x9F (the rest are Latin-1's). */
const WINDOWS_1252 =
  '\u20ac\x81\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\x8d\u017d\x8f' +
  '\x90\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\x9d\u017e\u0178';
