// The few words the converter itself writes into a document (placeholders, notes, navigation
// names), in the document's language when we have it, else English.
import type { DocumentModel } from './model';

export interface OutputTexts {
  noDescription(page: number): string;
  /** `pages` as a list of pages and ranges, in this language. */
  ocr(pages: string, count: number): string;
  /** The pages were read in `used` (language names here) though `chosen` was asked for. */
  ocrScript(used: string, chosen: string): string;
  languages: Record<'en' | 'hi' | 'te' | 'ar', string>;
  contents: string;
  /** EPUB accessibility summary. */
  summary: string;
}

const en: OutputTexts = {
  noDescription: (page) => `Image on page ${page}: the original gives no description`,
  ocr: (pages, count) =>
    count === 1
      ? `Page ${pages} was recognised from an image (OCR): it may hold errors.`
      : `Pages ${pages} were recognised from images (OCR): they may hold errors.`,
  ocrScript: (used, chosen) =>
    `Those pages are written in the script of ${used}, so they were read as ${used} rather than ${chosen} as chosen.`,
  languages: { en: 'English', hi: 'Hindi', te: 'Telugu', ar: 'Arabic' },
  contents: 'Contents',
  summary:
    'Converted from PDF with its headings, lists, tables and image descriptions as the original gives them. Images without a description in the original are marked as such; text recognised from images is marked.',
};

const hi: OutputTexts = {
  noDescription: (page) => `पृष्ठ ${page} पर चित्र: मूल दस्तावेज़ में इसका कोई विवरण नहीं है`,
  ocr: (pages) => `पृष्ठ ${pages} चित्र से पहचाना गया (OCR): इसमें त्रुटियाँ हो सकती हैं।`,
  ocrScript: (used, chosen) =>
    `ये पृष्ठ ${used} की लिपि में लिखे हैं, इसलिए इन्हें चुनी गई ${chosen} के बजाय ${used} में पढ़ा गया।`,
  languages: { en: 'अंग्रेज़ी', hi: 'हिन्दी', te: 'तेलुगु', ar: 'अरबी' },
  contents: 'विषय-सूची',
  summary:
    'PDF से रूपांतरित: मूल के शीर्षक, सूचियाँ, तालिकाएँ और चित्र-विवरण जैसे मूल में हैं। जिन चित्रों का मूल में विवरण नहीं है, वे चिह्नित हैं; चित्रों से पहचाना गया पाठ चिह्नित है।',
};

const te: OutputTexts = {
  noDescription: (page) => `పేజీ ${page}లోని చిత్రం: మూల పత్రంలో దీనికి వివరణ లేదు`,
  ocr: (pages) => `పేజీ ${pages} చిత్రం నుండి గుర్తించబడింది (OCR): తప్పులు ఉండవచ్చు.`,
  ocrScript: (used, chosen) =>
    `ఈ పేజీలు ${used} లిపిలో ఉన్నందున, ఎంచుకున్న ${chosen}కి బదులుగా ${used}లో చదవబడ్డాయి.`,
  languages: { en: 'ఇంగ్లీష్', hi: 'హిందీ', te: 'తెలుగు', ar: 'అరబిక్' },
  contents: 'విషయ సూచిక',
  summary:
    'PDF నుండి మార్చబడింది: మూలంలోని శీర్షికలు, జాబితాలు, పట్టికలు, చిత్ర వివరణలు మూలంలో ఉన్నట్లే. మూలంలో వివరణ లేని చిత్రాలు గుర్తించబడ్డాయి; చిత్రాల నుండి గుర్తించిన పాఠ్యం గుర్తించబడింది.',
};

export function outputTexts(lang: string): OutputTexts {
  const primary = lang.toLowerCase().split('-')[0];
  if (primary === 'hi') return hi;
  if (primary === 'te') return te;
  return en;
}

/** "1–3, 5": page numbers with runs of consecutive pages as ranges. */
function pageRanges(pages: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < pages.length;) {
    let j = i;
    while (j + 1 < pages.length && pages[j + 1] === pages[j]! + 1) j += 1;
    parts.push(j > i ? `${pages[i]}–${pages[j]}` : `${pages[i]}`);
    i = j + 1;
  }
  return parts.join(', ');
}

/**
 * What the converter says once at the top of a document (never per page): which pages were read
 * by OCR, and in which language when the pages' script overruled the person's choice.
 */
export function documentNotes(model: DocumentModel): string[] {
  const texts = outputTexts(model.lang);
  const pages = [
    ...new Set(model.blocks.filter((b) => b.kind === 'ocrStart').map((b) => b.page)),
  ].sort((a, b) => a - b);
  if (pages.length === 0) return [];
  const notes = [texts.ocr(pageRanges(pages), pages.length)];
  const switched = model.ocrLanguage;
  if (switched) {
    const name = (lang: string) => texts.languages[lang as keyof OutputTexts['languages']] ?? lang;
    notes.push(texts.ocrScript(switched.used.map(name).join(', '), name(switched.chosen)));
  }
  return notes;
}
