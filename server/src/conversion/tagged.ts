// Structure of tagged pages from the PDF's own structure tree (pdf.js gives it per page):
// headings, paragraphs, lists, tables with header cells and captions, figures with their
// alternate text, links and language changes, in the tree's (logical) order.
import type { List, ListItem, PlacedBlock, Run, TableCell } from './model';
import { runsText } from './model';
import type { PageData, StructContent, StructNode, TextPiece } from './pdf-pages';

type Child = StructNode | StructContent;

const INLINE_ROLES = new Set([
  'Span',
  'Link',
  'Lbl',
  'Quote',
  'Em',
  'Strong',
  'Code',
  'Reference',
  'BibEntry',
  'NonStruct',
  'Annot',
  'Ruby',
  'Warichu',
  'Sub',
  'Sup',
]);
const PARAGRAPH_ROLES = new Set(['P', 'Note', 'Caption', 'BlockQuote', 'Index', 'Title', 'FENote']);

function isContent(child: Child): child is StructContent {
  return 'type' in child;
}

function roleOf(node: StructNode): string {
  return node.role ?? '';
}

function headingLevel(role: string): number | null {
  const match = /^H([1-6])$/.exec(role);
  return match ? Number(match[1]) : null;
}

/** Grouping roles whose nesting gives an untitled `H` its level (PDF 1.7, 14.8.4.2). */
const SECTION_ROLES = new Set(['Part', 'Art', 'Sect']);

export class TaggedPage {
  private readonly pieces = new Map<string, TextPiece[]>();
  private readonly links = new Map<string, string>();
  readonly blocks: PlacedBlock[] = [];
  /** Characters reached through the tree, to tell whether the tree covers the page. */
  charsInTree = 0;

  constructor(
    private readonly page: PageData,
    private readonly docLang: string,
  ) {
    for (const piece of page.pieces) {
      if (!piece.contentId) continue;
      const list = this.pieces.get(piece.contentId) ?? [];
      list.push(piece);
      this.pieces.set(piece.contentId, list);
    }
    for (const link of page.links) if (link.id) this.links.set(link.id, link.url);
  }

  build(): PlacedBlock[] {
    if (this.page.struct) this.container(this.page.struct, undefined, 0);
    return this.blocks;
  }

  private push(block: PlacedBlock, lang: string | undefined): void {
    if (lang && lang !== this.docLang) block.lang = lang;
    this.blocks.push(block);
  }

  private isInline(child: Child): boolean {
    if (isContent(child)) return true;
    const role = roleOf(child);
    if (!INLINE_ROLES.has(role)) return false;
    return (child.children ?? []).every((c) => this.isInline(c));
  }

  /** `depth`: sections (Part, Art, Sect) around the node. */
  private container(node: StructNode, lang: string | undefined, depth: number): void {
    const here = node.lang ?? lang;
    let inline: Child[] = [];
    const flush = () => {
      if (inline.length === 0) return;
      const runs = this.runs({ children: inline }, here);
      if (runsText(runs).trim())
        this.push({ kind: 'paragraph', runs, page: this.page.number }, here);
      inline = [];
    };
    for (const child of node.children ?? []) {
      if (this.isInline(child)) {
        inline.push(child);
        continue;
      }
      flush();
      this.block(child as StructNode, here, depth);
    }
    flush();
  }

  private block(node: StructNode, lang: string | undefined, depth: number): void {
    const role = roleOf(node);
    const here = node.lang ?? lang;
    const level = role === 'H' ? this.untitledLevel(node, depth) : headingLevel(role);
    const page = this.page.number;
    if (level !== null) {
      const runs = this.runs(node, here);
      if (runsText(runs).trim()) this.push({ kind: 'heading', level, runs, page }, here);
    } else if (PARAGRAPH_ROLES.has(role) && (node.children ?? []).every((c) => this.isInline(c))) {
      const runs = this.runs(node, here);
      if (runsText(runs).trim()) this.push({ kind: 'paragraph', runs, page }, here);
    } else if (role === 'L' || role === 'TOC') {
      this.list(node, here);
    } else if (role === 'Table') {
      this.table(node, here);
    } else if (role === 'Figure' || role === 'Formula') {
      this.figure(node);
    } else {
      this.container(node, here, SECTION_ROLES.has(role) ? depth + 1 : depth);
    }
  }

