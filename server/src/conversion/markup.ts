// Blocks as (X)HTML markup, shared by the HTML and EPUB writers: well-formed XML, so the same
// text is valid in an HTML5 file and in an EPUB content document.
import { readFile } from 'node:fs/promises';
import type { List, PlacedBlock, Run } from './model';
import { runsText } from './model';
import { isRightToLeft } from './scripts';
import { outputTexts } from './texts';

export function escapeXml(text: string): string {
  return (
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      // Characters XML or HTML forbids (a PDF's text can hold them, C1 controls from a font's
      // broken map among them); they carry nothing a reader needs.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]/g, '')
  );
}

/** Only links a reader can follow safely: web, mail and telephone addresses. */
export function safeHref(href: string): string | null {
  return /^(https?:|mailto:|tel:)/i.test(href.trim()) ? href.trim() : null;
}

export function renderRuns(runs: readonly Run[]): string {
  return runs
    .map((run) => {
      let html = escapeXml(run.text);
      if (run.lang)
        html = `<span lang="${escapeXml(run.lang)}" xml:lang="${escapeXml(run.lang)}"${isRightToLeft(run.lang) ? ' dir="rtl"' : ''}>${html}</span>`;
      const href = run.href ? safeHref(run.href) : null;
      // A link needs a name: white space between words is not one.
      if (href && run.text.trim()) html = `<a href="${escapeXml(href)}">${html}</a>`;
      return html;
    })
    .join('');
}

/** A list with its nested lists inside their items, as HTML nests them. */
function renderList(list: List, attributes = ''): string {
  const tag = list.ordered ? 'ol' : 'ul';
  const items = list.items
    .map(
      (item) => `<li>${renderRuns(item.runs)}${item.sublist ? renderList(item.sublist) : ''}</li>`,
    )
    .join('');
  return `<${tag}${attributes}>${items}</${tag}>`;
}

/** `lang` and, where the direction changes from the document's, `dir`. */
export function languageAttributes(lang: string | undefined, docLang: string): string {
  if (!lang) return '';
  const rtl = isRightToLeft(lang);
  const dir = rtl !== isRightToLeft(docLang) ? ` dir="${rtl ? 'rtl' : 'ltr'}"` : '';
  return ` lang="${escapeXml(lang)}" xml:lang="${escapeXml(lang)}"${dir}`;
}

/** The root element's language and direction (`xml:lang` too in XHTML, as EPUB readers want it). */
export function documentLanguageAttributes(lang: string, xhtml: boolean): string {
  const l = escapeXml(lang);
  return ` lang="${l}"${xhtml ? ` xml:lang="${l}"` : ''}${isRightToLeft(lang) ? ' dir="rtl"' : ''}`;
}

export interface MarkupOptions {
  docLang: string;
  /** Id for headings (navigation targets). */
  headingId(index: number): string;
}

