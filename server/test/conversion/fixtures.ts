// PDFs with a known structure for the converter's tests, printed by Chromium (Debian's, through
// playwright-core) from HTML written here: tagged and untagged, two columns with running headers,
// tables, lists, Hindi and Telugu, an image with and without alternate text, a scanned page, and
// hand-written broken files (encrypted, damaged, empty, not a PDF).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../fixtures/chromium';

export interface Fixtures {
  tagged: string;
  untagged: string;
  /** Borderless tables and nested lists, untagged. */
  extrasUntagged: string;
  /** The same page, tagged. */
  extrasTagged: string;
  twoColumn: string;
  twentyPages: string;
  scanned: string;
  indic: string;
  blank: string;
  encrypted: string;
  damaged: string;
  /** A page tree that contains itself. */
  loopingPages: string;
  /** The scanned page turned a quarter clockwise, as a sheet fed sideways. */
  scannedSideways: string;
  /** A scanned table of country names in English and in Telugu. */
  scannedMixed: string;
  /** A scanned form: a ruled table with merged cells, set 2 degrees askew. */
  scannedRuled: string;
  /** A scanned notice in Arabic. */
  scannedArabic: string;
  /** Hindi typed in a legacy font: Devanagari drawn, Latin codes in the text layer. */
  legacyHindi: string;
  notPdf: string;
  zeroBytes: string;
}

/** A small PNG (a red square with a dark border), drawn by Chromium. */
async function squarePng(browser: Browser): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 120, height: 80 } });
  await page.setContent(
    '<body style="margin:0"><div style="width:120px;height:80px;background:#c00;border:6px solid #222;box-sizing:border-box"></div></body>',
  );
  const png = await page.screenshot({ type: 'png' });
  await page.close();
  return png;
}

export const STYLE = `body { font-family: "DejaVu Serif", serif; font-size: 12pt; line-height: 1.4; }
h1 { font-size: 24pt; } h2 { font-size: 18pt; } h3 { font-size: 14pt; }
table { border-collapse: collapse; } th, td { border: 1px solid #000; padding: 4px 8px; }`;

export const STRUCTURED_BODY = (image: string) => `
<h1>Annual Access Report</h1>
<p>This report describes how the service helps readers with print disabilities reach documents.</p>
<h2>Services offered</h2>
<ul><li>Document conversion</li><li>Audio description</li><li>Braille transcription</li></ul>
<h2>Steps to request</h2>
<ol><li>Sign in to the portal</li><li>Upload the document</li><li>Download the result</li></ol>
<h3>Figures for the year</h3>
<table>
<caption>Requests by quarter</caption>
<thead><tr><th>Quarter</th><th>Requests</th><th>Completed</th></tr></thead>
<tbody><tr><td>First</td><td>120</td><td>118</td></tr><tr><td>Second</td><td>140</td><td>139</td></tr></tbody>
</table>
<p>Read more at <a href="https://example.org/report">the report page</a>.</p>
<img src="${image}" alt="A red square with a dark border" width="120" height="80">
<img src="${image}" alt="" width="60" height="40" style="margin-left:20px">
<h2>Closing words</h2>
<p>We thank every volunteer who reviewed the converted documents this year.</p>`;

/** Tables without ruling lines (one with a bold header and a name wrapped onto a second line, one
 * with a plain header over numbers, one with no header to be sure of) and lists nested two deep,
 * bulleted and numbered. */
export const EXTRAS_BODY = `
<h1>Branch Services</h1>
<p>Each branch keeps its own hours, listed in the table below without any borders.</p>
<table class="plain hours">
<thead><tr><th>Branch</th><th>Opens</th><th>Closes</th><th>Staff</th></tr></thead>
<tbody>
<tr><td>Central Library</td><td>09:00</td><td>18:00</td><td>24</td></tr>
<tr><td>North Reading Room</td><td>10:00</td><td>17:00</td><td>8</td></tr>
<tr><td>Riverside</td><td>08:30</td><td>16:30</td><td>11</td></tr>
</tbody></table>
<p>Loans by format, counted in the spring.</p>
<table class="plain">
<tr><td>Format</td><td>Loans</td></tr>
<tr><td>Large print</td><td>310</td></tr>
<tr><td>Braille</td><td>95</td></tr>
<tr><td>Audio</td><td>402</td></tr>
</table>
<p>Contacts for each service.</p>
<table class="plain">
<tr><td>Braille</td><td>Asha Rao</td></tr>
<tr><td>Audio</td><td>Vikram Das</td></tr>
<tr><td>Large print</td><td>Meera Iyer</td></tr>
</table>
<h2>Collections</h2>
<ul><li>Books<ul><li>Large print editions</li><li>Braille volumes</li></ul></li><li>Recordings<ol><li>Talking books</li><li>Podcasts</li></ol></li><li>Tactile maps</li></ul>
<p>All collections can be borrowed for three weeks.</p>`;

