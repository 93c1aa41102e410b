// Tesseract's hOCR gives the lines and words the layout reads.
import { hocrLines } from '../../src/conversion/ocr';

describe('hocrLines', () => {
  const hocr = `<div class='ocr_page' id='page_1' title='image "unknown"; bbox 0 0 2481 3509; ppageno 0'>
   <p class='ocr_par' id='par_1_1' lang='eng' title="bbox 224 246 1128 319">
    <span class='ocr_line' id='line_1_1' title="bbox 224 246 1128 319; baseline 0.01 -15; x_size 73; x_descenders 15; x_ascenders 17">
     <span class='ocrx_word' id='word_1_1' title='bbox 224 248 504 304; x_wconf 96'>Fish &amp; chips</span>
     <span class='ocrx_word' id='word_1_2' title='bbox 535 252 796 319; x_wconf 41'>&lt;3</span>
    </span>
   </p>
   <p class='ocr_par' id='par_1_2' lang='eng' title="bbox 226 406 2185 802">
    <span class='ocr_header' id='line_1_2' title="bbox 228 406 2076 455; baseline 0 -10; x_size 49; x_descenders 10; x_ascenders 11">
     <span class='ocrx_word' id='word_1_3' title='bbox 228 406 353 445; x_wconf 90'>Rosa&#39;s</span>
    </span>
   </p></div>`;

  it('reads each line with its baseline and row height, and its words with their boxes', () => {
    const lines = hocrLines(hocr);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toEqual({
      bbox: { x0: 224, y0: 246, x1: 1128, y1: 319 },
      // 15 pixels above the box's bottom at its left end, rising 0.01 a pixel to the right.
      baseline: { x0: 224, y0: 304, x1: 1128, y1: 304 + 0.01 * 904 },
      rowHeight: 73,
      words: [
        { text: 'Fish & chips', confidence: 96, bbox: { x0: 224, y0: 248, x1: 504, y1: 304 } },
        { text: '<3', confidence: 41, bbox: { x0: 535, y0: 252, x1: 796, y1: 319 } },
      ],
    });
    expect(lines[1]!.words.map((w) => w.text)).toEqual(["Rosa's"]);
    expect(lines[1]!.rowHeight).toBe(49);
  });
});
