// Captions found beside the tables and figures they caption, and made theirs.
import { runsText, type PlacedBlock } from '../model';

/** "Table 3:", "Fig. 2.1", "तालिका 1" …: a caption's opening, by what it captions. */
const CAPTION_START = {
  table:
    /^(table|tab\.|tabelle|tableau|tabla|tabella|तालिका|సారణి|పట్టిక|جدول|표)\s*([A-Z]\.)?\d+(\.\d+)*\b/iu,
  figure:
    /^(figure|fig\.|chart|abbildung|abb\.|figura|चित्र|आकृति|చిత్రం|شکل|그림)\s*([A-Z]\.)?\d+(\.\d+)*\b/iu,
};

/**
 * A table's or figure's caption, set as a paragraph (or a heading) beside it on its page, becomes
 * its caption: a screen reader then names the table as it is entered. A table's caption is looked
 * for above it first, a figure's below; one set between two tables goes with the one below it,
 * between two figures with the one above. A tagged PDF's captions stay as they are.
 */
export function withCaptions(blocks: PlacedBlock[]): PlacedBlock[] {
  const taken = new Set<PlacedBlock>();
  const captionAt = (at: number, kind: 'table' | 'figure', page: number) => {
    const block = blocks[at];
    if (!block || taken.has(block) || block.page !== page) return null;
    if (block.kind !== 'paragraph' && block.kind !== 'heading') return null;
    const text = runsText(block.runs).trim();
    return text.length <= 300 && CAPTION_START[kind].test(text) ? block : null;
  };
  for (let i = 0; i < blocks.length; i += 1) {
    const block = blocks[i]!;
    if ((block.kind !== 'table' && block.kind !== 'figure') || block.caption) continue;
    const [near, far] = block.kind === 'table' ? [i - 1, i + 1] : [i + 1, i - 1];
    // The caption on the far side belongs to a neighbour of the same kind beyond it.
    const beyond = blocks[far + (far - i)];
    const caption =
      captionAt(near, block.kind, block.page) ??
      (beyond?.kind === block.kind ? null : captionAt(far, block.kind, block.page));
    if (!caption) continue;
    block.caption = caption.runs;
    taken.add(caption);
  }
  return blocks.filter((b) => !taken.has(b));
}
