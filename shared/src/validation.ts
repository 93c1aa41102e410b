// Field rules of product rules §5 and §9 (docs/product-rules.md). Pure TypeScript with no DOM: the server imports this file
// through `@nclude/shared/validation` so browser and API judge input by the same rules.
import { t } from './messages';

export const PHONE_LENGTH = 10;
export const OTP_LENGTH = 4;
export const PASSWORD_MIN = 8;
/** Shortest user name, in characters people see (grapheme clusters, see nameLength). */
export const NAME_MIN = 3;
/** Longest user name, in characters people see: sign-up and the profile apply the same bound. */
export const NAME_MAX = 100;
/**
 * Bound of a name field in UTF-16 code units (the API schemas' maxLength, an input's
 * maxLength). Generous on purpose: one visible letter of an Indic script is often 2 to 4 code
 * units ("श्री" is 4), so the real rule, NAME_MAX visible characters, is validateUserName's.
 */
export const NAME_FIELD_MAX = NAME_MAX * 8;
export const SOCIAL_MAX = 3;

// Field bounds of the API (shared/src/api), in UTF-16 code units. A request over one is refused
// with "Field … is too long" before any other rule runs.
/** RFC 5321 limit of an address (64 + @ + 255). */
export const EMAIL_MAX = 320;
/** A phone field may hold a mistyped value; validatePhone then explains what is wrong. */
export const PHONE_FIELD_MAX = 32;
export const PASSWORD_MAX = 256;
/** An OTP field: room for a mistyped code, which gets the OTP message, not "too long". */
export const OTP_FIELD_MAX = 16;
export const PROFILE_INFO_MAX = 2000;
/** One social link address. */
export const SOCIAL_URL_MAX = 2048;
/** The social form field is a JSON list of at most SOCIAL_MAX addresses: this bounds its text. */
export const SOCIAL_FIELD_MAX = 8192;
/** Each account information field (values come from the fixed lists of options.ts). */
export const ACCOUNT_TEXT_MAX = 100;
/**
 * Bounds of a parsed resume's fields (ParsedResume): generous for real resumes, firm against
 * abuse of the save call. Lists give their most items and the longest item.
 */
export const RESUME_LIMITS = {
  name: 200,
  email: 320,
  phone: 40,
  location: 200,
  links: { items: 10, length: 2048 },
  summary: 3000,
  skills: { items: 100, length: 100 },
  experience: 30,
  education: 20,
  projects: 30,
  /** A title, employer, degree, institution or project name. */
  entryLine: 300,
  period: 100,
  grade: 100,
  details: { items: 30, length: 1000 },
  certifications: { items: 50, length: 300 },
  languages: { items: 30, length: 100 },
} as const;
/** Access request: the disability type (one of the fixed list). */
export const DISABILITY_TYPE_MAX = 100;
/** Short codes: userType, scope, callback_info. */
export const CODE_FIELD_MAX = 32;
/** The emailed link token of /auth/linkUserAccount. */
export const LINK_TOKEN_MAX = 128;
/** The emailed approval token of /org/approval. */
export const APPROVAL_TOKEN_MAX = 200;
/** An admin's note to the requester of an access request. */
export const ACCESS_NOTE_MAX = 500;
/** An id in a path (files, access requests). */
export const ID_MAX = 64;
/** One message to an assistant, in characters (UTF-16 code units). */
export const CHAT_MESSAGE_MAX = 2000;

