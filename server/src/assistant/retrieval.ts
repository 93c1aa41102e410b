// Search over the knowledge base's passages: BM25 (MiniSearch) on words made comparable across
// the ways people write them. English words are stemmed (Porter: "scholarships", "applying" →
// "scholarship", "appli"); Hindi and Telugu words lose their invisible joiners and variant marks,
// and are also indexed under a light stem without their commonest endings, since both languages
// add case and number endings to words ("कार्ड", "कार्डों"; "కార్డు", "కార్డుకు").
import MiniSearch, { type SearchResult } from 'minisearch';
import { stemmer } from 'stemmer';
import type { Language } from '@nclude/shared/contracts';
import { passagesOf, type KnowledgeDocument, type Passage } from './knowledge';

/** The language of a question, by its script: most letters Devanagari, Telugu, or else English. */
export function scriptLanguage(text: string): Language {
  let devanagari = 0;
  let telugu = 0;
  let latin = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0x0900 && code <= 0x097f) devanagari++;
    else if (code >= 0x0c00 && code <= 0x0c7f) telugu++;
    else if (/\p{Script=Latin}/u.test(char)) latin++;
  }
  if (devanagari > telugu && devanagari >= latin / 2 && devanagari > 0) return 'hi';
  if (telugu > devanagari && telugu >= latin / 2 && telugu > 0) return 'te';
  return 'en';
}

const ENGLISH_STOP_WORDS = new Set(
  `a an and are as at be been being but by can could did do does for from had has have how i if in
  into is it its me my of on or our she should so than that the their them then there these they
  this those to was we were what when where which who whom why will with would you your about any
  get got tell please want need know`.split(/\s+/),
);
const HINDI_STOP_WORDS = new Set(
  `है हैं था थे थी हो होता होती होते और या के का की को में से पर भी तो ही यह वह ये वे इस उस एक
  कि जो क्या कैसे कब कहाँ कहां क्यों मैं मुझे मेरा मेरी हम आप अपना अपनी कर करें करना करने
  लिए लिये साथ बारे तक`.split(/\s+/),
);
const TELUGU_STOP_WORDS = new Set(
  `మరియు లేదా ఒక ఈ ఆ ఏమి ఎలా ఎప్పుడు ఎక్కడ ఎందుకు నేను నా నాకు మీరు మీ మీకు మనం ఇది అది
  కోసం గురించి కూడా ఉంది ఉన్న ఉంటే చేయాలి చేయండి`.split(/\s+/),
);

// Longest first: the first one that leaves a stem of at least two letters is taken off.
const HINDI_ENDINGS = [
  'ियों',
  'ाओं',
  'ाएं',
  'ाएँ',
  'ियाँ',
  'ियां',
  'ाने',
  'ाना',
  'ाती',
  'ाते',
  'ों',
  'ें',
  'ीं',
  'ाँ',
  'ां',
  'ता',
  'ती',
  'ते',
  'ना',
  'ने',
  'नी',
  'ा',
  'े',
  'ी',
  'ि',
  'ु',
  'ू',
  'ो',
];
const TELUGU_ENDINGS = [
  'లకు',
  'లలో',
  'లను',
  'ల్లో',
  'ములు',
  'లో',
  'కు',
  'కి',
  'ను',
  'ని',
  'తో',
  'గా',
  'లు',
  'ల',
  'ను',
  'ు',
  'ి',
  'ం',
];

function stripEnding(word: string, endings: readonly string[]): string {
  for (const ending of endings) {
    if (word.endsWith(ending) && [...word.slice(0, -ending.length)].length >= 2)
      return word.slice(0, -ending.length);
  }
  return word;
}

/** The same letters written the same way: NFC, no joiners or soft hyphens, lower case. */
export function normaliseText(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u200b-\u200d\u00ad\ufeff]/g, '')
    .toLowerCase();
}

