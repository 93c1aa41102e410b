// DAISY talking books, the format print-disabled readers' libraries distribute. DAISY 2.02: the
// navigation centre (ncc.html) lists the headings, each pointing into a SMIL file whose <par>s
// pair a piece of text with an audio clip (clip-begin/clip-end). DAISY 3: the package (OPF)
// gives the SMIL files' order, the NCX the headings (navPoints), and SMIL 2's clipBegin/clipEnd
// the clips. A heading's audio is every clip from its place to the next heading's; where the
// pars point at text, that text is kept and each clip is the timing of its sentence.
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  IngestError,
  cleanLine,
  libraryLanguage,
  type AudioClip,
  type BookChapter,
  type ReadBook,
} from './model';
import {
  attribute,
  byId,
  elements,
  firstElement,
  parseHtml,
  parseXml,
  readPackageText,
  resolveHref,
  textOf,
  type XmlDocument,
  type XmlElement,
} from './xml';

function bad(reason: string): IngestError {
  return new IngestError('badDaisy', { reason });
}

/**
 * A SMIL clock value in milliseconds: "npt=12.5s", "0:01:02.5", "01:02.5", "12.5s", "1500ms",
 * "1.5min", "2h" or plain seconds.
 */
export function clockValueMs(raw: string): number {
  const value = raw.trim().replace(/^npt=/, '');
  const clock = /^(?:(\d+):)?(\d{1,2}):(\d{1,2}(?:\.\d+)?)$/.exec(value);
  if (clock)
    return Math.round(
      (Number(clock[1] ?? 0) * 3600 + Number(clock[2]) * 60 + Number(clock[3])) * 1000,
    );
  const timed = /^(\d+(?:\.\d+)?)(h|min|s|ms)?$/.exec(value);
  if (!timed) throw bad(`"${raw}" is not a time`);
  const amount = Number(timed[1]);
  const unit = { h: 3_600_000, min: 60_000, s: 1000, ms: 1, '': 1000 }[timed[2] ?? ''] ?? 1000;
  return Math.round(amount * unit);
}

interface Par {
  ids: Set<string>;
  clips: { file: string; beginMs: number; endMs: number | null }[];
  /** Where its text is: a content file and the element's id. */
  text: { file: string; fragment: string } | null;
}

interface Heading {
  depth: number;
  title: string;
  smil: string;
  fragment: string | null;
}

/** The pars of a SMIL file in order (nested seqs flattened). */
async function readSmil(root: string, smilFile: string): Promise<Par[]> {
  if (!existsSync(smilFile)) throw bad(`${path.relative(root, smilFile)} is missing`);
  const smil = parseXml(await readPackageText(smilFile));
  const pars: Par[] = [];
  for (const par of elements(smil, 'par')) {
    // A par inside another par is read as part of the outer one.
    if (hasParAncestor(par)) continue;
    const ids = new Set<string>();
    for (const element of [par, ...elements(par, '*')])
      if (element.attribs.id) ids.add(element.attribs.id);
    const clips: Par['clips'] = [];
    for (const audio of elements(par, 'audio')) {
      const target = resolveHref(root, smilFile, attribute(audio, 'src') ?? '');
      if (!target) continue;
      if (!existsSync(target.file))
        throw bad(`the audio file ${path.relative(root, target.file)} is missing`);
      const begin = attribute(audio, 'clip-begin') ?? attribute(audio, 'clipBegin');
      const end = attribute(audio, 'clip-end') ?? attribute(audio, 'clipEnd');
      clips.push({
        file: target.file,
        beginMs: begin ? clockValueMs(begin) : 0,
        endMs: end ? clockValueMs(end) : null,
      });
    }
    const textElement = firstElement(par, 'text');
    const textTarget = textElement
      ? resolveHref(root, smilFile, attribute(textElement, 'src') ?? '')
      : null;
    pars.push({
      ids,
      clips,
      text: textTarget?.fragment ? { file: textTarget.file, fragment: textTarget.fragment } : null,
    });
  }
  // A SMIL of audio alone (no pars): its audio elements in order, one par each.
  if (pars.length === 0)
    for (const audio of elements(smil, 'audio')) {
      const target = resolveHref(root, smilFile, attribute(audio, 'src') ?? '');
      if (!target || !existsSync(target.file)) continue;
      const begin = attribute(audio, 'clip-begin') ?? attribute(audio, 'clipBegin');
      const end = attribute(audio, 'clip-end') ?? attribute(audio, 'clipEnd');
      pars.push({
        ids: new Set(audio.attribs.id ? [audio.attribs.id] : []),
        clips: [
          {
            file: target.file,
            beginMs: begin ? clockValueMs(begin) : 0,
            endMs: end ? clockValueMs(end) : null,
          },
        ],
        text: null,
      });
    }
  return pars;
}

