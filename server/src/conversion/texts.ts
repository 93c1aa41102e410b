// The few words the converter itself writes into a document (placeholders, notes, navigation
// names), in the document's language when we have it, else English.

export interface OutputTexts {
  noDescription(page: number): string;
  ocrStart(page: number): string;
  ocrEnd(page: number): string;
  contents: string;
  /** EPUB accessibility summary. */
  summary: string;
}

const en: OutputTexts = {
  noDescription: (page) => `Image on page ${page}: the original gives no description`,
  ocrStart: (page) =>
    `Text of page ${page} recognised from an image (OCR); it may contain recognition errors.`,
  ocrEnd: (page) => `End of recognised text of page ${page}.`,
  contents: 'Contents',
  summary:
    'Converted from PDF with its headings, lists, tables and image descriptions as the original gives them. Images without a description in the original are marked as such; text recognised from images is marked.',
};

const hi: OutputTexts = {
  noDescription: (page) => `पृष्ठ ${page} पर चित्र: मूल दस्तावेज़ में इसका कोई विवरण नहीं है`,
  ocrStart: (page) =>
    `पृष्ठ ${page} का पाठ चित्र से पहचाना गया है (OCR); इसमें पहचान की त्रुटियाँ हो सकती हैं।`,
  ocrEnd: (page) => `पृष्ठ ${page} के पहचाने गए पाठ का अंत।`,
  contents: 'विषय-सूची',
  summary:
    'PDF से रूपांतरित: मूल के शीर्षक, सूचियाँ, तालिकाएँ और चित्र-विवरण जैसे मूल में हैं। जिन चित्रों का मूल में विवरण नहीं है, वे चिह्नित हैं; चित्रों से पहचाना गया पाठ चिह्नित है।',
};

const te: OutputTexts = {
  noDescription: (page) => `పేజీ ${page}లోని చిత్రం: మూల పత్రంలో దీనికి వివరణ లేదు`,
  ocrStart: (page) => `పేజీ ${page} పాఠ్యం చిత్రం నుండి గుర్తించబడింది (OCR); ఇందులో గుర్తింపు తప్పులు ఉండవచ్చు.`,
  ocrEnd: (page) => `పేజీ ${page} గుర్తించిన పాఠ్యం ముగింపు.`,
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
