// Reads a resume's document model (the PDF converter's output, blocks in reading order) into a
// ParsedResume the person then reviews ("What we understood"). Pure and synchronous: rules over
// the text, no model, no I/O.
//
// The converter gives blocks, not a resume's layout: a bold job title may come as a heading of any
// level, several printed lines may come joined into one paragraph, a date set flush right may land
// a few blocks later (reading order across what looks like a column), and recognised (OCR) pages
// bring stray characters and bullets read as "«" or "e". The rules below are written for that.
import type {
  ParsedResume,
  ResumeEducation,
  ResumeExperience,
  ResumePeriod,
  ResumeProject,
} from '@nclude/shared/api-schemas';
import { runsText, type DocumentModel, type List, type Run } from '../conversion/model';

// ---------------------------------------------------------------------------------------------
// Lines: the model flattened into the units the rules read.
// ---------------------------------------------------------------------------------------------

interface Line {
  text: string;
  kind: 'heading' | 'paragraph' | 'item' | 'row';
  /** Heading level, or the nesting depth of a list item (0 = top level). */
  level: number;
  /** A list item with a nested list under it. */
  parent: boolean;
  /** Recognised from an image: may hold OCR errors. */
  ocr: boolean;
  hrefs: string[];
  /** Table rows: the cells' texts and whether the row is a header row. */
  cells?: string[];
  headerRow?: boolean;
  /** Position in the document, to put displaced dates back in order. */
  index: number;
}

const BULLET_GLYPHS = '•◦▪▫●○■□‣⁃∙·*➢►✓✔»«';
/** Characters OCR reads a round bullet as, when followed by a space at the start of a line. */
const OCR_BULLET = /^[eo°©¢«»*+•·■>~-]\s+(?=\S)/u;

function clean(text: string): string {
  return (
    text
      .normalize('NFKC')
      .replace(/[\u200b-\u200d\ufeff\u00ad]/g, '')
      .replace(/\s+/g, ' ')
      // OCR often spaces out the parts of an address: "name @ example.org", "name@example .org".
      .replace(/([\w.+-])\s*@\s*([\w-])/g, '$1@$2')
      .trim()
  );
}

function hrefsOf(runs: readonly Run[]): string[] {
  return runs.map((r) => r.href).filter((h): h is string => Boolean(h));
}