/** Words: runs of letters, marks and digits (so Indic vowel signs stay inside their word). */
export function tokenize(text: string): string[] {
  return normaliseText(text)
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** The terms a word is indexed and searched under; none for a stop word. */
export function termsOf(word: string): string[] | null {
  const language = scriptLanguage(word);
  if (language === 'hi') {
    // Nukta and candrabindu are often left out or written as anusvara.
    const plain = word.replace(/\u093c/g, '').replace(/\u0901/g, '\u0902');
    if (HINDI_STOP_WORDS.has(plain)) return null;
    const stem = stripEnding(plain, HINDI_ENDINGS);
    return stem === plain ? [plain] : [plain, stem];
  }
  if (language === 'te') {
    if (TELUGU_STOP_WORDS.has(word)) return null;
    const stem = stripEnding(word, TELUGU_ENDINGS);
    return stem === word ? [word] : [word, stem];
  }
  if (ENGLISH_STOP_WORDS.has(word)) return null;
  // Numbers and codes ("80u", "2016") are kept as they are.
  return [/^[a-z]+$/.test(word) ? stemmer(word) : word];
}

export interface SearchHit {
  document: KnowledgeDocument;
  /** The document's best passages for the question, best first (at most two). */
  passages: Passage[];
  score: number;
  /** Share of the question's terms that the document matched (0..1). */
  coverage: number;
}

interface IndexedPassage {
  key: string;
  title: string;
  heading: string;
  text: string;
  language: Language;
}

/** Search options; the defaults are those measured on the question set (pnpm bench assistant). */
export interface SearchOptions {
  /** Documents to return. */
  limit?: number;
  /** Language whose documents come first; by default the question's own script decides. */
  language?: Language;
}

export class KnowledgeIndex {
  private readonly index: MiniSearch<IndexedPassage>;
  private readonly passages = new Map<string, Passage>();
  readonly documents: readonly KnowledgeDocument[];

  constructor(documents: readonly KnowledgeDocument[]) {
    this.documents = documents;
    this.index = new MiniSearch<IndexedPassage>({
      idField: 'key',
      fields: ['title', 'heading', 'text'],
      storeFields: [],
      tokenize,
      processTerm: (term) => termsOf(term),
    });
    const rows: IndexedPassage[] = [];
    for (const document of documents) {
      for (const passage of passagesOf(document)) {
        this.passages.set(passage.key, passage);
        rows.push({
          key: passage.key,
          title: document.title,
          heading: passage.heading ?? '',
          text: passage.text,
          language: document.language,
        });
      }
    }
    this.index.addAll(rows);
  }

  get passageCount(): number {
    return this.passages.size;
  }

  /** The documents that best answer `question`, best first, with their best passages. */
  search(question: string, options: SearchOptions = {}): SearchHit[] {
    const limit = options.limit ?? 3;
    const language = options.language ?? scriptLanguage(question);
    const queryTerms = new Set(tokenize(question).flatMap((word) => termsOf(word) ?? []));
    if (queryTerms.size === 0) return [];
    const results: SearchResult[] = this.index.search(question, {
      boost: { title: 2, heading: 1.5, text: 1 },
      prefix: (term) => [...term].length >= 4,
      fuzzy: (term) => ([...term].length >= 6 ? 0.15 : false),
      boostDocument: (key) =>
        (this.passages.get(String(key))?.document.language ?? language) === language ? 1.5 : 1,
    });
    const byDocument = new Map<string, SearchHit>();
    for (const result of results) {
      const passage = this.passages.get(String(result.id))!;
      const documentKey = `${passage.document.language}/${passage.document.id}`;
      const matched = new Set(result.queryTerms.filter((term) => queryTerms.has(term)));
      const coverage = matched.size / queryTerms.size;
      const hit = byDocument.get(documentKey);
      if (!hit) {
        byDocument.set(documentKey, {
          document: passage.document,
          passages: [passage],
          score: result.score,
          coverage,
        });
      } else {
        if (hit.passages.length < 2) hit.passages.push(passage);
        hit.coverage = Math.max(hit.coverage, coverage);
      }
    }
    // Documents in the question's language answer it; others only when none of those match (a
    // Hindi question about something written only in English).
    const hits = [...byDocument.values()];
    const own = hits.filter((hit) => hit.document.language === language);
    return (own.length > 0 ? own : hits).slice(0, limit);
  }
}
