// The check that a feed's XML nests and ends, made before the forgiving parser reads it, so a feed
// cut short or with crossed tags is refused with the line to look at.
import { FeedParseError } from './model';

function lineOf(text: string, index: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

/**
 * Elements whose content feedsmith takes as raw text up to their end tag (titles, descriptions,
 * content:encoded…, by local name): publishers put unescaped HTML there, so what is inside is not
 * checked, only that they end.
 */
const RAW_ELEMENTS = new Set([
  'title',
  'description',
  'summary',
  'content',
  'encoded',
  'subtitle',
  'rights',
  'copyright',
  'text',
]);
const endTags = new Map<string, RegExp>();

function endTagOf(name: string): RegExp {
  let pattern = endTags.get(name);
  if (!pattern) {
    pattern = new RegExp(`</${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*>`, 'gi');
    endTags.set(name, pattern);
  }
  return pattern;
}

class Malformed extends Error {}

/**
 * The XML's elements must nest and end: an element closed by another's end tag, or never closed
 * at all (a feed cut short), is malformed. Entities, attribute quoting and stray end tags are left
 * to the forgiving parser. A scan of the tags only, without building anything.
 */
export function checkStructure(xml: string): void {
  const open: { name: string; at: number }[] = [];
  const line = (index: number) => lineOf(xml, index);
  const neverClosed = (what: string, at: number) =>
    new Malformed(
      `${what} opened on line ${line(at)} is never closed (the feed may be cut short).`,
    );
  /** Where `end` is found from `from`, and the index after it. */
  const skipPast = (end: string, from: number, what: string, at: number): number => {
    const found = xml.indexOf(end, from);
    if (found === -1) throw neverClosed(what, at);
    return found + end.length;
  };
  let index = 0;
  try {
    for (;;) {
      const lt = xml.indexOf('<', index);
      if (lt === -1) break;
      const next = xml[lt + 1];
      if (xml.startsWith('<![CDATA[', lt)) {
        index = skipPast(']]>', lt + 9, 'a CDATA section', lt);
      } else if (xml.startsWith('<!--', lt)) {
        index = skipPast('-->', lt + 4, 'a comment', lt);
      } else if (next === '?') {
        index = skipPast('?>', lt + 2, 'a processing instruction', lt);
      } else if (next === '!') {
        // A DOCTYPE, perhaps with an internal subset in brackets (whose entities are never expanded).
        const bracket = xml.indexOf('[', lt);
        const close = xml.indexOf('>', lt);
        if (close === -1) throw neverClosed('the DOCTYPE', lt);
        index =
          bracket !== -1 && bracket < close
            ? skipPast('>', skipPast(']', bracket, 'the DOCTYPE', lt), 'the DOCTYPE', lt)
            : close + 1;
      } else if (next === '/') {
        const close = xml.indexOf('>', lt);
        if (close === -1) throw neverClosed('an end tag', lt);
        const name = xml
          .slice(lt + 2, close)
          .trim()
          .toLowerCase();
        index = close + 1;
        const position = open.findLastIndex((element) => element.name === name);
        if (position === -1) continue;
        if (position !== open.length - 1) {
          const unclosed = open[open.length - 1]!;
          throw new Malformed(
            `the element <${unclosed.name}> opened on line ${line(unclosed.at)} is not closed before line ${line(lt)}.`,
          );
        }
        open.pop();
      } else if (next !== undefined && /[A-Za-z_]/.test(next)) {
        const nameEnd = xml.slice(lt + 1, lt + 200).search(/[\s/>]/);
        if (nameEnd === -1) throw neverClosed('a tag', lt);
        const name = xml.slice(lt + 1, lt + 1 + nameEnd).toLowerCase();
        // The tag runs to the first ">" outside quotes.
        let cursor = lt + 1 + nameEnd;
        for (;;) {
          const stop = xml.slice(cursor, cursor + 4096).search(/["'>]/);
          if (stop === -1) {
            const far = xml.substring(cursor).search(/["'>]/);
            if (far === -1) throw neverClosed(`the tag <${name}>`, lt);
            cursor += far;
          } else cursor += stop;
          const quote = xml[cursor];
          if (quote === '>') break;
          cursor = skipPast(quote!, cursor + 1, `the tag <${name}>`, lt);
        }
        index = cursor + 1;
        if (xml[cursor - 1] === '/') continue;
        const local = name.slice(name.indexOf(':') + 1);
        if (!RAW_ELEMENTS.has(local)) {
          open.push({ name, at: lt });
          continue;
        }
        // Raw content ends at the first end tag of the same name outside a CDATA section.
        const endTag = endTagOf(name);
        for (;;) {
          endTag.lastIndex = index;
          const end = endTag.exec(xml);
          if (!end) throw neverClosed(`the element <${name}>`, lt);
          // Searched only up to the end tag: searching the rest of a large feed for every
          // element would make the scan quadratic.
          const cdata = xml.slice(index, end.index).indexOf('<![CDATA[');
          if (cdata !== -1) {
            index = skipPast(']]>', index + cdata + 9, 'a CDATA section', index + cdata);
            continue;
          }
          index = end.index + end[0].length;
          break;
        }
      } else {
        // A "<" that starts no tag ("a < b"): the parser takes it as text.
        index = lt + 1;
      }
    }
  } catch (error) {
    if (error instanceof Malformed)
      throw new FeedParseError(`The feed's XML is malformed: ${error.message}`);
    throw error;
  }
  const unclosed = open[open.length - 1];
  if (unclosed) {
    throw new FeedParseError(
      `The feed's XML is malformed: ${neverClosed(`the element <${unclosed.name}>`, unclosed.at).message}`,
    );
  }
}
