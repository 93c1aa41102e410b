// Lines: the model flattened into the units the rules read. Bullets OCR misread are taken off
// and bulleted lines read as one are cut into items again.
import { runsText, type DocumentModel, type List, type Run } from '../../conversion';
import type { Line } from './types';

export const BULLET_GLYPHS = '•◦▪▫●○■□‣⁃∙·*➢►✓✔»«';
/** Characters OCR reads a round bullet as, when followed by a space at the start of a line. */
const OCR_BULLET = /^[eo°©¢«»*+•·■>~-]\s+(?=\S)/u;

export function clean(text: string): string {
  return (
    text
      .normalize('NFKC')
      .replace(/[\u200b-\u200d\ufeff\u00ad]/g, '')
      .replace(/\s+/g, ' ')
      // OCR often spaces out the parts of an address: "name @ example.org", "name@example .org".
      .replace(/([\w.+-])\s*@\s*([\w-])/g, '$1@$2')
      .trim()
  );
}

function hrefsOf(runs: readonly Run[]): string[] {
  return runs.map((r) => r.href).filter((h): h is string => Boolean(h));
}

export function modelLines(model: DocumentModel): Line[] {
  const lines: Line[] = [];
  let ocr = false;
  const push = (line: Omit<Line, 'index' | 'ocr'>) => {
    let text = clean(line.text);
    const kind = line.kind;
    let bulleted = /^[«»•●▪■]/u.test(text);
    if (ocr && kind !== 'row') {
      // A recognised bullet: the converter only knows typed and drawn bullet glyphs.
      const bullet = OCR_BULLET.exec(text);
      if (bullet && kind !== 'heading') {
        text = text.slice(bullet[0].length);
        bulleted = true;
      }
      text = text
        .replace(/^[|_~`'"]+\s*/, '')
        .replace(/\s*[|_~`]+$/, '')
        // The pronoun "I" read as a bar, inside a sentence.
        .replace(/(?<=[\p{Ll},;.] )\|(?= \p{Ll}+(?:[\s,;]|$))/gu, 'I');
    }
    if (!text) return;
    if (bulleted && kind !== 'row') {
      // Several bulleted lines read as one ("« Cash Handling e MS Excel « Finacle"): items again.
      const separator = ocr ? /\s[«»•●▪■*+eo]\s(?=\p{Lu})/u : /\s[«»•●▪■]\s/u;
      const parts = text
        .replace(/^[«»•●▪■]\s*/u, '')
        .split(separator)
        .map((p) => p.trim())
        .filter(Boolean);
      for (const part of parts) {
        lines.push({ ...line, text: part, kind: 'item', ocr, index: lines.length });
      }
      return;
    }
    lines.push({ ...line, text, kind, ocr, index: lines.length });
  };
  const pushList = (list: List, depth: number) => {
    for (const item of list.items) {
      push({
        text: runsText(item.runs),
        kind: 'item',
        level: depth,
        parent: Boolean(item.sublist),
        hrefs: hrefsOf(item.runs),
      });
      if (item.sublist) pushList(item.sublist, depth + 1);
    }
  };
  for (const block of model.blocks) {
    switch (block.kind) {
      case 'ocrStart':
        ocr = true;
        break;
      case 'ocrEnd':
        ocr = false;
        break;
      case 'heading':
      case 'paragraph':
        push({
          text: runsText(block.runs),
          kind: block.kind,
          level: block.kind === 'heading' ? block.level : 0,
          parent: false,
          hrefs: hrefsOf(block.runs),
        });
        break;
      case 'list':
        pushList(block, 0);
        break;
      case 'table':
        for (const row of block.rows) {
          const cells = row.map((cell) => clean(runsText(cell.runs)));
          if (cells.every((c) => !c)) continue;
          push({
            text: cells.filter(Boolean).join(' | '),
            kind: 'row',
            level: 0,
            parent: false,
            hrefs: row.flatMap((cell) => hrefsOf(cell.runs)),
            cells,
            headerRow: row.every((cell) => cell.header),
          });
        }
        break;
      case 'figure':
        break;
    }
  }
  return lines;
}