export const EXTRAS_STYLE =
  '.plain, .plain th, .plain td { border: none; } .plain th, .plain td { padding: 2px 28px 2px 0; text-align: left; } .plain { margin: 0.5em 0; } .hours td:first-child { width: 8.5em; }';

const COLUMN_TEXT = (n: number) =>
  `Column paragraph ${n} explains one idea in plain words so that the reading order can be checked across both columns of the page without doubt.`;

/** Prints `html` to the PDF `file` with Chromium (A4, backgrounds), as the tests' fixtures and the bench's corpus are made. */
export async function pdf(
  browser: Browser,
  html: string,
  file: string,
  options: Record<string, unknown> = {},
) {
  const page = await browser.newPage();
  await page.setContent(html, { waitUntil: 'load' });
  await page.pdf({ path: file, format: 'A4', printBackground: true, ...options });
  await page.close();
}

/** A PDF written object by object, with its cross-reference table. */
function handWrittenPdf(objects: string[], trailer: string): Buffer {
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailer}>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A minimal PDF encrypted with a user password (RC4, revision 2): readers must ask for it. */
function encryptedPdf(): Buffer {
  return handWrittenPdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
      `<< /Filter /Standard /V 1 /R 2 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> /P -4 >>`,
    ],
    `/Encrypt 4 0 R /ID [<${'01'.repeat(16)}> <${'01'.repeat(16)}>] `,
  );
}

