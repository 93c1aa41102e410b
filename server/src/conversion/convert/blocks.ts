// Passes over the whole document's blocks: those a page end broke joined again, languages marked,
// and empty blocks, cells and items left out.
import { listText, runsText, withoutEmptyItems, type PlacedBlock, type TableCell } from '../model';
import { scriptOfLanguage, textLanguage } from '../scripts';

function blockText(block: PlacedBlock): string {
  if (block.kind === 'heading' || block.kind === 'paragraph') return runsText(block.runs);
  if (block.kind === 'list') return listText(block);
  if (block.kind === 'table')
    return block.rows
      .flat()
      .map((c) => runsText(c.runs))
      .join(' ');
  return '';
}

const SENTENCE_END = /[.!?:;"”’)\]…।॥]$/u;

const rowWidth = (row: readonly TableCell[]) => row.reduce((n, c) => n + (c.colSpan ?? 1), 0);

function sameHeader(a: readonly TableCell[], b: readonly TableCell[]): boolean {
  return (
    a.length === b.length &&
    a.every((cell, i) => cell.header && runsText(cell.runs) === runsText(b[i]!.runs))
  );
}

/**
 * A table that ends its page goes on as the next page's first table when that one repeats its
 * header row, or has no header of its own and as many columns.
 */
function continuesTable(rows: readonly TableCell[][], next: readonly TableCell[][]): boolean {
  const first = next[0];
  if (!first || rows.length === 0 || rowWidth(rows[0]!) !== rowWidth(first)) return false;
  return sameHeader(rows[0]!, first) || !first.some((c) => c.header);
}

/** Paragraphs, lists and tables broken only by a page (or column) end are joined again. */
export function mergeAcrossPages(blocks: PlacedBlock[]): PlacedBlock[] {
  const out: PlacedBlock[] = [];
  for (const block of blocks) {
    const last = out[out.length - 1];
    if (last && last.page !== block.page && last.lang === block.lang) {
      if (last.kind === 'paragraph' && block.kind === 'paragraph') {
        const tail = last.runs[last.runs.length - 1];
        const head = block.runs[0];
        if (tail && head && !SENTENCE_END.test(tail.text) && /^\p{Ll}/u.test(head.text)) {
          if (/\p{L}-$/u.test(tail.text)) tail.text = tail.text.slice(0, -1);
          else tail.text += ' ';
          last.runs.push(...block.runs);
          continue;
        }
      }
      if (last.kind === 'list' && block.kind === 'list' && last.ordered === block.ordered) {
        last.items.push(...block.items);
        continue;
      }
      if (
        last.kind === 'table' &&
        block.kind === 'table' &&
        continuesTable(last.rows, block.rows)
      ) {
        const repeated = sameHeader(last.rows[0]!, block.rows[0]!);
        last.rows.push(...(repeated ? block.rows.slice(1) : block.rows));
        continue;
      }
    }
    out.push(block);
  }
  return out;
}

/**
 * Blocks in another script than the document's get their language, so that a screen reader
 * switches voice and a right-to-left block its direction. Languages the PDF's tags give stay.
 */
export function markLanguages(blocks: PlacedBlock[], docLang: string): void {
  const docScript = scriptOfLanguage(docLang);
  for (const block of blocks) {
    if (block.lang) continue;
    const lang = textLanguage(blockText(block));
    if (lang && scriptOfLanguage(lang) !== docScript) block.lang = lang;
  }
}

/**
 * A table without rows or columns that hold nothing, and without empty header cells (a screen
 * reader announces each as a header with no name): an empty corner cell is a plain one.
 */
function withoutEmptyCells(rows: TableCell[][]): TableCell[][] {
  const filled = (cell: TableCell | undefined) => Boolean(cell && runsText(cell.runs).trim());
  const plain = (cell: TableCell): TableCell => {
    if (!cell.header || filled(cell)) return cell;
    const { scope: _scope, ...rest } = cell;
    return { ...rest, header: false };
  };
  if (rows.some((row) => row.some((c) => (c.rowSpan ?? 1) > 1 || (c.colSpan ?? 1) > 1))) {
    // Merged cells fix where every other cell sits: only a row no merged cell crosses may go.
    const crossed = (r: number) =>
      rows.slice(0, r).some((above, a) => above.some((c) => a + (c.rowSpan ?? 1) > r));
    return rows
      .filter((row, r) => row.some(filled) || crossed(r) || row.some((c) => (c.rowSpan ?? 1) > 1))
      .map((row) => row.map(plain));
  }
  const kept = rows.filter((row) => row.some(filled));
  const width = Math.max(0, ...kept.map((row) => row.length));
  const columns = Array.from({ length: width }, (_, c) => c).filter((c) =>
    kept.some((row) => filled(row[c])),
  );
  return kept.map((row) => columns.filter((c) => c < row.length).map((c) => plain(row[c]!)));
}

/** Blocks a reader would find empty are left out: headings and paragraphs without text, list items without text. */
export function withoutEmptyBlocks(blocks: PlacedBlock[]): PlacedBlock[] {
  const out: PlacedBlock[] = [];
  for (const block of blocks) {
    if ((block.kind === 'heading' || block.kind === 'paragraph') && !runsText(block.runs).trim())
      continue;
    if (block.kind === 'table') {
      const rows = withoutEmptyCells(block.rows);
      if (rows.length > 0) out.push({ ...block, rows });
      continue;
    }
    if (block.kind === 'list') {
      const list = withoutEmptyItems(block);
      if (list) out.push({ ...block, ...list });
      continue;
    }
    out.push(block);
  }
  return out;
}