  /**
   * The level of an `H` heading, which names none: its sections' nesting when it sits in any,
   * otherwise its type size against the page's body text (the size most of the text is set in).
   */
  private untitledLevel(node: StructNode, depth: number): number {
    if (depth > 0) return Math.min(depth, 6);
    const ids = new Set<string>();
    const collect = (n: Child) => {
      if (isContent(n)) ids.add(n.id);
      else for (const c of n.children ?? []) collect(c);
    };
    collect(node);
    const size = Math.max(
      0,
      ...[...ids].flatMap((id) => (this.pieces.get(id) ?? []).map((p) => p.size)),
    );
    const weight = new Map<number, number>();
    for (const piece of this.page.pieces) {
      const key = Math.round(piece.size * 2) / 2;
      weight.set(key, (weight.get(key) ?? 0) + piece.text.length);
    }
    const body = [...weight.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? size;
    const ratio = body > 0 ? size / body : 1;
    if (ratio >= 1.75) return 1;
    if (ratio >= 1.4) return 2;
    if (ratio >= 1.15) return 3;
    return 4;
  }

  private list(node: StructNode, lang: string | undefined): void {
    const list = this.listOf(node, lang);
    if (list.items.length > 0) this.push({ kind: 'list', ...list, page: this.page.number }, lang);
  }

  /** A list and the lists nested in its items (an L inside an LI or its LBody). */
  private listOf(node: StructNode, lang: string | undefined): List {
    const items: ListItem[] = [];
    let ordered = false;
    const walk = (list: StructNode) => {
      for (const child of list.children ?? []) {
        if (isContent(child)) continue;
        const role = roleOf(child);
        if (role === 'LI' || role === 'TOCI') {
          const parts = (child.children ?? []).filter((c) => !isContent(c)) as StructNode[];
          const label = parts.find((c) => roleOf(c) === 'Lbl');
          if (
            label &&
            /^\(?(\d+|[a-z]|[ivx]+)[.)]/i.test(runsText(this.runs(label, lang)).trim())
          ) {
            ordered = true;
          }
          const body: Child[] = [];
          const nested: StructNode[] = [];
          const listNode = (c: Child): StructNode | null =>
            !isContent(c) && (roleOf(c) === 'L' || roleOf(c) === 'TOC') ? c : null;
          for (const c of child.children ?? []) {
            if (!isContent(c) && roleOf(c) === 'Lbl') continue;
            const inner = listNode(c);
            if (inner) nested.push(inner);
            else if (!isContent(c) && roleOf(c) === 'LBody') {
              for (const b of c.children ?? []) {
                const innerBody = listNode(b);
                if (innerBody) nested.push(innerBody);
                else body.push(b);
              }
            } else body.push(c);
          }
          const runs = this.runs({ children: body }, lang);
          // Two lists in one item are one nested list to the model: their items follow in order.
          const inner = nested.map((n) => this.listOf(n, lang)).filter((l) => l.items.length > 0);
          const sublist: List | undefined = inner[0] && {
            ordered: inner[0].ordered,
            items: inner.flatMap((l) => l.items),
          };
          if (runsText(runs).trim()) items.push(sublist ? { runs, sublist } : { runs });
          else if (sublist) {
            // An item holding only a list: its items belong to the previous item, or to this level.
            const last = items[items.length - 1];
            if (last && !last.sublist) last.sublist = sublist;
            else items.push(...sublist.items);
          }
        } else if (role === 'L' || role === 'TOC') {
          walk(child);
        }
      }
    };
    walk(node);
    return { ordered, items };
  }

  private table(node: StructNode, lang: string | undefined): void {
    const rows: TableCell[][] = [];
    let caption: Run[] | undefined;
    const walk = (n: StructNode) => {
      for (const child of n.children ?? []) {
        if (isContent(child)) continue;
        const role = roleOf(child);
        if (role === 'TR') {
          const cells: TableCell[] = [];
          for (const cell of child.children ?? []) {
            if (isContent(cell)) continue;
            const cellRole = roleOf(cell);
            if (cellRole !== 'TH' && cellRole !== 'TD') continue;
            cells.push({ runs: this.runs(cell, lang), header: cellRole === 'TH' });
          }
          if (cells.length > 0) rows.push(cells);
        } else if (role === 'Caption') {
          caption = this.runs(child, lang);
        } else {
          walk(child);
        }
      }
    };
    walk(node);
    if (rows.length === 0) return;
    rows.forEach((cells, r) =>
      cells.forEach((cell, c) => {
        if (!cell.header) return;
        // A header cell in a row of header cells heads its column; one leading a row heads the row.
        cell.scope = cells.every((x) => x.header) || r === 0 ? 'col' : c === 0 ? 'row' : 'col';
      }),
    );
    const block: PlacedBlock = { kind: 'table', rows, page: this.page.number };
    if (caption && runsText(caption).trim()) block.caption = caption;
    this.push(block, lang);
  }

  private figure(node: StructNode): void {
    const ids = new Set<string>();
    const collect = (n: Child) => {
      if (isContent(n)) ids.add(n.id);
      else for (const c of n.children ?? []) collect(c);
    };
    collect(node);
    const image = this.page.images.find((i) => i.contentId !== null && ids.has(i.contentId));
    const alt = node.alt?.trim();
    const block: PlacedBlock = { kind: 'figure', page: this.page.number };
    if (alt) block.alt = alt;
    if (image?.file) {
      block.image = { file: image.file, width: image.x1 - image.x0, height: image.y1 - image.y0 };
    }
    if (!image && !alt) return;
    this.push(block, undefined);
  }

  /** The text under a node, with links and language changes kept as runs. */
  private runs(node: StructNode, lang: string | undefined, href?: string): Run[] {
    const out: Run[] = [];
    let lastPiece: TextPiece | null = null;
    const add = (text: string, runHref: string | undefined, runLang: string | undefined) => {
      const last = out[out.length - 1];
      if (last && last.href === runHref && last.lang === runLang) last.text += text;
      else {
        const run: Run = { text };
        if (runHref) run.href = runHref;
        if (runLang && runLang !== lang) run.lang = runLang;
        out.push(run);
      }
    };
    const walk = (n: Child, currentHref: string | undefined, currentLang: string | undefined) => {
      if (isContent(n)) {
        if (n.type !== 'content') return;
        for (const piece of this.pieces.get(n.id) ?? []) {
          let text = piece.text;
          if (lastPiece) {
            const sameLine = Math.abs(lastPiece.y - piece.y) < piece.size * 0.35;
            const gap = piece.x - (lastPiece.x + lastPiece.width);
            const previous = out[out.length - 1]?.text ?? '';
            if (!sameLine) {
              if (/\p{L}[-\u00AD]$/u.test(previous) && /^\p{Ll}/u.test(text)) {
                out[out.length - 1]!.text = previous.slice(0, -1);
              } else if (!/\s$/.test(previous) && !/^\s/.test(text)) text = ` ${text}`;
            } else if (
              lastPiece.width > 0 &&
              gap > piece.size * 0.12 &&
              !/\s$/.test(previous) &&
              !/^\s/.test(text)
            ) {
              text = ` ${text}`;
            }
          }
          this.charsInTree += piece.text.length;
          add(text, currentHref ?? piece.href, currentLang);
          lastPiece = piece;
        }
        return;
      }
      let linkHref = currentHref;
      if (roleOf(n) === 'Link') {
        for (const c of n.children ?? []) {
          if (isContent(c) && c.type !== 'content' && this.links.has(c.id))
            linkHref = this.links.get(c.id);
        }
      }
      for (const c of n.children ?? []) walk(c, linkHref, n.lang ?? currentLang);
    };
    walk(node, href, lang);
    const trimmed = out.map((r) => ({ ...r, text: r.text.replace(/\s+/g, ' ') }));
    if (trimmed[0]) trimmed[0].text = trimmed[0].text.trimStart();
    if (trimmed.length > 0)
      trimmed[trimmed.length - 1]!.text = trimmed[trimmed.length - 1]!.text.trimEnd();
    return trimmed.filter((r) => r.text.length > 0);
  }
}