/** A PDF whose page tree lists itself among its kids: it opens, but its pages never resolve. */
function loopingPagesPdf(): Buffer {
  const text = 'BT /F1 12 Tf 72 700 Td (A page nobody reaches) Tj ET';
  return handWrittenPdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 2 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
      `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ],
    '',
  );
}

/** `body` drawn as an A4 page image at 150 dpi and printed as an image-only PDF, turned `degrees`. */
async function scannedPdf(browser: Browser, body: string, file: string, degrees = 0) {
  const shot = await browser.newPage({ viewport: { width: 1240, height: 1754 } });
  await shot.setContent(body);
  const scan = await shot.screenshot({ type: 'png' });
  await shot.close();
  await pdf(
    browser,
    `<!DOCTYPE html><html><head><style>@page { margin: 0 } body { margin: 0; overflow: hidden }</style></head><body><img src="data:image/png;base64,${scan.toString('base64')}" style="width:210mm;height:296mm;display:block;transform:rotate(${degrees}deg)"></body></html>`,
    file,
    { tagged: false },
  );
}

export async function makeFixtures(dir: string): Promise<Fixtures> {
  const browser = await launchChromium();
  try {
    const png = await squarePng(browser);
    const image = `data:image/png;base64,${png.toString('base64')}`;
    const f = (name: string) => path.join(dir, name);
    const doc = (body: string, extra = '') =>
      `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Annual Access Report</title><style>${STYLE}${extra}</style></head><body>${body}</body></html>`;

    // Chromium prints the pages side by side: the fixtures are ready sooner.
    const jobs: Promise<void>[] = [];
    const print = (...args: Parameters<typeof pdf>) => {
      jobs.push(pdf(...args));
    };
    print(browser, doc(STRUCTURED_BODY(image)), f('tagged.pdf'), { tagged: true });
    print(browser, doc(STRUCTURED_BODY(image)), f('untagged.pdf'), { tagged: false });

    print(browser, doc(EXTRAS_BODY, EXTRAS_STYLE), f('extras-untagged.pdf'), {
      tagged: false,
    });
    print(browser, doc(EXTRAS_BODY, EXTRAS_STYLE), f('extras-tagged.pdf'), { tagged: true });

    const columns = Array.from({ length: 8 }, (_, i) => `<p>${COLUMN_TEXT(i + 1)}</p>`).join('');
    print(
      browser,
      doc(
        `<h1>Two Column Study</h1><div class="cols">${columns}<p>A long word at a line end: accessi&shy;bility and read&shy;ability matter.</p></div>`,
        '.cols { column-count: 2; column-gap: 3em; } p { margin: 0 0 0.8em; hyphens: manual; }',
      ),
      f('two-column.pdf'),
      {
        tagged: false,
        displayHeaderFooter: true,
        headerTemplate:
          '<div style="font-size:9px;width:100%;text-align:center">Nclude Study Header</div>',
        footerTemplate:
          '<div style="font-size:9px;width:100%;text-align:center"><span class="pageNumber"></span></div>',
        margin: { top: '60px', bottom: '60px', left: '40px', right: '40px' },
      },
    );

    const pages = Array.from(
      { length: 20 },
      (_, i) =>
        `<h2>Chapter ${i + 1}</h2>${Array.from({ length: 6 }, (_, j) => `<p>${COLUMN_TEXT(i * 6 + j)} ${COLUMN_TEXT(j)}</p>`).join('')}<div style="break-after:page"></div>`,
    ).join('');
    print(browser, doc(`<h1>Long Text</h1>${pages}`), f('twenty.pdf'), { tagged: false });

    print(
      browser,
      `<!DOCTYPE html><html lang="hi"><head><meta charset="utf-8"><title>भाषा</title><style>${STYLE}</style></head><body>
<h1>हिंदी और तेलुगु</h1>
<p>भारत एक विशाल देश है। यहाँ अनेक भाषाएँ बोली जाती हैं और हर भाषा की अपनी लिपि है। दुनिया के लोग इसकी विविधता को पसंद करते हैं।</p>
<p lang="te">తెలుగు భాష దక్షిణ భారతదేశంలో మాట్లాడే భాష. ఇది చాలా అందమైన లిపిని కలిగి ఉంది.</p>
</body></html>`,
      f('indic.pdf'),
      { tagged: false },
    );

    // A scanned page: the text only as pixels, printed as one full-page image at 300 dpi (the
    // resolution OCR reads at, so its pixels are read as they are, and turned when sideways).
    jobs.push(
      (async () => {
        const shot = await browser.newPage({
          viewport: { width: 1240, height: 1754 },
          deviceScaleFactor: 2,
        });
        await shot.setContent(
          `<body style="margin:90px;font-family:'DejaVu Serif',serif;font-size:30px;line-height:1.5"><h1 style="font-size:56px">Scanned Notice</h1><p>The library opens at nine in the morning and closes at six in the evening on every working day.</p><p>Members may borrow four books at a time.</p></body>`,
        );
        const scan = await shot.screenshot({ type: 'png' });
        await shot.setViewportSize({ width: 1754, height: 1240 });
        await shot.setContent(
          `<body style="margin:0"><img src="data:image/png;base64,${scan.toString('base64')}" style="display:block;width:1240px;height:1754px;transform-origin:0 0;transform:translate(1754px,0) rotate(90deg)"></body>`,
        );
        const sideways = await shot.screenshot({ type: 'png' });
        await shot.close();
        await pdf(
          browser,
          `<!DOCTYPE html><html><head><style>@page { margin: 0 } body { margin: 0 }</style></head><body><img src="data:image/png;base64,${sideways.toString('base64')}" style="width:296mm;height:209mm;display:block"></body></html>`,
          f('scanned-sideways.pdf'),
          { tagged: false, landscape: true },
        );
        await pdf(
          browser,
          `<!DOCTYPE html><html><head><style>@page { margin: 0 } body { margin: 0 }</style></head><body><img src="data:image/png;base64,${scan.toString('base64')}" style="width:210mm;height:296mm;display:block"></body></html>`,
          f('scanned.pdf'),
          { tagged: false },
        );
      })(),
    );

    // A scanned table whose rows hold a name in English and in Telugu.
    const names = [
      ['India', 'భారతదేశం'],
      ['Brazil', 'బ్రెజిల్'],
      ['Canada', 'కెనడా'],
      ['Bhutan', 'భూటాన్'],
      ['Botswana', 'బోస్వానా'],
    ];
    const nameRows = names
      .map(([en, te]) => `<tr><td style="padding:8px 60px 8px 0">${en}</td><td>${te}</td></tr>`)
      .join('');
    jobs.push(
      scannedPdf(
        browser,
        `<body style="margin:90px;font-family:'DejaVu Sans',sans-serif;font-size:30px;line-height:1.5"><h1 style="font-size:48px">Country names</h1><table style="border-collapse:collapse">${nameRows}</table></body>`,
        f('scanned-mixed.pdf'),
      ),
    );

    // A scanned ruled table with a merged header and a merged column, fed 2 degrees askew.
    const td = 'style="border:3px solid #000;padding:10px 16px"';
    jobs.push(
      scannedPdf(
        browser,
        `<body style="margin:120px;font-family:'DejaVu Sans',sans-serif;font-size:28px"><p>Opening hours of the branches</p><table style="border-collapse:collapse"><tr><td ${td} colspan="2">Branch and day</td><td ${td}>Opens</td><td ${td}>Closes</td></tr><tr><td ${td} rowspan="2">Central</td><td ${td}>Monday</td><td ${td}>09:00</td><td ${td}>18:00</td></tr><tr><td ${td}>Saturday</td><td ${td}>10:00</td><td ${td}>14:00</td></tr><tr><td ${td}>Riverside</td><td ${td}>Monday</td><td ${td}>08:30</td><td ${td}>17:00</td></tr></table></body>`,
        f('scanned-ruled.pdf'),
        2,
      ),
    );

    // A scanned notice in Arabic (right to left).
    jobs.push(
      scannedPdf(
        browser,
        `<body dir="rtl" style="margin:90px;font-family:'DejaVu Sans',sans-serif;font-size:34px;line-height:1.6"><p>تفتح المكتبة أبوابها في التاسعة صباحا وتغلق في السادسة مساء.</p><p>يمكن للأعضاء استعارة أربعة كتب في كل مرة.</p></body>`,
        f('scanned-arabic.pdf'),
      ),
    );

    // Hindi in a legacy font (legacy-font/make.py): the page shows भारत एक विशाल देश है and
    // यह मेरा घर है; the PDF's text is the Latin codes typed.
    const legacyFont = (
      await readFile(path.join(__dirname, 'legacy-font', 'krutidev-like.ttf'))
    ).toString('base64');
    print(
      browser,
      `<!DOCTYPE html><html lang="hi"><head><meta charset="utf-8"><title>Notice</title><style>@font-face { font-family: Legacy; src: url(data:font/ttf;base64,${legacyFont}); } body { font-family: Legacy; font-size: 28pt; }</style></head><body><p>Hkjr ,d fo'ky ns' gS</p><p>;g esjk ?j gS</p></body></html>`,
      f('legacy-hindi.pdf'),
      { tagged: false },
    );

    print(browser, '<!DOCTYPE html><html><body></body></html>', f('blank.pdf'));
    await Promise.all(jobs);
    await writeFile(f('encrypted.pdf'), encryptedPdf());
    await writeFile(
      f('damaged.pdf'),
      Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Cat'), Buffer.alloc(200, 0x41)]),
    );
    await writeFile(f('looping-pages.pdf'), loopingPagesPdf());
    await writeFile(f('not-pdf.pdf'), 'PK\u0003\u0004 this is a zip archive renamed to .pdf');
    await writeFile(f('zero.pdf'), '');
    return {
      tagged: f('tagged.pdf'),
      untagged: f('untagged.pdf'),
      extrasUntagged: f('extras-untagged.pdf'),
      extrasTagged: f('extras-tagged.pdf'),
      twoColumn: f('two-column.pdf'),
      twentyPages: f('twenty.pdf'),
      scanned: f('scanned.pdf'),
      indic: f('indic.pdf'),
      blank: f('blank.pdf'),
      encrypted: f('encrypted.pdf'),
      damaged: f('damaged.pdf'),
      loopingPages: f('looping-pages.pdf'),
      scannedSideways: f('scanned-sideways.pdf'),
      scannedMixed: f('scanned-mixed.pdf'),
      scannedRuled: f('scanned-ruled.pdf'),
      scannedArabic: f('scanned-arabic.pdf'),
      legacyHindi: f('legacy-hindi.pdf'),
      notPdf: f('not-pdf.pdf'),
      zeroBytes: f('zero.pdf'),
    };
  } finally {
    await browser.close();
  }
}