/** The markup of blocks; `headingIndex` counts headings across calls (for ids). */
export async function renderBlocks(
  blocks: readonly PlacedBlock[],
  options: MarkupOptions,
  state: { headingIndex: number; tableIndex: number },
): Promise<string> {
  const texts = outputTexts(options.docLang);
  const parts: string[] = [];
  for (const block of blocks) {
    const lang = languageAttributes(block.lang, options.docLang);
    switch (block.kind) {
      case 'heading': {
        const id = options.headingId(state.headingIndex);
        state.headingIndex += 1;
        parts.push(
          `<h${block.level} id="${id}"${lang}>${renderRuns(block.runs)}</h${block.level}>`,
        );
        break;
      }
      case 'paragraph':
        parts.push(`<p${lang}>${renderRuns(block.runs)}</p>`);
        break;
      case 'list':
        parts.push(renderList(block, lang));
        break;
      case 'table': {
        state.tableIndex += 1;
        const caption = block.caption ? `<caption>${renderRuns(block.caption)}</caption>` : '';
        const headerRows: string[] = [];
        const bodyRows: string[] = [];
        let inHead = true;
        for (const row of block.rows) {
          const cells = row
            .map((cell) => {
              const spans =
                ((cell.rowSpan ?? 1) > 1 ? ` rowspan="${cell.rowSpan}"` : '') +
                ((cell.colSpan ?? 1) > 1 ? ` colspan="${cell.colSpan}"` : '');
              return cell.header
                ? `<th scope="${cell.scope ?? 'col'}"${spans}>${renderRuns(cell.runs)}</th>`
                : `<td${spans}>${renderRuns(cell.runs)}</td>`;
            })
            .join('');
          const isHead = inHead && row.every((cell) => cell.header && cell.scope !== 'row');
          if (!isHead) inHead = false;
          (isHead ? headerRows : bodyRows).push(`<tr>${cells}</tr>`);
        }
        const head = headerRows.length ? `<thead>${headerRows.join('')}</thead>` : '';
        const body = bodyRows.length ? `<tbody>${bodyRows.join('')}</tbody>` : '';
        parts.push(`<div class="table"><table${lang}>${caption}${head}${body}</table></div>`);
        break;
      }
      case 'figure': {
        const described = block.alt ? escapeXml(block.alt) : null;
        const caption = block.caption
          ? `<figcaption>${renderRuns(block.caption)}</figcaption>`
          : '';
        if (block.image) {
          const data = await readFile(block.image.file);
          const src = `data:image/png;base64,${data.toString('base64')}`;
          const width = Math.round(block.image.width * (96 / 72));
          if (described) {
            parts.push(
              `<figure${lang}><img src="${src}" alt="${described}" style="max-width:min(100%, ${width}px)"/>${caption}</figure>`,
            );
          } else {
            const placeholder = escapeXml(texts.noDescription(block.page));
            parts.push(
              `<figure${lang}><img src="${src}" alt="" style="max-width:min(100%, ${width}px)"/><figcaption class="no-description">${placeholder}</figcaption></figure>`,
            );
          }
        } else if (described) {
          // A described figure drawn with vector graphics: its description is the content.
          parts.push(`<figure${lang}><p class="figure-text">${described}</p>${caption}</figure>`);
        } else {
          parts.push(`<p class="no-description">${escapeXml(texts.noDescription(block.page))}</p>`);
        }
        break;
      }
      // Recognised text is set apart; what it is is said once, at the document's top.
      case 'ocrStart':
        parts.push('<div class="ocr">');
        break;
      case 'ocrEnd':
        parts.push('</div>');
        break;
    }
  }
  return parts.join('\n');
}

export function headingsOf(blocks: readonly PlacedBlock[]): { level: number; text: string }[] {
  return blocks
    .filter((b): b is Extract<PlacedBlock, { kind: 'heading' }> => b.kind === 'heading')
    .map((b) => ({ level: b.level, text: runsText(b.runs) }));
}

/** A readable stylesheet: the reader's font size (rem), light and dark schemes, wide tables scroll. */
export const STYLESHEET = `
:root { color-scheme: light dark; --text: #1a1a1a; --bg: #ffffff; --muted: #4a4a4a; --link: #0b57d0; --rule: #767676; --note-bg: #f3f3f3; }
@media (prefers-color-scheme: dark) {
  :root { --text: #f0f0f0; --bg: #121212; --muted: #c8c8c8; --link: #8ab4f8; --rule: #9a9a9a; --note-bg: #242424; }
}
html { font-size: 100%; }
body { margin: 0 auto; padding: 1rem; max-width: 45rem; font-family: system-ui, "Noto Sans", "Noto Sans Devanagari", "Noto Sans Telugu", sans-serif; font-size: 1rem; line-height: 1.6; color: var(--text); background: var(--bg); overflow-wrap: break-word; }
h1, h2, h3, h4, h5, h6 { line-height: 1.3; margin: 1.5em 0 0.5em; }
a { color: var(--link); }
img { height: auto; }
figure { margin: 1rem 0; }
figcaption, .no-description, .ocr-note { color: var(--muted); font-style: italic; }
.ocr { border-left: 0.25rem solid var(--rule); padding-left: 0.75rem; }
.ocr-note { background: var(--note-bg); padding: 0.25rem 0.5rem; }
.table { overflow-x: auto; }
table { border-collapse: collapse; margin: 1rem 0; }
th, td { border: 1px solid var(--rule); padding: 0.25rem 0.5rem; text-align: start; vertical-align: top; }
caption { text-align: start; font-weight: bold; padding-bottom: 0.25rem; }
nav ol { padding-inline-start: 1.25rem; }
`.trim();