function modelLines(model: DocumentModel): Line[] {
  const lines: Line[] = [];
  let ocr = false;
  const push = (line: Omit<Line, 'index' | 'ocr'>) => {
    let text = clean(line.text);
    const kind = line.kind;
    let bulleted = /^[«»•●▪■]/u.test(text);
    if (ocr && kind !== 'row') {
      // A recognised bullet: the converter only knows typed and drawn bullet glyphs.
      const bullet = OCR_BULLET.exec(text);
      if (bullet && kind !== 'heading') {
        text = text.slice(bullet[0].length);
        bulleted = true;
      }
      text = text
        .replace(/^[|_~`'"]+\s*/, '')
        .replace(/\s*[|_~`]+$/, '')
        // The pronoun "I" read as a bar, inside a sentence.
        .replace(/(?<=[\p{Ll},;.] )\|(?= \p{Ll}+(?:[\s,;]|$))/gu, 'I');
    }
    if (!text) return;
    if (bulleted && kind !== 'row') {
      // Several bulleted lines read as one ("« Cash Handling e MS Excel « Finacle"): items again.
      const separator = ocr ? /\s[«»•●▪■*+eo]\s(?=\p{Lu})/u : /\s[«»•●▪■]\s/u;
      const parts = text
        .replace(/^[«»•●▪■]\s*/u, '')
        .split(separator)
        .map((p) => p.trim())
        .filter(Boolean);
      for (const part of parts) {
        lines.push({ ...line, text: part, kind: 'item', ocr, index: lines.length });
      }
      return;
    }
    lines.push({ ...line, text, kind, ocr, index: lines.length });
  };
  const pushList = (list: List, depth: number) => {
    for (const item of list.items) {
      push({
        text: runsText(item.runs),
        kind: 'item',
        level: depth,
        parent: Boolean(item.sublist),
        hrefs: hrefsOf(item.runs),
      });
      if (item.sublist) pushList(item.sublist, depth + 1);
    }
  };
  for (const block of model.blocks) {
    switch (block.kind) {
      case 'ocrStart':
        ocr = true;
        break;
      case 'ocrEnd':
        ocr = false;
        break;
      case 'heading':
      case 'paragraph':
        push({
          text: runsText(block.runs),
          kind: block.kind,
          level: block.kind === 'heading' ? block.level : 0,
          parent: false,
          hrefs: hrefsOf(block.runs),
        });
        break;
      case 'list':
        pushList(block, 0);
        break;
      case 'table':
        for (const row of block.rows) {
          const cells = row.map((cell) => clean(runsText(cell.runs)));
          if (cells.every((c) => !c)) continue;
          push({
            text: cells.filter(Boolean).join(' | '),
            kind: 'row',
            level: 0,
            parent: false,
            hrefs: row.flatMap((cell) => hrefsOf(cell.runs)),
            cells,
            headerRow: row.every((cell) => cell.header),
          });
        }
        break;
      case 'figure':
        break;
    }
  }
  return lines;
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

// ---------------------------------------------------------------------------------------------
// Sections
// ---------------------------------------------------------------------------------------------

export type ResumeSection =
  | 'summary'
  | 'skills'
  | 'experience'
  | 'education'
  | 'projects'
  | 'certifications'
  | 'languages'
  /** Contact or personal details: read for contact fields only. */
  | 'contact'
  /** A section the resume model has no field for (hobbies, declaration, references…). */
  | 'other';

const SECTION_NAMES: Record<Exclude<ResumeSection, 'other'>, string[]> = {
  summary: [
    'summary',
    'profile',
    'objective',
    'career objective',
    'about me',
    'professional summary',
    'profile summary',
    'professional profile',
    'career summary',
    'career profile',
    'executive summary',
    'summary of qualifications',
    'about',
  ],
  skills: [
    'skills',
    'technical skills',
    'key skills',
    'core competencies',
    'competencies',
    'skills and tools',
    'skills and abilities',
    'skill set',
    'skillset',
    'areas of expertise',
    'expertise',
    'tools',
    'tools and technologies',
    'technologies',
  ],
  experience: [
    'experience',
    'work experience',
    'professional experience',
    'employment history',
    'employment',
    'work history',
    'career history',
    'internships',
    'internship',
    'internship experience',
    'experience and internships',
  ],
  education: [
    'education',
    'academic qualifications',
    'educational qualifications',
    'educational qualification',
    'academic qualification',
    'qualifications',
    'educational background',
    'academic background',
    'academic details',
    'academic profile',
    'academics',
    'education and training',
    'scholastic profile',
  ],
  projects: ['projects', 'academic projects', 'personal projects', 'key projects', 'project work'],
  certifications: [
    'certifications',
    'certificates',
    'certification',
    'courses',
    'training',
    'trainings',
    'courses and certifications',
    'certifications and courses',
    'licenses and certifications',
    'training and certifications',
    'professional training',
    'online courses',
  ],
  languages: [
    'languages',
    'languages known',
    'language',
    'language proficiency',
    'spoken languages',
  ],
  contact: [
    'contact',
    'contact details',
    'contact information',
    'contact info',
    'personal details',
    'personal information',
    'personal data',
    'personal profile',
  ],
};

/** Sections with no field: recognised only so that their lines go nowhere. */
const OTHER_NAMES = [
  'hobbies',
  'interests',
  'hobbies and interests',
  'declaration',
  'references',
  'reference',
  'achievements',
  'awards',
  'awards and achievements',
  'honours',
  'honors',
  'accomplishments',
  'extra curricular activities',
  'extracurricular activities',
  'co curricular activities',
  'activities',
  'strengths',
  'publications',
  'additional information',
  'other details',
  'positions of responsibility',
  'volunteering',
  'accessibility needs',
  'workplace accommodations',
];

/** The last word of a short title is enough for these ("IT Skills", "Teaching Experience"). */
const SECTION_LAST_WORDS: [RegExp, ResumeSection][] = [
  [/^(?:\w+ ){0,2}(?:skills|competencies|proficiency)$/, 'skills'],
  [/^(?:\w+ ){0,2}experience$/, 'experience'],
  [/^(?:\w+ ){0,1}projects$/, 'projects'],
  [/^(?:\w+ ){0,1}(?:certifications|certificates)$/, 'certifications'],
];

function titleKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Levenshtein distance, stopping early once above `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const value = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** Close enough to a name to be it misread: one slip in a word, two in a long title. */
function nearly(key: string, name: string): boolean {
  if (key === name) return true;
  const max = name.length >= 12 ? 2 : name.length >= 6 ? 1 : 0;
  return max > 0 && distance(key, name, max) <= max;
}

/**
 * The section a title names ("Work Experience:", "TECHNICAL SKILLS", "Hobbies"), or null when the
 * text is not a section title. Case, a trailing colon and stray punctuation do not count; small
 * misreadings (OCR) do not either.
 */
export function sectionOf(text: string): ResumeSection | null {
  let key = titleKey(text);
  // Letter-spaced titles ("E D U C A T I O N"): compared without any spaces.
  const spaced = /^(?:\p{L} )+\p{L}$/u.test(key);
  const squeeze = (name: string) => (spaced ? name.replace(/ /g, '') : name);
  if (spaced) key = squeeze(key);
  if (!key || key.split(' ').length > 6) return null;
  const matches = (name: string) => nearly(key, squeeze(name));
  for (const [section, names] of Object.entries(SECTION_NAMES) as [ResumeSection, string[]][]) {
    if (names.some(matches)) return section;
  }
  if (OTHER_NAMES.some(matches)) return 'other';
  for (const [pattern, section] of SECTION_LAST_WORDS) if (pattern.test(key)) return section;
  return null;
}

/** A block that can be a section title: a heading, or a paragraph of five words at most. */
function titleCandidate(line: Line): boolean {
  if (line.kind === 'item' || line.kind === 'row') return false;
  const words = wordCount(line.text);
  return line.kind === 'heading' ? words <= 6 : words <= 5;
}

/** "Skills: Python, SQL": a section's name as a label, its content on the same line. */
function labelledSection(text: string): { section: ResumeSection; rest: string } | null {
  const match = /^([^:]{2,40}?)\s*[:：]\s*(\S.*)$/u.exec(text);
  if (!match) return null;
  const section = sectionOf(match[1]!);
  return section && section !== 'contact' && section !== 'other'
    ? { section, rest: match[2]! }
    : null;
}

function isAllCaps(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length >= 4 && letters === letters.toUpperCase() && /\p{Lu}/u.test(letters);
}

// ---------------------------------------------------------------------------------------------
// Periods
// ---------------------------------------------------------------------------------------------

const MONTHS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;
const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const YEAR = '(?:19[5-9]\\d|20\\d\\d)';
/** One date: "Jun 2019", "June, 2019", "Jun'19", "03/2019", "2019". */
const DATE = `(?:${MONTH}[\\s,\\-]*(?:${YEAR}|['’]\\s?\\d{2})|(?:0?[1-9]|1[0-2])\\s?[/.\\-]\\s?${YEAR}|${YEAR})`;
const NOW =
  '(?:present|current(?:ly)?|now|till\\s+(?:date|now|today)|to\\s*date|today|ongoing|continuing|date)';
const DASH = '(?:[-–—~→]+|to|till|until|through|thru)';

const RANGE = new RegExp(
  `(?<![\\p{L}\\p{N}/.\\-])(${DATE})\\s*${DASH}\\s*(${DATE}|${NOW}|\\d{2}(?!\\s?%))(?![\\p{L}\\p{N}]|[/.]\\d)`,
  'iu',
);
const SINCE = new RegExp(
  `(?:\\b(?:since|from)\\s+(${DATE})(?!\\s*${DASH})|(?<![\\p{L}\\p{N}/.\\-])(${DATE})\\s+(?:onwards|till\\s+date|to\\s+date))(?![\\p{L}\\p{N}])`,
  'iu',
);
const SINGLE = new RegExp(
  `(?<![\\p{L}\\p{N}/.\\-])(${DATE})(?![\\p{L}\\p{N}%]|[/.\\-]\\d|\\s?%)`,
  'iu',
);

interface DatePart {
  value: string;
  /** A month was given. */
  month: boolean;
  year: number;
}

function twoDigitYear(yy: number): number {
  // No resume in this portal predates 1951 or looks past 2050.
  return yy <= 50 ? 2000 + yy : 1900 + yy;
}

function readDate(text: string): DatePart | null {
  const t = text.trim().toLowerCase();
  const named = new RegExp(`^(${MONTH})[\\s,\\-]*(?:(${YEAR})|['’]\\s?(\\d{2}))$`, 'i').exec(t);
  if (named) {
    const month = MONTHS.findIndex((m) => named[1]!.startsWith(m)) + 1;
    const year = named[2] ? Number(named[2]) : twoDigitYear(Number(named[3]));
    return { value: `${year}-${String(month).padStart(2, '0')}`, month: true, year };
  }
  const numeric = new RegExp(`^(0?[1-9]|1[0-2])\\s?[/.\\-]\\s?(${YEAR})$`).exec(t);
  if (numeric) {
    const year = Number(numeric[2]);
    return { value: `${year}-${numeric[1]!.padStart(2, '0')}`, month: true, year };
  }
  const bare = new RegExp(`^(${YEAR})$`).exec(t);
  return bare ? { value: bare[1]!, month: false, year: Number(bare[1]) } : null;
}

interface FoundPeriod {
  period: ResumePeriod;
  /** Where the period's text is in the searched text. */
  index: number;
  length: number;
  /**
   * 3: a range ("2018 – 2020", "Jun 2019 – Present"); 2: a single month and year, or "since";
   * 1: a bare year, which may as well be a number in a sentence.
   */
  strength: 1 | 2 | 3;
}

function findPeriod(text: string): FoundPeriod | null {
  const range = RANGE.exec(text);
  if (range) {
    const start = readDate(range[1]!);
    const endText = range[2]!;
    const isNow = new RegExp(`^${NOW}$`, 'i').test(endText.trim());
    let end: string | null = null;
    if (!isNow) {
      if (/^\d{2}$/.test(endText) && start) {
        // "2018-20": the century of the start (an academic year "2019-20"); a course lasts a few
        // years at most, so "2012 — 89" is a year and a number, not a range.
        let year = Math.floor(start.year / 100) * 100 + Number(endText);
        if (year < start.year) year += 100;
        end = year - start.year <= 6 && !start.month ? String(year) : null;
      } else {
        end = readDate(endText)?.value ?? null;
      }
    }
    if (start && (isNow || end)) {
      return {
        period: { text: range[0].trim(), start: start.value, end, current: isNow },
        index: range.index,
        length: range[0].length,
        strength: 3,
      };
    }
  }
  const since = SINCE.exec(text);
  if (since) {
    const start = readDate((since[1] ?? since[2])!);
    if (start) {
      return {
        period: { text: since[0].trim(), start: start.value, end: null, current: true },
        index: since.index,
        length: since[0].length,
        strength: 2,
      };
    }
  }
  const single = SINGLE.exec(text);
  if (single) {
    const date = readDate(single[1]!);
    if (date) {
      // A single date is when the study or work ended ("Year of passing: 2021").
      return {
        period: { text: single[0].trim(), start: null, end: date.value, current: false },
        index: single.index,
        length: single[0].length,
        strength: date.month ? 2 : 1,
      };
    }
  }
  return null;
}

/**
 * The first period in `text` ("Jun 2019 – Present", "2018 - 2020", "Jan 2020 to Mar 2022",
 * "03/2019 – 12/2021", "since 2019", "2021"), as written and as "YYYY-MM" / "YYYY" dates; null
 * when there is none. A range ending "Present", "Current", "till date" or "now" is current, with no
 * end; a single date is taken as the end (a year of passing).
 */
export function parsePeriod(text: string): ResumePeriod | null {
  return findPeriod(clean(text))?.period ?? null;
}

/** The text around a period, with the separators that joined them removed. */
function withoutPeriod(text: string, found: FoundPeriod): string {
  const before = text.slice(0, found.index);
  const after = text.slice(found.index + found.length);
  const join = `${trimSeparators(before)} ${trimSeparators(after)}`;
  const rest = trimSeparators(join.replace(/\(\s*\)/g, ' '));
  // Labels left alone around a date ("Duration:") are not a title.
  return /^(?:duration|period|dates?|tenure|from|year(?: of passing)?|batch|session)\s*:?$/i.test(
    rest,
  )
    ? ''
    : rest;
}

function trimSeparators(text: string): string {
  return text
    .replace(/^[\s|,;:·•–—\-()[\]]+/u, '')
    .replace(/[\s|,;:·•–—\-([]+$/u, '')
    .replace(/\s+/g, ' ')
    .trim();
}

// ---------------------------------------------------------------------------------------------
// Places, titles and organisations
// ---------------------------------------------------------------------------------------------

const PLACES = new Set(
  [
    // States and union territories.
    'andhra pradesh',
    'arunachal pradesh',
    'assam',
    'bihar',
    'chhattisgarh',
    'goa',
    'gujarat',
    'haryana',
    'himachal pradesh',
    'jharkhand',
    'karnataka',
    'kerala',
    'madhya pradesh',
    'maharashtra',
    'manipur',
    'meghalaya',
    'mizoram',
    'nagaland',
    'odisha',
    'orissa',
    'punjab',
    'rajasthan',
    'sikkim',
    'tamil nadu',
    'telangana',
    'tripura',
    'uttar pradesh',
    'uttarakhand',
    'west bengal',
    'delhi',
    'new delhi',
    'jammu and kashmir',
    'ladakh',
    'puducherry',
    'pondicherry',
    'chandigarh',
    'lakshadweep',
    'andaman and nicobar islands',
    'india',
    'ncr',
    'delhi ncr',
    // Cities.
    'mumbai',
    'bombay',
    'navi mumbai',
    'thane',
    'bengaluru',
    'bangalore',
    'hyderabad',
    'secunderabad',
    'chennai',
    'madras',
    'kolkata',
    'calcutta',
    'howrah',
    'pune',
    'ahmedabad',
    'surat',
    'vadodara',
    'rajkot',
    'jaipur',
    'jodhpur',
    'udaipur',
    'kota',
    'ajmer',
    'bikaner',
    'lucknow',
    'kanpur',
    'agra',
    'varanasi',
    'prayagraj',
    'allahabad',
    'meerut',
    'ghaziabad',
    'noida',
    'greater noida',
    'gurugram',
    'gurgaon',
    'faridabad',
    'aligarh',
    'bareilly',
    'moradabad',
    'gorakhpur',
    'jhansi',
    'mathura',
    'nagpur',
    'nashik',
    'aurangabad',
    'solapur',
    'kolhapur',
    'amravati',
    'indore',
    'bhopal',
    'jabalpur',
    'gwalior',
    'ujjain',
    'raipur',
    'bilaspur',
    'visakhapatnam',
    'vizag',
    'vijayawada',
    'guntur',
    'tirupati',
    'nellore',
    'kurnool',
    'kakinada',
    'rajahmundry',
    'warangal',
    'karimnagar',
    'nizamabad',
    'khammam',
    'nalgonda',
    'patna',
    'gaya',
    'bhagalpur',
    'muzaffarpur',
    'ranchi',
    'jamshedpur',
    'dhanbad',
    'bokaro',
    'bhubaneswar',
    'cuttack',
    'guwahati',
    'shillong',
    'imphal',
    'aizawl',
    'agartala',
    'gangtok',
    'itanagar',
    'kohima',
    'dehradun',
    'haridwar',
    'shimla',
    'srinagar',
    'jammu',
    'ludhiana',
    'amritsar',
    'jalandhar',
    'patiala',
    'panipat',
    'rohtak',
    'hisar',
    'karnal',
    'coimbatore',
    'madurai',
    'salem',
    'tiruchirappalli',
    'trichy',
    'tirunelveli',
    'vellore',
    'erode',
    'thiruvananthapuram',
    'trivandrum',
    'kochi',
    'cochin',
    'ernakulam',
    'kozhikode',
    'calicut',
    'thrissur',
    'kollam',
    'kannur',
    'mysuru',
    'mysore',
    'mangaluru',
    'mangalore',
    'hubballi',
    'hubli',
    'dharwad',
    'belagavi',
    'belgaum',
    'davanagere',
    'panaji',
    'siliguri',
    'durgapur',
    'asansol',
    // Not places, but said where a place would be.
    'remote',
    'work from home',
    'wfh',
    'hybrid',
  ].map((p) => p),
);

function placeKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z\s]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * "Hyderabad", "Pune, Maharashtra", "Chennai - 600042": known places and PIN codes. With
 * `locality`, also one unknown name ahead of a known place ("Ameerpet, Hyderabad"), which is
 * right for an address line but not in a header, where "Mphasis, Pune" is an employer and a town.
 */
function isPlace(text: string, locality = false): boolean {
  const parts = text
    .split(/\s*[,–—-]\s*|\s+(?=\d{3}\s?\d{3}\b)/)
    .map((p) => p.trim())
    .filter(Boolean);
  const known = (p: string) => PLACES.has(placeKey(p)) || /^\d{3}\s?\d{3}$/.test(p);
  const unknown = parts.filter((p) => !known(p));
  if (parts.length === 0 || unknown.length === parts.length) return false;
  if (unknown.length === 0) return true;
  const first = unknown[0]!;
  return (
    locality &&
    unknown.length === 1 &&
    parts[0] === first &&
    /^\p{Lu}[\p{L}.'-]*(?:\s\p{Lu}[\p{L}.'-]*){0,2}$/u.test(first) &&
    !ORG_WORDS.test(first) &&
    !TITLE_WORDS.test(first)
  );
}

const TITLE_WORDS =
  /\b(?:executive|engineer|developer|assistant|manager|analyst|teacher|intern|internship|trainee|operator|associate|officer|clerk|designer|accountant|consultant|specialist|coordinator|co-ordinator|lead|representative|agent|tutor|lecturer|professor|administrator|architect|technician|supervisor|head|director|programmer|tester|writer|editor|nurse|pharmacist|instructor|faculty|volunteer|freelancer?|apprentice|receptionist|cashier|tele-?caller|advis[eo]r|auditor|scientist|researcher|fellow|translator|interpreter|trainer|principal|mentor|founder|owner|partner|secretary|steno(?:grapher)?|typist|attendant|helper|incharge|in-charge|educator|therapist|counsellor)s?\b/i;
const ORG_WORDS =
  /\b(?:pvt|private|ltd|limited|llp|inc|corp|corporation|company|co(?!-)|bank|solutions|technologies|technology|tech|services|systems|software|infotech|infosystems|consultancy|consulting|consultants|associates|traders|trading|enterprises?|industries|group|foundation|trust|society|ngo|school|college|university|institute|academy|hospital|clinic|office|department|ministry|government|govt|council|board|agency|agencies|studio|studios|labs?|global|international|textiles|finance|financial|insurance|bpm|bpo|abhiyan|mission|cent(?:re|er)|stores?|mart|media|press|publications|communications|telecom|motors|pharma|pharmaceuticals|healthcare|logistics|bureau|municipal|municipality|panchayat|parishad|vidyalaya|sangh|mandal|nigam|railways?|authority|commission|court)\b/i;

/**
 * "Zilla Parishad High School, Anakapalle": a name of one to three capitalised words, neither a
 * job title nor an organisation, after an organisation's name is the town it is in.
 */
function townAfterOrganisation(head: string, last: string): boolean {
  return (
    /^\p{Lu}[\p{L}.'-]*(?:\s\p{Lu}[\p{L}.'-]*){0,2}$/u.test(last) &&
    ORG_WORDS.test(head) &&
    !ORG_WORDS.test(last) &&
    !TITLE_WORDS.test(last) &&
    !TITLE_WORDS.test(head)
  );
}

/** Drops a town written after an organisation: "Rao & Associates, Secunderabad" → "Rao & Associates". */
function withoutPlace(text: string): string {
  let kept = text.trim();
  for (;;) {
    const cut = lastTopSeparator(kept, /\s*,\s*|\s+[–—-]\s+|\s*\|\s*/g);
    if (!cut) return kept;
    const head = kept.slice(0, cut.index);
    const last = kept.slice(cut.index + cut.length).trim();
    if (!(isPlace(last) || townAfterOrganisation(head, last))) return kept;
    kept = trimSeparators(head);
  }
}

/** The last match of `separator` (global) outside parentheses and brackets. */
function lastTopSeparator(
  text: string,
  separator: RegExp,
): { index: number; length: number } | null {
  let last: { index: number; length: number } | null = null;
  for (const match of text.matchAll(separator)) {
    const before = text.slice(0, match.index);
    const depth = (before.match(/[([]/g)?.length ?? 0) - (before.match(/[)\]]/g)?.length ?? 0);
    if (depth <= 0 && match[0].length > 0) last = { index: match.index, length: match[0].length };
  }
  return last;
}

/** Splits on `separator` outside parentheses and brackets. */
function splitTop(text: string, separator: RegExp): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  const global = new RegExp(
    separator.source,
    separator.flags.includes('g') ? separator.flags : `${separator.flags}g`,
  );
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '(' || ch === '[') depth += 1;
    if ((ch === ')' || ch === ']') && depth > 0) depth -= 1;
    if (depth === 0) {
      global.lastIndex = i;
      const match = global.exec(text);
      if (match && match.index === i && match[0].length > 0) {
        parts.push(current);
        current = '';
        i += match[0].length;
        continue;
      }
    }
    current += ch;
    i += 1;
  }
  parts.push(current);
  return parts.map((p) => p.trim()).filter(Boolean);
}

