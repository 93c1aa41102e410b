// Small real PDFs written byte by byte for API tests (fast, no browser): text pages in a standard
// font, and an encrypted one. The converter's own tests use richer PDFs printed by Chromium.

interface PdfOptions {
  title?: string;
  /** Adds an /Encrypt dictionary whose user password is not empty: readers must ask for it. */
  encrypted?: boolean;
}

function escapeText(text: string): string {
  return text.replace(/[\\()]/g, (c) => `\\${c}`);
}

/** A PDF of `pages`, each a list of lines; the first line of each page set large (a heading). */
export function textPdf(pages: string[][], options: PdfOptions = {}): Buffer {
  const objects: string[] = [];
  const add = (body: string) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add('');
  const pagesId = add('');
  const font = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const bold = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>');
  const pageIds: number[] = [];
  for (const lines of pages) {
    const commands = lines
      .map((line, i) =>
        i === 0
          ? `BT /F2 20 Tf 72 760 Td (${escapeText(line)}) Tj ET`
          : `BT /F1 11 Tf 72 ${740 - i * 16} Td (${escapeText(line)}) Tj ET`,
      )
      .join('\n');
    const content = add(
      `<< /Length ${Buffer.byteLength(commands)} >>\nstream\n${commands}\nendstream`,
    );
    pageIds.push(
      add(
        `<< /Type /Page /Parent ${pagesId} 0 R /MediaBox [0 0 612 792] /Contents ${content} 0 R /Resources << /Font << /F1 ${font} 0 R /F2 ${bold} 0 R >> >> >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesId} 0 R >>`;
  objects[pagesId - 1] =
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;
  const info = add(`<< /Title (${escapeText(options.title ?? 'Test document')}) >>`);
  const encrypt = options.encrypted
    ? add(
        `<< /Filter /Standard /V 1 /R 2 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> /P -44 >>`,
      )
    : null;

  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  const id = `<${'0123456789abcdef'.repeat(2)}>`;
  pdf +=
    `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R` +
    (encrypt ? ` /Encrypt ${encrypt} 0 R /ID [${id} ${id}]` : '') +
    ` >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