/** Document conversion: the outputs offered (HTML and DOCX from the spec, EPUB beyond it). */
export const DOCUMENT_OUTPUT_FORMATS = ['html', 'docx', 'epub'] as const;
export type DocumentOutputFormat = (typeof DOCUMENT_OUTPUT_FORMATS)[number];
/** A document's language: `auto` tells it by script (Latin, Devanagari, Telugu). */
export const DOCUMENT_LANGUAGES = ['auto', 'en', 'hi', 'te'] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];
/** Captions: the outputs offered (TXT from the spec, WebVTT and SRT beyond it). */
export const MEDIA_OUTPUT_FORMATS = ['txt', 'vtt', 'srt'] as const;
export type MediaOutputFormat = (typeof MEDIA_OUTPUT_FORMATS)[number];
/** The spoken languages captions may be asked for; the engine decides which it offers. */
export const MEDIA_LANGUAGES = ['en', 'hi', 'te'] as const;
export type MediaLanguage = (typeof MEDIA_LANGUAGES)[number];
/** The spec's accepted media extensions (the server decides by content, not by these). */
export const MEDIA_EXTENSIONS = [
  'mp3',
  'wav',
  'aac',
  'flac',
  'ogg',
  'wma',
  'm4a',
  'midi',
  'mp4',
  'avi',
  'mov',
  'wmv',
  'mkv',
  'flv',
] as const;
/** Longest request tag, in characters people see. */
export const TAG_MAX = 50;
/** Longest search text of a request list. */
export const SEARCH_MAX = 200;
/** Request list page size: the spec's 5 by default. */
export const REQUEST_PAGE_SIZE = 5;
export const REQUEST_PAGE_SIZE_MAX = 50;
/** A failure the UI reports to the server log: the page path and the text shown. */
export const CLIENT_ERROR_PAGE_MAX = 200;
export const CLIENT_ERROR_MESSAGE_MAX = 1000;
/** Password strength thresholds (product rules §4): below 50 Weak, below 75 Medium. */
export const STRENGTH_MEDIUM_AT = 50;
export const STRENGTH_STRONG_AT = 75;

// "Simple address shape": something@something.something, no spaces, one @.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DIGITS_ONLY = /^\d*$/;
const PASSWORD_SYMBOLS = /[@$!%*?&]/;

/** True for a simple email address (something@somewhere.tld), without spaces. */
export function isEmailAddress(value: string): boolean {
  return EMAIL_SHAPE.test(value);
}