function hasParAncestor(element: XmlElement): boolean {
  for (let parent = element.parent; parent; parent = parent.parent)
    if ('name' in parent && /(^|:)par$/i.test(parent.name)) return true;
  return false;
}

/** Content documents (HTML or DTBook), parsed once each, for the pars' text. */
function textLookup() {
  const documents = new Map<string, XmlDocument | null>();
  return async (target: { file: string; fragment: string }): Promise<string> => {
    if (!documents.has(target.file)) {
      if (!existsSync(target.file)) documents.set(target.file, null);
      else {
        const text = await readPackageText(target.file);
        documents.set(
          target.file,
          /\.x?html?$/i.test(target.file) ? parseHtml(text) : parseXml(text),
        );
      }
    }
    const document = documents.get(target.file);
    return document ? cleanLine(textOf(byId(document, target.fragment))) : '';
  };
}

/** Chapters from headings over the pars of the SMIL files in reading order. */
async function chaptersOf(
  root: string,
  headings: readonly Heading[],
  smilOrder: readonly string[],
): Promise<BookChapter[]> {
  const pars: Par[] = [];
  const firstParOf = new Map<string, number>();
  for (const smil of smilOrder) {
    firstParOf.set(smil, pars.length);
    pars.push(...(await readSmil(root, smil)));
  }
  const startOf = (heading: Heading): number => {
    const first = firstParOf.get(heading.smil);
    if (first === undefined)
      throw bad(`${path.relative(root, heading.smil)} is not in the reading order`);
    if (!heading.fragment) return first;
    for (let i = first; i < pars.length; i++) if (pars[i]!.ids.has(heading.fragment)) return i;
    throw bad(`no part of ${path.basename(heading.smil)} has the id "${heading.fragment}"`);
  };
  const starts = headings.map(startOf);
  if (starts.length) starts[0] = 0;
  const lookup = textLookup();
  const topDepth = Math.min(...headings.map((h) => h.depth));
  const chapters: BookChapter[] = [];
  for (const [i, heading] of headings.entries()) {
    const range = pars.slice(starts[i], starts[i + 1] ?? pars.length);
    let text = '';
    const clips: AudioClip[] = [];
    for (const par of range) {
      const said = par.text ? await lookup(par.text) : '';
      let from: number | undefined;
      let to: number | undefined;
      if (said) {
        if (text) text += ' ';
        from = text.length;
        text += said;
        to = text.length;
      }
      for (const clip of par.clips)
        clips.push({ ...clip, ...(from !== undefined ? { from, to } : {}) });
    }
    if (clips.length === 0) continue;
    const section = { title: heading.title, text, audio: clips };
    if (heading.depth === topDepth || chapters.length === 0)
      chapters.push({ title: heading.title, sections: [section] });
    else chapters.at(-1)!.sections.push(section);
  }
  if (chapters.length === 0) throw new IngestError('emptyBook');
  return chapters;
}

