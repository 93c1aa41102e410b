// DOCX with the npm `docx` package: real Heading 1–6 styles, list numbering (nested lists on
// levels of their own, each numbered list restarting), tables whose header rows repeat on every
// page, images with their alternate text, and the title and language in the document's properties.
import { readFile, writeFile } from 'node:fs/promises';
import {
  AlignmentType,
  Document,
  ExternalHyperlink,
  HeadingLevel,
  ImageRun,
  LevelFormat,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type ParagraphChild,
} from 'docx';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { safeHref } from './markup';
import type { DocumentModel, List, PlacedBlock, Run } from './model';
import { isRightToLeft } from './scripts';
import { documentNotes, outputTexts } from './texts';

const HEADINGS = [
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_3,
  HeadingLevel.HEADING_4,
  HeadingLevel.HEADING_5,
  HeadingLevel.HEADING_6,
] as const;

/** Word's language tags carry a region. */
function wordLanguage(lang: string): string {
  const primary = lang.toLowerCase().split('-')[0]!;
  if (lang.includes('-')) return lang;
  return { en: 'en-IN', hi: 'hi-IN', te: 'te-IN' }[primary] ?? lang;
}

/** Runs in `lang` (the block's or the document's unless a run says otherwise), right to left where it is written so. */
function runChildren(
  runs: readonly Run[],
  lang: string,
  extra: { italics?: boolean } = {},
): ParagraphChild[] {
  return runs.map((run) => {
    const runLang = run.lang ?? lang;
    const language = { value: wordLanguage(runLang), bidirectional: wordLanguage(runLang) };
    const direction = isRightToLeft(runLang) ? { rightToLeft: true } : {};
    const href = run.href ? safeHref(run.href) : null;
    if (href) {
      return new ExternalHyperlink({
        link: href,
        children: [
          new TextRun({ text: run.text, style: 'Hyperlink', language, ...direction, ...extra }),
        ],
      });
    }
    return new TextRun({ text: run.text, language, ...direction, ...extra });
  });
}

/** Nesting levels Word's numbering defines (0–8); deeper lists stay at the last one. */
const LIST_LEVELS = 9;

function listLevels(
  marker: (level: number) => {
    format: (typeof LevelFormat)[keyof typeof LevelFormat];
    text: string;
  },
) {
  return Array.from({ length: LIST_LEVELS }, (_, level) => ({
    level,
    ...marker(level),
    alignment: AlignmentType.LEFT,
    style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
  }));
}

/** Page width for images: A4 less margins, in pixels at 96 dpi. */
const MAX_IMAGE_WIDTH = 600;