/** True for an absolute http: or https: address (never javascript:, data: or a relative path). */
export function isWebAddress(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/** True for a real calendar day written YYYY-MM-DD (no 2026-02-30). */
export function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Returns the product's message when the value is not a simple email address (blank included). */
export function validateEmail(value: string): string | null {
  return isEmailAddress(value.trim()) ? null : t('invalidEmail');
}

/**
 * Phone: non-digits are reported first ("Please enter a valid phone number", also used while
 * typing on the login page), then a length other than 10 ("Enter valid 10 Digit Number").
 */
export function validatePhone(value: string): string | null {
  const phone = value.trim();
  if (!DIGITS_ONLY.test(phone)) return t('invalidPhone');
  if (phone.length !== PHONE_LENGTH) return t('phoneLength');
  return null;
}

/** Whitelist single number: digits only and exactly 10, both reported with one message. */
export function validateWhitelistPhone(value: string): string | null {
  const phone = value.trim();
  return DIGITS_ONLY.test(phone) && phone.length === PHONE_LENGTH ? null : t('invalidPhone');
}

/** Sign-up, password change and their forms: at least 8 characters, not only whitespace. */
export function validatePassword(value: string): string | null {
  if (value.length < PASSWORD_MIN) return t('passwordMinLength');
  if (value.trim() === '') return t('passwordOnlySpaces');
  return null;
}

export function validatePasswordMatch(password: string, confirm: string): string | null {
  return password === confirm ? null : t('passwordMismatch');
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The characters a reader sees in `value`: grapheme clusters, not UTF-16 code units, so
 * "श्रीनिवास" counts 4 (श्री नि वा स), not 9, and an emoji with its modifiers counts 1.
 */
export function nameLength(value: string): number {
  let count = 0;
  for (const _segment of graphemes.segment(value)) count += 1;
  return count;
}

/** Names under 3 characters are flagged invalid without a message (product rules §5). */
export function isNameTooShort(value: string): boolean {
  return nameLength(value.trim()) < NAME_MIN;
}

/**
 * A user name: 3 to 100 characters people see, after trimming. The server applies it at
 * sign-up and on the profile, Edit Profile before sending; the sign-up form keeps the product's
 * flag-without-message for a short name (isNameTooShort).
 */
export function validateUserName(value: string): string | null {
  const length = nameLength(value.trim());
  if (length < NAME_MIN) return t('userNameTooShort', { min: NAME_MIN });
  if (length > NAME_MAX) return t('userNameTooLong', { max: NAME_MAX });
  return null;
}

/** A message to an assistant: not blank, at most CHAT_MESSAGE_MAX characters once trimmed. */
export function validateChatMessage(value: string): string | null {
  const text = value.trim();
  if (text === '') return t('chatMessageEmpty');
  if (text.length > CHAT_MESSAGE_MAX)
    return t('chatMessageTooLong', { length: text.length, max: CHAT_MESSAGE_MAX });
  return null;
}

export function isValidOtp(value: string): boolean {
  return value.length === OTP_LENGTH && /^\d+$/.test(value);
}

/** Keeps only the digits of a typed or pasted value (OTP boxes, phone inputs). */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

export function isPdfFileName(fileName: string): boolean {
  return /\.pdf$/i.test(fileName.trim());
}

/** Social links beyond the third give the product's alert text. */
export function validateSocialLinkCount(count: number): string | null {
  return count <= SOCIAL_MAX ? null : t('maxSocialLinks', { max: SOCIAL_MAX });
}

export type PasswordStrengthLabel = 'Weak' | 'Medium' | 'Strong';

export interface PasswordStrength {
  score: number;
  label: PasswordStrengthLabel;
}

/** 25 points each: at least 8 characters, an uppercase letter, a digit, one of @$!%*?&. */
export function passwordStrength(value: string): PasswordStrength {
  let score = 0;
  if (value.length >= PASSWORD_MIN) score += 25;
  if (/[A-Z]/.test(value)) score += 25;
  if (/\d/.test(value)) score += 25;
  if (PASSWORD_SYMBOLS.test(value)) score += 25;
  const label: PasswordStrengthLabel =
    score < STRENGTH_MEDIUM_AT ? 'Weak' : score < STRENGTH_STRONG_AT ? 'Medium' : 'Strong';
  return { score, label };
}

/** Catalogue text for a strength label, for display (the label itself stays a stable code). */
export function passwordStrengthText(label: PasswordStrengthLabel): string {
  const key =
    label === 'Weak' ? 'strengthWeak' : label === 'Medium' ? 'strengthMedium' : 'strengthStrong';
  return t(key);
}

/**
 * A MIDI file by its name (.mid, .midi, .kar) or its type (audio/midi, audio/x-midi): notes for a
 * synthesiser rather than recorded sound, so there is no speech in it to caption, although the
 * spec lists midi among the media extensions.
 */
export function isMidiFile(fileName: string, mimeType = ''): boolean {
  return /\.(midi?|kar)$/i.test(fileName.trim()) || /^audio\/(x-)?midi$/i.test(mimeType.trim());
}

// The audiobook library (issue #11).
export const LIBRARY_LANGUAGES = ['hi', 'en', 'te'] as const;
export type LibraryLanguage = (typeof LIBRARY_LANGUAGES)[number];
/** The spec's page sizes: the browse list 5, a category's books 10. */
export const LIBRARY_BROWSE_PAGE_SIZE = 5;
export const LIBRARY_CATEGORY_PAGE_SIZE = 10;
export const LIBRARY_PAGE_SIZE_MAX = 50;
/** Download formats; Telangana Books offers only mp3 (a zip of the sections' MP3s). */
export const LIBRARY_FORMATS = ['docx', 'html', 'epub', 'mp3'] as const;
export type LibraryFormat = (typeof LIBRARY_FORMATS)[number];
export const LIBRARY_COLLECTIONS = ['nclude', 'telangana'] as const;
export type LibraryCollection = (typeof LIBRARY_COLLECTIONS)[number];
export const REVIEW_COMMENT_MAX = 1000;
export const BOOK_SLUG_MAX = 120;
export const CATEGORY_NAME_MAX = 80;
/** Longest title or author, and longest description or copyright notice, a book upload may give. */
export const LIBRARY_TITLE_MAX = 300;
export const LIBRARY_NOTE_MAX = 4000;

// Accessible news (issue #12). The spec's language codes are eng and hin.
export const NEWS_LANGUAGES = ['eng', 'hin'] as const;
export type NewsLanguage = (typeof NEWS_LANGUAGES)[number];
export const NEWS_PAGE_SIZE = 10;
/** The spec's cuts of the list: a title at 75 characters and a body at 100, at a word boundary. */
export const NEWS_TITLE_CUT = 75;
export const NEWS_BODY_CUT = 100;
export const NEWS_SOURCE_NAME_MAX = 100;
export const NEWS_CATEGORY_MAX = 60;
/** Categories one source may list. */
export const NEWS_CATEGORIES_MAX = 20;
export const NEWS_FEED_URL_MAX = 2000;
/** How often a source is polled, in minutes. */
export const NEWS_INTERVAL_MIN = 5;
export const NEWS_INTERVAL_MAX = 1440;

/**
 * `text` cut to at most `max` characters at a word boundary, with an ellipsis when cut (the news
 * list's 75/100 cuts). A single word longer than `max` is cut inside it.
 */
export function cutAtWord(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max);
  const space = room.lastIndexOf(' ');
  const cut = (space > max / 2 ? room.slice(0, space) : room).replace(/[\s.,;:!?\-–—]+$/u, '');
  return `${cut}…`;
}

// The browser agent (issue #13): plain values of its websocket protocol (shared/src/api/agent.ts
// re-exports them with the message schemas), here so that browser code can use them without
// loading TypeBox.
export const AGENT_PROTOCOL = 'nclude-agent';
export const AGENT_TOKEN_PROTOCOL_PREFIX = 'bearer.';
/** Longest message the person may send (the spec shows no maximum; the server keeps one). */
export const AGENT_TEXT_MAX = 2_000;
/** Largest cookie list the page may lend at once (the JSON text of `{site}-cookies`). */
export const AGENT_COOKIES_MAX_CHARS = 64 * 1024;
/**
 * The companion extension's id, which the page names in `chrome.runtime.sendMessage`: set by the
 * public key in its manifest (extension/build.mjs; a test checks they agree).
 */
export const AGENT_EXTENSION_ID = 'oelcmmjldebkcpppdeejdjamaeghalke';

export const AGENT_COOKIE_SITES = ['linkedin', 'naukri', 'swiggy', 'uber', '1mg'] as const;
export type AgentCookieSite = (typeof AGENT_COOKIE_SITES)[number];

/** Spec §9: the cookie that shows the person is signed in, and the domains the page asks for. */
export const AGENT_SITE_SIGN_IN: Record<
  AgentCookieSite,
  { label: string; url: string; cookie: string; domains: string[] }
> = {
  linkedin: {
    label: 'LinkedIn',
    url: 'https://www.linkedin.com/login',
    cookie: 'li_at',
    domains: ['www.linkedin.com', 'linkedin.com'],
  },
  naukri: {
    label: 'Naukri',
    url: 'https://www.naukri.com/nlogin/login',
    cookie: 'nauk_at',
    domains: ['www.naukri.com', 'naukri.com'],
  },
  swiggy: {
    label: 'Swiggy',
    url: 'https://www.swiggy.com/',
    cookie: '_is_logged_in',
    domains: ['www.swiggy.com', 'swiggy.com'],
  },
  uber: {
    label: 'Uber',
    url: 'https://m.uber.com/',
    cookie: '_ua',
    domains: ['www.uber.com', 'uber.com', 'm.uber.com'],
  },
  '1mg': {
    label: '1mg',
    url: 'https://www.1mg.com/',
    cookie: 'VISITOR-ID',
    domains: ['www.1mg.com', '1mg.com'],
  },
};