/** A DAISY 2.02 book in `root` (with ncc.html at `nccFile`). */
export async function readDaisy2(root: string, nccFile: string): Promise<ReadBook> {
  const ncc = parseHtml(await readPackageText(nccFile));
  const headings: Heading[] = [];
  const smilOrder: string[] = [];
  const note = (smil: string) => {
    if (!smilOrder.includes(smil)) smilOrder.push(smil);
  };
  for (const element of elements(ncc, '*')) {
    const level = /^h([1-6])$/.exec(element.name);
    const link = element.name === 'a' ? element : level ? firstElement(element, 'a') : null;
    if (!link) continue;
    const target = resolveHref(root, nccFile, attribute(link, 'href') ?? '');
    if (!target || !/\.smil$/i.test(target.file)) continue;
    note(target.file);
    if (level)
      headings.push({
        depth: Number(level[1]),
        title: textOf(element),
        smil: target.file,
        fragment: target.fragment,
      });
  }
  if (headings.length === 0) throw new IngestError('noChapters');
  const meta = (name: string) =>
    elements(ncc, 'meta')
      .find((m) => (m.attribs.name ?? '').toLowerCase() === name)
      ?.attribs.content?.trim() || null;
  return {
    title: meta('dc:title') ?? (textOf(firstElement(ncc, 'title')) || null),
    author: meta('dc:creator'),
    language: libraryLanguage(meta('dc:language')),
    chapters: await chaptersOf(root, headings, smilOrder),
    format: 'daisy2',
  };
}

/** A DAISY 3 book whose package document is `opfFile`. */
export async function readDaisy3(root: string, opfFile: string): Promise<ReadBook> {
  const opf = parseXml(await readPackageText(opfFile));
  const manifest = new Map<string, { file: string; type: string }>();
  for (const item of elements(opf, 'item')) {
    const target = resolveHref(root, opfFile, attribute(item, 'href') ?? '');
    const id = attribute(item, 'id');
    if (id && target)
      manifest.set(id, { file: target.file, type: attribute(item, 'media-type') ?? '' });
  }
  const smilOrder = elements(opf, 'itemref')
    .map((ref) => manifest.get(attribute(ref, 'idref') ?? '')?.file)
    .filter((file): file is string => file !== undefined && /\.smil$/i.test(file));
  const ncxFile = [...manifest.values()].find(
    (item) => item.type === 'application/x-dtbncx+xml',
  )?.file;
  if (!ncxFile || !existsSync(ncxFile)) throw bad('the navigation control file (NCX) is missing');
  if (smilOrder.length === 0) throw bad('the package lists no SMIL files in its spine');
  const ncx = parseXml(await readPackageText(ncxFile));
  const headings: Heading[] = [];
  const navMap = firstElement(ncx, 'navMap');
  const walk = (parent: XmlElement, depth: number) => {
    for (const child of parent.children) {
      if (!('name' in child) || !/(^|:)navPoint$/i.test(child.name)) continue;
      const point = child as XmlElement;
      const content = point.children.find((c) => 'name' in c && /(^|:)content$/i.test(c.name)) as
        XmlElement | undefined;
      const label = point.children.find((c) => 'name' in c && /(^|:)navLabel$/i.test(c.name)) as
        XmlElement | undefined;
      const target = content ? resolveHref(root, ncxFile, attribute(content, 'src') ?? '') : null;
      if (target)
        headings.push({
          depth,
          title: textOf(label ? firstElement(label, 'text') : null),
          smil: target.file,
          fragment: target.fragment,
        });
      walk(point, depth + 1);
    }
  };
  if (navMap) walk(navMap, 1);
  if (headings.length === 0) throw new IngestError('noChapters');
  const dc = (name: string) => textOf(firstElement(opf, name)) || null;
  return {
    title: dc('title') ?? (textOf(firstElement(ncx, 'docTitle')) || null),
    author: dc('creator'),
    language: libraryLanguage(dc('language')),
    chapters: await chaptersOf(root, headings, smilOrder),
    format: 'daisy3',
  };
}