export async function writeDocx(model: DocumentModel, outputPath: string): Promise<void> {
  const texts = outputTexts(model.lang);
  const children: (Paragraph | Table)[] = [];
  let orderedLists = 0;
  const note = (text: string) =>
    new Paragraph({ children: [new TextRun({ text, italics: true })] });
  for (const text of documentNotes(model)) children.push(note(text));
  for (const block of model.blocks as PlacedBlock[]) {
    const lang = block.lang ?? model.lang;
    // A right-to-left paragraph: Word lays it out from the right, its runs too.
    const bidirectional = isRightToLeft(lang);
    switch (block.kind) {
      case 'heading':
        children.push(
          new Paragraph({
            heading: HEADINGS[block.level - 1],
            bidirectional,
            children: runChildren(block.runs, lang),
          }),
        );
        break;
      case 'paragraph':
        children.push(new Paragraph({ bidirectional, children: runChildren(block.runs, lang) }));
        break;
      case 'list': {
        // Each nested list is a numbering level of its own (Word indents and numbers by level);
        // every numbered list, nested ones too, restarts at 1 through its own instance.
        const addList = (list: List, level: number) => {
          const instance = list.ordered ? (orderedLists += 1) : 0;
          for (const item of list.items) {
            children.push(
              new Paragraph({
                numbering: {
                  reference: list.ordered ? 'numbers' : 'bullets',
                  level: Math.min(level, LIST_LEVELS - 1),
                  instance,
                },
                bidirectional,
                children: runChildren(item.runs, lang),
              }),
            );
            if (item.sublist) addList(item.sublist, level + 1);
          }
        };
        addList(block, 0);
        break;
      }
      case 'table': {
        if (block.caption) {
          children.push(
            new Paragraph({
              style: 'Caption',
              bidirectional,
              children: runChildren(block.caption, lang),
            }),
          );
        }
        let leading = true;
        const rows = block.rows.map((row) => {
          const header = leading && row.every((c) => c.header && c.scope !== 'row');
          if (!header) leading = false;
          return new TableRow({
            tableHeader: header,
            children: row.map(
              (cell) =>
                new TableCell({
                  ...((cell.rowSpan ?? 1) > 1 ? { rowSpan: cell.rowSpan } : {}),
                  ...((cell.colSpan ?? 1) > 1 ? { columnSpan: cell.colSpan } : {}),
                  children: [
                    new Paragraph({ bidirectional, children: runChildren(cell.runs, lang) }),
                  ],
                }),
            ),
          });
        });
        children.push(new Table({ rows, width: { size: 100, type: WidthType.PERCENTAGE } }));
        break;
      }
      case 'figure': {
        const description = block.alt ?? texts.noDescription(block.page);
        if (block.image) {
          const data = await readFile(block.image.file);
          const scale = Math.min(1, MAX_IMAGE_WIDTH / (block.image.width * (96 / 72)));
          children.push(
            new Paragraph({
              children: [
                new ImageRun({
                  type: 'png',
                  data,
                  transformation: {
                    width: Math.max(1, Math.round(block.image.width * (96 / 72) * scale)),
                    height: Math.max(1, Math.round(block.image.height * (96 / 72) * scale)),
                  },
                  altText: { name: `Image ${block.page}`, title: description, description },
                }),
              ],
            }),
          );
          if (!block.alt) children.push(note(description));
        } else {
          children.push(note(description));
        }
        if (block.caption)
          children.push(
            new Paragraph({
              style: 'Caption',
              bidirectional,
              children: runChildren(block.caption, lang),
            }),
          );
        break;
      }
      case 'ocrStart':
      case 'ocrEnd':
        break;
    }
  }
  const language = { value: wordLanguage(model.lang), bidirectional: wordLanguage(model.lang) };
  const doc = new Document({
    title: model.title,
    description: model.summary ?? texts.summary,
    ...(model.author ? { creator: model.author } : {}),
    styles: { default: { document: { run: { language } } } },
    numbering: {
      config: [
        {
          reference: 'bullets',
          levels: listLevels((level) => ({
            format: LevelFormat.BULLET,
            text: ['•', '◦', '▪'][level % 3]!,
          })),
        },
        {
          reference: 'numbers',
          levels: listLevels((level) => ({
            format: [LevelFormat.DECIMAL, LevelFormat.LOWER_LETTER, LevelFormat.LOWER_ROMAN][
              level % 3
            ]!,
            text: `%${level + 1}.`,
          })),
        },
      ],
    },
    sections: [{ children }],
  });
  const packed = new Uint8Array(await Packer.toBuffer(doc));
  await writeFile(outputPath, withCoreLanguage(packed, model.lang));
}

/** `docx` has no option for the package's dc:language: it is added to docProps/core.xml. */
function withCoreLanguage(docx: Uint8Array, lang: string): Uint8Array {
  const files = unzipSync(docx);
  const core = files['docProps/core.xml'];
  if (!core) return docx;
  const xml = strFromU8(core);
  if (xml.includes('<dc:language>')) return docx;
  const escaped = lang.replace(/[^A-Za-z0-9-]/g, '');
  files['docProps/core.xml'] = strToU8(
    xml.replace(
      '</cp:coreProperties>',
      `<dc:language>${escaped}</dc:language></cp:coreProperties>`,
    ),
  );
  return zipSync(files, { level: 6 });
}