// ---------------------------------------------------------------------------------------------
// Contact
// ---------------------------------------------------------------------------------------------

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;
/**
 * Indian numbers as written: "+91 98765 43210", "+91-99220-41873", "098765-43210", "9876543210",
 * "(040) 2345 6789". Validated by their digits afterwards.
 */
const PHONE =
  /(?<![\w+])(?:\+\s?91[\s-]*|\(\+91\)\s*|0)?(?:\(\d{2,5}\)\s?)?\d[\d\s-]{7,24}\d(?![\w])/g;
const URL =
  /\b(?:https?:\/\/[^\s|,;<>"]+|(?:www\.)?(?:linkedin\.com|github\.com|behance\.net|dribbble\.com|gitlab\.com|medium\.com|kaggle\.com|leetcode\.com)\/[^\s|,;<>"]+|www\.[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:\/[^\s|,;<>"]*)?)/gi;

function validPhone(candidate: string): boolean {
  const digits = candidate.replace(/\D/g, '');
  const local = digits.replace(/^91(?=\d{10}$)/, '').replace(/^0(?=\d{10}$)/, '');
  // Mobiles: ten digits from 6 to 9. Landlines: an STD code from 0 and eleven digits in all.
  if (local.length === 10 && /^[6-9]/.test(local)) return true;
  return digits.length === 11 && digits.startsWith('0') && !/^0[6-9]\d{9}$/.test(digits)
    ? /[\s-]/.test(candidate.trim()) || candidate.includes('(')
    : false;
}

function findEmail(text: string): string {
  return EMAIL.exec(text)?.[0].replace(/\.$/, '') ?? '';
}

function findPhone(text: string): string {
  for (const match of text.matchAll(PHONE)) {
    const candidate = match[0].trim().replace(/-$/, '');
    // A range of years ("2016 - 2020") is not a number to call.
    if (/\b(?:19|20)\d\d\s*-\s*(?:19|20)\d\d\b/.test(candidate) && !/^\+|^0/.test(candidate))
      continue;
    if (validPhone(candidate)) return candidate;
    // Digits run into a number from both sides ("Bengaluru 560001 98450 12345"): the longest run
    // of whole groups that is one.
    const groups = candidate.split(/(?<=\d)(?=[\s-])|(?<=[\s-])(?=[\d(+])/);
    for (let size = groups.length - 1; size > 0; size -= 1) {
      for (let from = 0; from + size <= groups.length; from += 1) {
        const part = groups
          .slice(from, from + size)
          .join('')
          .trim()
          .replace(/^-|-$/g, '');
        if (validPhone(part)) return part;
      }
    }
  }
  return '';
}

function findLinks(text: string): string[] {
  return [...text.matchAll(URL)].map((m) => m[0].replace(/[.)\]]+$/, ''));
}

function linkKey(link: string): string {
  return link
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');
}

const CONTACT_LABEL =
  /\b(?:e-?mail(?:\s*id)?|phone|mobile|mob|cell|contact(?:\s*no\.?|\s*number)?|tel|ph|whatsapp|location|address|current location|city|residence|linkedin|github|portfolio|website|web|dob|date of birth|gender|nationality|name)\s*(?:no\.?)?\s*[:：]\s*/gi;
const PLACE_LABEL = /^(?:location|address|current location|city|residence)$/i;

interface ContactChunk {
  label: string;
  value: string;
}

/** A contact line cut at its labels and separators: "Email: a@b.org Phone: 98…" → two chunks. */
function contactChunks(text: string): ContactChunk[] {
  const chunks: ContactChunk[] = [];
  const labels = [...text.matchAll(CONTACT_LABEL)];
  const pieces: ContactChunk[] = [];
  if (labels.length === 0) pieces.push({ label: '', value: text });
  else {
    if (labels[0]!.index! > 0) pieces.push({ label: '', value: text.slice(0, labels[0]!.index) });
    labels.forEach((match, i) => {
      const end = i + 1 < labels.length ? labels[i + 1]!.index! : text.length;
      pieces.push({
        label: match[0].replace(/[:：\s]+$/, '').trim(),
        value: text.slice(match.index! + match[0].length, end),
      });
    });
  }
  for (const piece of pieces) {
    for (const value of piece.value.split(/\s*[|•·]\s*|\s{3,}/u)) {
      const trimmed = trimSeparators(value);
      if (trimmed) chunks.push({ label: piece.label, value: trimmed });
    }
  }
  return chunks;
}

function findLocation(texts: readonly string[]): string {
  for (const text of texts) {
    for (const chunk of contactChunks(text)) {
      if (PLACE_LABEL.test(chunk.label)) {
        const value = trimSeparators(
          chunk.value.replace(EMAIL, ' ').replace(PHONE, ' ').replace(URL, ' '),
        );
        if (value) return value;
      }
    }
  }
  for (const text of texts) {
    for (const chunk of contactChunks(text)) {
      // What is left once addresses, numbers and links are taken out ("Lucknow, Uttar Pradesh"),
      // also after another field's value ("Email: a@b.org Pune, Maharashtra", lines joined).
      const value = trimSeparators(
        chunk.value.replace(EMAIL, ' ').replace(PHONE, ' ').replace(URL, ' '),
      );
      if (value && isPlace(value, true)) return value;
    }
  }
  return '';
}

const NOT_A_NAME =
  /^(?:resume|résumé|curriculum vitae|cv|bio-?data|profile|contact|personal details|address)$/i;

function looksLikeName(text: string): boolean {
  const t = text.trim();
  if (!t || NOT_A_NAME.test(titleKey(t)) || sectionOf(t)) return false;
  if (/[\d@/:|]/.test(t) || isPlace(t)) return false;
  const words = t.split(/\s+/);
  if (words.length > 5) return false;
  // Each word a capitalised name or an initial ("K.", "S.K."), or a particle ("bin", "de");
  // all capitals is fine too.
  return (
    words.every(
      (w) => /^\p{Lu}[\p{L}'’.-]*$/u.test(w) || /^(?:bin|binti|de|da|di|al|el)$/.test(w),
    ) &&
    /^\p{Lu}/u.test(t) &&
    /\p{L}{2}/u.test(t)
  );
}

function nameIn(line: Line): string {
  let text = line.text.replace(/^name\s*[:：]\s*/i, '');
  text = text.replace(EMAIL, ' | ').replace(URL, ' | ').replace(PHONE, ' | ');
  const first = trimSeparators(text.split(/\s*[|•·,]\s*|\s+[–—-]\s+/u)[0] ?? '');
  return looksLikeName(first) ? first : '';
}

// ---------------------------------------------------------------------------------------------
// Lists of items (skills, languages, certifications)
// ---------------------------------------------------------------------------------------------

/** An abbreviation's dot ends these as written: "Pvt. Ltd.", "K. Rao & Co.". */
const ABBREVIATION_END = /\b(?:ltd|pvt|co|inc|corp|llp|jr|sr|bros|st|dept|govt|univ)\.$/i;

function tidyItem(text: string): string {
  const out = text
    .replace(new RegExp(`^[\\s${BULLET_GLYPHS}\\-–—>]+`, 'u'), '')
    .replace(/[\s;,:]+$/u, '')
    .replace(/\s+/g, ' ')
    .trim();
  return ABBREVIATION_END.test(out) ? out : out.replace(/[\s.]+$/u, '');
}

function dedupe(items: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items) {
    const key = item.toLowerCase().replace(/\s+/g, ' ');
    if (!item || seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out;
}

/** A label ahead of a list ("Languages: Python, Java"), when short enough to be one. */
function splitLabel(text: string): { label: string; rest: string } {
  const match = /^([^:,|;()]{2,40}?)\s*[:：]\s*(.+)$/u.exec(text);
  if (match && wordCount(match[1]!) <= 4) return { label: match[1]!, rest: match[2]! };
  return { label: '', rest: text };
}

const SKILL_SEPARATOR = /\s*[,;|•·▪●«»]\s*|\s+[–—]\s+|\s+\/\s+(?=\p{Lu})/u;

/**
 * The skills in one line of a skills section: "Python, SQL | Excel" → three; a label before a
 * colon ("Languages: Python, Java") is not a skill; commas inside parentheses do not split
 * ("MS Office (Word, Excel)" is one). Sentences (more than eight words) are not skills.
 */
export function splitSkills(text: string, options: { ocr?: boolean } = {}): string[] {
  const { rest } = splitLabel(clean(text));
  const separator = options.ocr
    ? new RegExp(`${SKILL_SEPARATOR.source}|\\s\\+\\s|\\s[eo©]\\s(?=\\p{Lu})`, 'u')
    : SKILL_SEPARATOR;
  return splitTop(rest, separator)
    .map(tidyItem)
    .filter((s) => s.length > 0 && wordCount(s) <= 8 && /\p{L}/u.test(s));
}

const HUMAN_LANGUAGES = new Set([
  'english',
  'hindi',
  'telugu',
  'tamil',
  'kannada',
  'malayalam',
  'marathi',
  'bengali',
  'bangla',
  'gujarati',
  'punjabi',
  'odia',
  'oriya',
  'assamese',
  'urdu',
  'konkani',
  'sanskrit',
  'sindhi',
  'kashmiri',
  'nepali',
  'manipuri',
  'maithili',
  'bhojpuri',
  'tulu',
  'french',
  'german',
  'spanish',
  'japanese',
  'arabic',
  'chinese',
  'mandarin',
  'russian',
  'portuguese',
  'italian',
  'korean',
  'indian sign language',
  'isl',
  'sign language',
]);

function isHumanLanguage(item: string): boolean {
  const key = titleKey(item.replace(/\(.*?\)/g, ' ').replace(/[-–—:].*$/, ''));
  return HUMAN_LANGUAGES.has(key);
}

function splitLanguages(text: string): string[] {
  const { rest } = splitLabel(text);
  return splitTop(rest, /\s*[,;|•·«»/]\s*|\s+(?:and|&)\s+/u)
    .map(tidyItem)
    .filter((s) => s.length > 0 && wordCount(s) <= 5 && /\p{L}/u.test(s));
}

// ---------------------------------------------------------------------------------------------
// Experience
// ---------------------------------------------------------------------------------------------

interface Dated {
  /** Position in the document of the line the entry starts at. */
  at: number;
  period: ResumePeriod | null;
}

interface ExperienceDraft extends Dated {
  parts: string[];
  /** Values of labelled lines ("Company: …", "Designation: …"), which need no guessing. */
  fields: { title?: string; employer?: string };
  details: string[];
  /** Its header may still take lines (title and employer on lines of their own). */
  headerOpen: boolean;
  /** Started by a heading, a dated line or a "Title, Employer" line: a real entry. */
  anchored: boolean;
}

const EXPERIENCE_LABEL =
  /^(company(?:\s+name)?|organi[sz]ation|employer|firm|designation|role|position|post|job\s+title|title|duration|period|tenure|working\s+since|dates?)\s*[:：]\s*(\S.*)$/i;

function isSentence(text: string): boolean {
  // Abbreviations end organisations' names: "Pvt. Ltd.", "Inc.", "Co.".
  return /[.!?]$/.test(text) && !/\b(?:ltd|pvt|inc|co|corp|llp|jr|sr)\.$/i.test(text);
}

function headerish(line: Line): boolean {
  if (line.kind === 'item') return false;
  const words = wordCount(line.text);
  if (line.kind === 'heading') return words <= 16;
  return words <= 14 && !isSentence(line.text) && !/^\p{Ll}/u.test(line.text);
}

/**
 * Title and employer from one header text, by the usual separators, strongest first. "at" and a
 * comma split once ("Title at Employer, Place"); bars and dashes split every time.
 */
const HEADER_SEPARATORS: { separator: RegExp; once: boolean }[] = [
  { separator: /\s*\|\s*|\s+[•·]\s+/u, once: false },
  { separator: /\s+[–—-]\s+|\s*[–—]\s*/u, once: false },
  { separator: /\s+(?:at|@)\s+/i, once: true },
  { separator: /\s*,\s*/, once: true },
];

function splitTitleEmployer(text: string): string[] {
  for (const { separator, once } of HEADER_SEPARATORS) {
    const parts = splitTop(text, separator);
    if (parts.length >= 2) return once ? [parts[0]!, parts.slice(1).join(', ')] : parts;
  }
  return [text];
}

/** Leaning to a job title (above 0) or to an organisation's name (below 0). */
function titleLean(text: string): number {
  return (TITLE_WORDS.test(text) ? 1 : 0) - (ORG_WORDS.test(text) ? 1 : 0);
}

function titleAndEmployer(parts: readonly string[]): { title: string; employer: string } {
  let pieces: string[];
  if (parts.length >= 2) {
    const first = splitTitleEmployer(parts[0]!);
    pieces = first.length >= 2 && parts.slice(1).every((p) => isPlace(p)) ? first : [...parts];
  } else {
    pieces = parts[0] ? splitTitleEmployer(parts[0]) : [];
  }
  pieces = pieces.filter(
    (p, i) =>
      pieces.length === 1 ||
      !(isPlace(p) || (i > 0 && townAfterOrganisation(pieces.slice(0, i).join(', '), p))),
  );
  let title = pieces[0] ?? '';
  let employer = pieces.slice(1).join(', ');
  if (pieces.length === 1 && titleLean(title) < 0) {
    employer = title;
    title = '';
  }
  // "Employer | Title": the organisation first.
  if (title && employer && titleLean(employer) > titleLean(title))
    [title, employer] = [employer, title];
  return { title: tidyItem(withoutPlace(title)), employer: tidyItem(withoutPlace(employer)) };
}

/** A header's fields are all there when it names both a title and an employer. */
function headerComplete(parts: readonly string[]): boolean {
  if (parts.length >= 2) return true;
  const { title, employer } = titleAndEmployer(parts);
  return Boolean(title && employer);
}

function parseExperience(lines: readonly Line[]): ExperienceDraft[] {
  const entries: ExperienceDraft[] = [];
  const open = (
    line: Line,
    part: string,
    period: ResumePeriod | null,
    anchored: boolean,
  ): ExperienceDraft => {
    const entry: ExperienceDraft = {
      at: line.index,
      parts: part ? [part] : [],
      fields: {},
      details: [],
      period,
      headerOpen: true,
      anchored,
    };
    entries.push(entry);
    return entry;
  };
  const periodAt = (j: number) => {
    const line = lines[j];
    if (!line || !headerish(line)) return null;
    const found = findPeriod(line.text);
    return found && found.strength >= 2 ? { found, rest: withoutPeriod(line.text, found) } : null;
  };
  /** A header line naming only one of title and employer (the other is on the next line). */
  const halfHeader = (j: number) => {
    const line = lines[j];
    if (!line || !headerish(line)) return false;
    const found = findPeriod(line.text);
    return !headerComplete([found ? withoutPeriod(line.text, found) : line.text]);
  };
  /**
   * Whether an undated line starts an entry whose dates come below it: a title over a line of
   * dates, over "Employer | dates", or over an employer over dates. A short line of duties above
   * a complete "Title, Employer" line is not one.
   */
  const headsDates = (i: number) => {
    const next = periodAt(i + 1);
    if (next) return !next.rest || halfHeader(i + 1);
    const after = periodAt(i + 2);
    return halfHeader(i + 1) && after !== null && !after.rest;
  };
  let cur: ExperienceDraft | null = null;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const found = findPeriod(line.text);
    const rest = found ? withoutPeriod(line.text, found) : line.text;
    const labelled = line.kind === 'item' ? null : EXPERIENCE_LABEL.exec(line.text);
    if (labelled && wordCount(labelled[2]!) <= 10) {
      const label = labelled[1]!.toLowerCase();
      const value = labelled[2]!.trim();
      if (/duration|period|tenure|since|dates?/.test(label)) {
        const period = findPeriod(value)?.period ?? null;
        if (cur && !cur.period) cur.period = period;
        else cur = open(line, '', period, true);
      } else {
        const key = /designation|role|position|post|title/.test(label) ? 'title' : 'employer';
        // A field already given, or duties already listed: the next entry's first field.
        if (!cur || cur.fields[key] !== undefined || cur.details.length > 0) {
          cur = open(line, '', null, true);
        }
        cur.fields[key] = tidyItem(value);
      }
      continue;
    }
    if (line.kind === 'item') {
      // A bullet that is an entry (a dated "Title, Employer" with its duties nested under it).
      const bulletHeader =
        found !== null &&
        found.strength >= 2 &&
        wordCount(rest) <= 10 &&
        (line.parent || splitTitleEmployer(rest).length >= 2);
      if (bulletHeader) {
        cur = open(line, rest, found.period, true);
        cur.headerOpen = false;
      } else if (cur) {
        cur.details.push(line.text);
        cur.headerOpen = false;
      }
      continue;
    }
    if (found && !rest) {
      // A date alone: its entry's (set flush right and read later, or on a line of its own).
      if (cur && !cur.period) cur.period = found.period;
      else if (found.strength >= 2) cur = open(line, '', found.period, true);
      else if (cur) cur.details.push(line.text);
      continue;
    }
    if (!headerish(line)) {
      if (cur) {
        cur.details.push(line.text);
        cur.headerOpen = false;
      }
      continue;
    }
    const dated = found !== null && found.strength >= 2;
    if (
      cur &&
      cur.headerOpen &&
      !(dated && cur.period) &&
      !headerComplete(cur.parts) &&
      // A stray first line ("Total experience: 5 years") does not take the next entry's title.
      (cur.anchored || cur.period !== null || !headsDates(i))
    ) {
      // The employer (or the title) on a line of its own.
      cur.parts.push(rest);
      if (!cur.period && found) cur.period = found.period;
      continue;
    }
    const pair = splitTitleEmployer(rest).length >= 2;
    const startsEntry =
      !cur ||
      dated ||
      line.kind === 'heading' ||
      headsDates(i) ||
      (pair && (TITLE_WORDS.test(rest) || ORG_WORDS.test(rest)) && cur.details.length > 0);
    if (startsEntry) {
      // A bare year in a long header line is more likely a number than a date.
      const usable = found && (dated || line.kind === 'heading' || wordCount(rest) <= 8);
      cur = open(
        line,
        rest,
        usable ? found.period : null,
        dated || line.kind === 'heading' || pair || headsDates(i),
      );
    } else if (cur) {
      cur.details.push(line.text);
      cur.headerOpen = false;
    }
  }
  return entries;
}

function experienceOf(draft: ExperienceDraft): ResumeExperience | null {
  const guessed = titleAndEmployer(draft.parts);
  const title = draft.fields.title ?? guessed.title;
  const employer =
    draft.fields.employer !== undefined ? withoutPlace(draft.fields.employer) : guessed.employer;
  if (!title && !employer) return null;
  // An undated line that names neither a title nor an employer is not an entry ("3 years").
  if (!draft.period && !draft.anchored && !(title && employer)) return null;
  return { title, employer, period: draft.period, details: draft.details };
}

// ---------------------------------------------------------------------------------------------
// Education
// ---------------------------------------------------------------------------------------------

/** A degree or school level at the start of a piece of text. */
const DEGREE = new RegExp(
  `^(?:${[
    // B.Com, B.Sc, B.A., B.Tech, B.E., B.Ed, M.Sc, M.Tech, M.Phil, BA, MS…
    String.raw`(?:b|m)\.?\s?(?:com|sc|a|tech|e|ed|des|pharm|arch|lib(?:\.?\s?i\.?\s?sc)?|p\.?\s?ed|f\.?\s?a|b\.?\s?a|c\.?\s?a|voc|stat|s\.?\s?w|phil|ba|bs|ms|l)\b\.?`,
    String.raw`(?:mba|mca|bca|bba|bbm|bsw|msw|bfa|mfa|bms|llb|llm|ll\.b|mbbs|bds|bams|bhms|bpt|mpt|d\.?\s?ed|d\.?\s?el\.?\s?ed|ph\.?\s?d|pgdm|pgdca|dca|adca|iti|ca|cs|cma|icwa|ssc|hsc|sslc|puc)\b`,
    String.raw`diploma|bachelor|master|doctor|chartered accountant|company secretary|cost accountant`,
    String.raw`post\s?graduat|under\s?graduat|graduat|pg\b`,
    String.raw`intermediate|higher secondary|senior secondary|secondary|matriculation|matric|pre-?university`,
    // Class X, Class XII, 10th, 12th Standard, Std. XII
    String.raw`class\s+(?:x|xii|10|12|10th|12th)\b|(?:10|12)(?:th)?\s+(?:class|standard|std|grade)|(?:10|12)th\b|std\.?\s+(?:x|xii|10|12)\b`,
  ].join('|')})`,
  'i',
);
const DEGREE_ANYWHERE =
  /\b(?:bachelor|master|diploma|degree|b\.\s?tech|b\.\s?com|m\.\s?sc|b\.\s?sc)\b/i;
const INSTITUTION =
  /\b(?:university|college|institute|institution|school|vidyalaya|vidyapeeth|vidyapith|mahavidyalaya|academy|polytechnic|iit|nit|iiit|iim|board|cbse|icse|nios|campus|kendriya|gurukul|madrasa|centre|center)\b/i;
const GRADE = new RegExp(
  [
    // "CGPA 8.4/10", "GPA: 3.6"
    String.raw`\b(?:c?gpa|cpi|sgpa|ogpa)\s*[:-]?\s*\d{1,2}(?:\.\d{1,2})?(?:\s*\/\s*\d{1,2}(?:\.\d{1,2})?)?`,
    // "7.8 CGPA", "8.2/10 CGPA"
    String.raw`\b\d{1,2}(?:\.\d{1,2})?\s*(?:\/\s*\d{1,2}\s*)?(?:c?gpa|cpi)\b`,
    // "78%", "Percentage: 82.5%"
    String.raw`(?:(?:percentage|marks|aggregate|score)\s*[:-]?\s*)?\b\d{1,3}(?:\.\d{1,2})?\s?%`,
    // "First Class with Distinction", "Second Division", "Distinction", "Pass Class", "Grade A"
    String.raw`\b(?:first|second|third|1st|2nd|3rd)\s+(?:class|division)(?:\s+with\s+distinction)?`,
    String.raw`\bdistinction\b`,
    String.raw`\bpass(?:ed)?\s+class\b`,
    String.raw`\bgrade\s*[:-]?\s*[a-e]\+?(?!\p{L})`,
  ].join('|'),
  'iu',
);

/** A grade as written: "8.2 CGPA", "CGPA 8.4/10", "78%", "First Class". Labels before a percentage go. */
export function findGrade(text: string): string {
  const match = GRADE.exec(text);
  if (!match) return '';
  return match[0].replace(/^(?:percentage|marks|aggregate|score)\s*[:-]?\s*/i, '').trim();
}

function isDegree(text: string): boolean {
  return DEGREE.test(text.trim()) || DEGREE_ANYWHERE.test(text);
}

interface EducationDraft extends Dated {
  degree: string;
  institution: string;
  grade: string;
}

interface EducationFacts {
  degree: string;
  institution: string;
  found: FoundPeriod | null;
  grade: string;
}

const EDUCATION_LABEL =
  /^(degree|qualification|course|programme|program|class|standard|university|college|institute|institution|school|board|year(?:\s+of\s+passing)?|passing\s+year|passed\s+out|duration|period|session|batch|percentage|c?gpa|cpi|grade|marks|result|aggregate)\s*[:：]\s*(\S.*)$/i;

function educationFacts(text: string): EducationFacts {
  const labelled = EDUCATION_LABEL.exec(text);
  if (labelled) {
    const label = labelled[1]!.toLowerCase();
    const value = labelled[2]!.trim();
    const facts: EducationFacts = { degree: '', institution: '', found: null, grade: '' };
    if (/degree|qualification|course|program|class|standard/.test(label)) facts.degree = value;
    else if (/university|college|institut|school|board/.test(label)) facts.institution = value;
    else if (/year|pass|duration|period|session|batch/.test(label)) facts.found = findPeriod(value);
    else
      facts.grade = /^(?:percentage|aggregate|marks)$/.test(label)
        ? value
        : `${labelled[1]} ${value}`;
    return facts;
  }
  let rest = text;
  const found = findPeriod(rest);
  if (found) rest = `${rest.slice(0, found.index)} | ${rest.slice(found.index + found.length)}`;
  const gradeMatch = GRADE.exec(rest);
  const grade = gradeMatch ? findGrade(gradeMatch[0]) : '';
  if (gradeMatch)
    rest = `${rest.slice(0, gradeMatch.index)} | ${rest.slice(gradeMatch.index + gradeMatch[0].length)}`;
  rest = rest.replace(
    /\b(?:year of passing|passed out|passing year|batch|session|duration|grade|result|percentage|marks)\s*[:-]?\s*(?=\||$)/gi,
    ' ',
  );
  const pieces = splitTop(rest, /\s*[|•·;]\s*|\s+[–—-]\s+|\s*,\s*|\s+(?:from|at)\s+/i)
    .map(trimSeparators)
    .filter((p) => p && /\p{L}/u.test(p));
  let degree = '';
  let institution = '';
  const between: string[] = [];
  for (const piece of pieces) {
    if (
      !degree &&
      !institution &&
      isDegree(piece) &&
      !INSTITUTION.test(piece.replace(DEGREE, ''))
    ) {
      degree = piece;
    } else if (!institution && INSTITUTION.test(piece) && !(isDegree(piece) && !degree)) {
      institution = piece;
    } else if (isPlace(piece)) {
      continue;
    } else if (degree && !institution) {
      between.push(piece);
    } else if (!degree && !institution && isDegree(piece)) {
      degree = piece;
    }
  }
  if (degree && !institution && between.length > 0) {
    // No word says which is the institution: the piece after the degree ("JNTU Hyderabad").
    institution = between.pop()!;
  }
  if (degree && between.length > 0) degree = [degree, ...between].join(', ');
  return { degree, institution, found, grade };
}

function parseEducation(lines: readonly Line[]): EducationDraft[] {
  const entries: EducationDraft[] = [];
  let cur: EducationDraft | null = null;
  const table = lines.filter((l) => l.kind === 'row');
  if (table.length > 0) entries.push(...educationTable(table));
  for (const line of lines) {
    if (line.kind === 'row') continue;
    const facts = educationFacts(line.text);
    const fresh =
      !cur ||
      (facts.degree && cur.degree) ||
      (facts.institution && cur.institution && !facts.degree) ||
      (facts.found && cur.period && (facts.degree || facts.institution));
    if (!facts.degree && !facts.institution && !cur) {
      continue;
    }
    if (fresh && (facts.degree || facts.institution)) {
      cur = {
        at: line.index,
        degree: facts.degree,
        institution: facts.institution,
        period: facts.found?.period ?? null,
        grade: facts.grade,
      };
      entries.push(cur);
      continue;
    }
    if (!cur) continue;
    if (!cur.degree && facts.degree) cur.degree = facts.degree;
    if (!cur.institution && facts.institution) cur.institution = facts.institution;
    if (!cur.period && facts.found) cur.period = facts.found.period;
    if (!cur.grade && facts.grade) cur.grade = facts.grade;
    // A line naming neither, after the degree: the institution when none has a telling word.
    if (!cur.institution && !facts.degree && !facts.found && !facts.grade && line.kind !== 'item') {
      const plain = trimSeparators(line.text);
      if (plain && !isPlace(plain) && wordCount(plain) <= 10) cur.institution = withoutPlace(plain);
    }
  }
  return entries;
}

const COLUMN = {
  degree: /qualification|degree|course|class|exam|standard|programme|program|education/i,
  institution: /institut|college|school|university|board/i,
  period: /year|period|duration|passing|session|batch/i,
  grade: /percent|%|c?gpa|grade|marks|score|result|division|class obtained/i,
};

function educationTable(rows: readonly Line[]): EducationDraft[] {
  const header = rows[0]!;
  const cells = header.cells ?? [];
  const find = (pattern: RegExp, not: number[] = []) =>
    cells.findIndex((c, i) => !not.includes(i) && pattern.test(c));
  const grade = find(COLUMN.grade);
  const period = find(COLUMN.period, [grade]);
  const institution = find(COLUMN.institution, [grade, period]);
  const degree = find(COLUMN.degree, [grade, period, institution]);
  if (degree < 0 || (institution < 0 && period < 0)) {
    return parseEducation(
      rows.map((r) => ({ ...r, kind: 'paragraph' as const, cells: undefined })),
    );
  }
  return rows.slice(1).flatMap((row) => {
    const c = row.cells ?? [];
    const at = (i: number) => (i >= 0 ? (c[i] ?? '') : '');
    if (!at(degree)) return [];
    return [
      {
        at: row.index,
        degree: at(degree),
        institution: withoutPlace(at(institution)),
        period: findPeriod(at(period))?.period ?? null,
        grade: at(grade),
      },
    ];
  });
}

// ---------------------------------------------------------------------------------------------
// Projects
// ---------------------------------------------------------------------------------------------

function projectHead(text: string): { name: string; detail: string } {
  let t = text.replace(/^(?:project(?:\s*(?:title|name))?|title)\s*[:：-]\s*/i, '');
  const found = findPeriod(t);
  if (found) t = withoutPeriod(t, found);
  const split = /^(.{3,80}?)(?:\s+[–—-]\s+|\s*[|:：]\s+)(.+)$/u.exec(t);
  let name = split ? split[1]! : t;
  let detail = split ? split[2]! : '';
  const tech = /^(.*\S)\s*\(([^()]+)\)$/.exec(name);
  if (tech && wordCount(tech[1]!) >= 1) {
    name = tech[1]!;
    detail = detail ? `${tech[2]!}: ${detail}` : tech[2]!;
  }
  return { name: tidyItem(name), detail: detail.trim() };
}

function parseProjects(lines: readonly Line[]): ResumeProject[] {
  const projects: ResumeProject[] = [];
  let current: ResumeProject | null = null;
  const hasHeads = lines.some((l) => l.kind !== 'item' && headerish(l));
  for (const line of lines) {
    const head =
      line.kind === 'item'
        ? !hasHeads && (line.level === 0 || line.parent)
        : headerish(line) || (wordCount(line.text) <= 20 && /^[^.]{3,60}[:：]\s/.test(line.text));
    if (head) {
      const { name, detail } = projectHead(line.text);
      if (!name) continue;
      current = { name, details: detail ? [detail] : [] };
      projects.push(current);
    } else if (current) {
      current.details.push(line.text);
    }
  }
  return projects;
}

// ---------------------------------------------------------------------------------------------
// The whole resume
// ---------------------------------------------------------------------------------------------

interface FoundLine {
  line: Line;
  found: FoundPeriod;
}

interface Sections {
  preamble: Line[];
  bySection: Map<ResumeSection, Line[]>;
  /** Dates alone on a line in a section that holds no dates: displaced by the reading order. */
  orphans: FoundLine[];
}

const DATED_SECTIONS: ReadonlySet<ResumeSection> = new Set(['experience', 'education', 'projects']);

function splitSections(lines: readonly Line[]): Sections {
  const bySection = new Map<ResumeSection, Line[]>();
  const preamble: Line[] = [];
  const orphans: FoundLine[] = [];
  const add = (section: ResumeSection, line: Line) => {
    const list = bySection.get(section) ?? [];
    list.push(line);
    bySection.set(section, list);
  };
  // What titles look like in this resume: all capitals, or headings of some level.
  const known = lines.filter((l) => titleCandidate(l) && sectionOf(l.text));
  const capsTitles =
    known.length > 0 && known.filter((l) => isAllCaps(l.text)).length * 2 >= known.length;
  const titleLevels = new Map<number, number>();
  for (const l of known) {
    if (l.kind === 'heading') titleLevels.set(l.level, (titleLevels.get(l.level) ?? 0) + 1);
  }
  // The name set as the document's one most prominent heading, wherever the reading order puts
  // it (after a sidebar read first, in two-column resumes).
  const headings = lines.filter((l) => l.kind === 'heading');
  const top = Math.min(...headings.map((l) => l.level));
  const atTop = headings.filter((l) => l.level === top);
  const nameLine = atTop.length === 1 && looksLikeName(atTop[0]!.text) ? atTop[0]! : null;
  const nameLines: Line[] = [];
  let section: ResumeSection | null = null;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const next = lines[i + 1];
    if (line === nameLine) {
      nameLines.push(line);
      continue;
    }
    const named = titleCandidate(line) ? sectionOf(line.text) : null;
    if (named) {
      section = named;
      continue;
    }
    if (section !== null && titleCandidate(line) && unknownTitle(line, next, section)) {
      section = 'other';
      continue;
    }
    const inline = line.kind !== 'row' ? labelledSection(line.text) : null;
    // In a skills section, "Tools: …" is a group of skills.
    if (inline && !(section === 'skills' && inline.section === 'skills')) {
      if (section === 'skills' && inline.section === 'languages') {
        // "Languages: Python, Java" in a skills section is a kind of skill, unless spoken ones.
        const items = splitLanguages(inline.rest);
        if (!items.every(isHumanLanguage)) {
          add('skills', line);
          continue;
        }
      }
      add(inline.section, { ...line, text: inline.rest });
      continue;
    }
    const found = findPeriod(line.text);
    if (
      found &&
      found.strength >= 2 &&
      !withoutPeriod(line.text, found) &&
      section !== null &&
      !DATED_SECTIONS.has(section)
    ) {
      orphans.push({ line, found });
      continue;
    }
    if (section === null) preamble.push(line);
    else add(section, line);
  }
  // Read with the contact block, first.
  preamble.unshift(...nameLines);
  return { preamble, bySection, orphans };

  function unknownTitle(line: Line, next: Line | undefined, current: ResumeSection): boolean {
    const text = line.text;
    if (/[\d|,@:;–—]/.test(text) || wordCount(text) > 5) return false;
    // An entry's title is followed by its dates; a section's title is not.
    if (next && (findPeriod(next.text)?.strength ?? 0) >= 2) return false;
    if (capsTitles && isAllCaps(text)) return true;
    return (
      line.kind === 'heading' &&
      (titleLevels.get(line.level) ?? 0) >= 2 &&
      !DATED_SECTIONS.has(current) &&
      wordCount(text) <= 4
    );
  }
}

function emptyResume(): ParsedResume {
  return {
    contact: { name: '', email: '', phone: '', location: '', links: [] },
    summary: '',
    skills: [],
    experience: [],
    education: [],
    projects: [],
    certifications: [],
    languages: [],
  };
}

function contactOf(all: readonly Line[], contactLines: readonly Line[]): ParsedResume['contact'] {
  const texts = contactLines.map((l) => l.text);
  const hrefs = contactLines.flatMap((l) => l.hrefs);
  const everywhere = all.map((l) => l.text);
  const firstOf = (find: (text: string) => string, lists: readonly (readonly string[])[]) => {
    for (const list of lists) {
      for (const text of list) {
        const value = find(text);
        if (value) return value;
      }
    }
    return '';
  };
  const mailto = hrefs.filter((h) => /^mailto:/i.test(h)).map((h) => h.replace(/^mailto:/i, ''));
  const tel = hrefs.filter((h) => /^tel:/i.test(h)).map((h) => h.replace(/^tel:/i, ''));
  // Two-column resumes put the address and number in a sidebar read anywhere: look everywhere.
  const email = firstOf(findEmail, [texts, mailto, everywhere]);
  const phone = firstOf(findPhone, [
    texts.map((t) => t.replace(EMAIL, ' | ')),
    tel,
    everywhere.map((t) => t.replace(EMAIL, ' | ')),
  ]);
  const links: string[] = [];
  const seen = new Set<string>();
  const addLink = (link: string) => {
    const key = linkKey(link);
    if (!key || seen.has(key) || EMAIL.test(link)) return;
    seen.add(key);
    links.push(link);
  };
  for (const text of texts) for (const link of findLinks(text.replace(EMAIL, ' '))) addLink(link);
  for (const href of hrefs) if (/^https?:/i.test(href)) addLink(href);

  // The name: the most prominent heading that reads as a name, else the first line that does.
  const headings = contactLines
    .filter((l) => l.kind === 'heading')
    .sort((a, b) => a.level - b.level || a.index - b.index);
  let name = '';
  for (const line of [...headings, ...contactLines]) {
    name = nameIn(line);
    if (name) break;
  }
  if (!name) {
    const labelled = all.find((l) => /^name\s*[:：]/i.test(l.text));
    if (labelled) name = nameIn(labelled);
  }
  const location = findLocation(texts);
  return { name, email, phone, location, links };
}

/** Reads a resume's document model into what the portal understood of it. */
export function parseResume(model: DocumentModel): ParsedResume {
  const lines = modelLines(model);
  const resume = emptyResume();
  if (lines.length === 0) return resume;
  const { preamble, bySection, orphans } = splitSections(lines);
  const get = (section: ResumeSection) => bySection.get(section) ?? [];

  // Before the first section: the contact block, then (in resumes with few titles) a summary
  // and entries recognised by their dates.
  const contactEnd = preambleContactEnd(preamble);
  const contactLines = [...preamble.slice(0, contactEnd), ...get('contact')];
  // Ignored sections (references) hold other people's numbers.
  const ignored = new Set(get('other'));
  resume.contact = contactOf(
    lines.filter((l) => !ignored.has(l)),
    contactLines,
  );
  const afterContact = preamble.slice(contactEnd);

  resume.summary = get('summary')
    .map((l) => l.text)
    .join(' ')
    .trim();
  const looseSummary: Line[] = [];
  const looseRest: Line[] = [];
  for (const line of afterContact) {
    if (
      looseRest.length === 0 &&
      line.kind === 'paragraph' &&
      wordCount(line.text) >= 12 &&
      !findPeriod(line.text)
    )
      looseSummary.push(line);
    else looseRest.push(line);
  }
  if (!resume.summary) resume.summary = looseSummary.map((l) => l.text).join(' ');

  const skills: string[] = [];
  const languages: string[] = [];
  for (const line of get('skills')) {
    const items =
      line.kind === 'row' && line.cells
        ? line.cells.flatMap((c) => splitSkills(c, { ocr: line.ocr }))
        : splitSkills(line.text, { ocr: line.ocr });
    skills.push(...items);
  }
  for (const line of get('languages')) {
    if (line.kind === 'row' && line.cells) {
      const first = line.cells[0] ?? '';
      if (!line.headerRow && !/^languages?$/i.test(first.trim()))
        languages.push(...splitLanguages(first));
    } else {
      languages.push(...splitLanguages(line.text));
    }
  }
  resume.skills = dedupe(skills);
  resume.languages = dedupe(languages);
  resume.certifications = dedupe(
    get('certifications').flatMap((line) =>
      splitTop(line.text, /\s*[;|•·«»]\s*/u)
        .map(tidyItem)
        .filter((c) => /\p{L}/u.test(c)),
    ),
  );
  resume.projects = parseProjects(get('projects'));

  const experience = parseExperience(get('experience'));
  const education = parseEducation(get('education'));
  // Resumes without titles for them: entries among the loose lines found as experience is, each
  // taken for education when its header names a degree or an institution.
  const loose = parseExperience(looseRest);
  loose.forEach((draft, k) => {
    const header = draft.parts.join(' | ');
    if (!isDegree(header) && !INSTITUTION.test(header)) {
      experience.push(draft);
      return;
    }
    const end = loose[k + 1]?.at ?? Infinity;
    education.push(
      ...parseEducation(looseRest.filter((l) => l.index >= draft.at && l.index < end)),
    );
  });
  placeOrphans(orphans, [...experience, ...education]);
  resume.experience = experience.map(experienceOf).filter((e): e is ResumeExperience => e !== null);
  resume.education = education
    .filter((e) => e.degree || e.institution)
    .map((e): ResumeEducation => ({
      degree: tidyItem(e.degree),
      institution: tidyItem(withoutPlace(e.institution)),
      period: e.period,
      grade: e.grade,
    }));
  return resume;
}

/** The contact block: the preamble's lines up to the last one holding a contact detail. */
function preambleContactEnd(preamble: readonly Line[]): number {
  let end = 0;
  for (let i = 0; i < preamble.length && i < 10; i += 1) {
    const line = preamble[i]!;
    const text = line.text;
    const contact =
      EMAIL.test(text) ||
      findPhone(text) !== '' ||
      findLinks(text).length > 0 ||
      line.hrefs.length > 0 ||
      contactChunks(text).some((c) => c.label !== '') ||
      (wordCount(text) <= 8 && (isPlace(trimSeparators(text), true) || looksLikeName(text)));
    if (contact) end = i + 1;
    else if (wordCount(text) >= 12 || findPeriod(text)) break;
  }
  return end;
}

/** Each displaced date goes to the nearest entry above it that has none. */
function placeOrphans(orphans: readonly FoundLine[], entries: Dated[]): void {
  for (const { line, found } of orphans) {
    const candidates = entries.filter((e) => e.period === null && e.at < line.index);
    const target = candidates.sort((a, b) => b.at - a.at)[0];
    if (target) target.period = found.period;
  }
}
