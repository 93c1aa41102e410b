// The one catalogue mechanism for user-facing text, in English, Hindi and Telugu. Pure
// TypeScript with no DOM access: validation.ts imports this file and the server imports
// validation.ts.
//
// Every package defines its catalogue with `defineMessages(en, { hi, te })`: the English texts
// inline (they are also the fallback) and each translation as a module loaded on demand, so a
// first visit in English downloads no other language. `activateLanguage` loads every registered
// catalogue's translation before switching, so no page shows half one language, half another.
import type { Language } from './contracts';

export type MessageParams = Record<string, string | number>;

export type Translate<M extends Record<string, string>> = (
  key: keyof M,
  params?: MessageParams,
) => string;

/** A translation of catalogue `M`: every key, no other (the compiler checks both). */
export type Translation<M extends Record<string, string>> = { readonly [K in keyof M]: string };

type TranslationLoader = () => Promise<{ default: Readonly<Record<string, string>> }>;
type Translations = Record<Exclude<Language, 'en'>, TranslationLoader>;

interface Catalogue {
  en: Readonly<Record<string, string>>;
  loaders: Partial<Translations>;
  tables: Partial<Record<Language, Readonly<Record<string, string>>>>;
  pending: Partial<Record<Language, Promise<void>>>;
}

const catalogues: Catalogue[] = [];
let currentLanguage: Language = 'en';
// The server answers each request in its own language: it resolves the language per call.
let resolveLanguage: (() => Language) | null = null;
const listeners = new Set<() => void>();

export function getLanguage(): Language {
  return resolveLanguage ? resolveLanguage() : currentLanguage;
}

/** Server: the language of the request being handled (from its AsyncLocalStorage). */
export function setLanguageResolver(resolve: (() => Language) | null): void {
  resolveLanguage = resolve;
}

function loadCatalogue(catalogue: Catalogue, language: Language): Promise<void> {
  if (language === 'en' || catalogue.tables[language]) return Promise.resolve();
  const loader = catalogue.loaders[language];
  if (!loader) return Promise.resolve();
  catalogue.pending[language] ??= loader().then(
    (loaded) => {
      catalogue.tables[language] = loaded.default;
    },
    (error: unknown) => {
      // A failed download is tried again on the next activation; English shows meanwhile.
      delete catalogue.pending[language];
      throw error;
    },
  );
  return catalogue.pending[language];
}

/** Loads every registered catalogue's translation into `language` (all of them, once each). */
export async function loadLanguage(language: Language): Promise<void> {
  await Promise.all(catalogues.map((catalogue) => loadCatalogue(catalogue, language)));
}

/** Loads `language` everywhere, then makes it the language of every text; listeners are told. */
export async function activateLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  if (currentLanguage === language) return;
  currentLanguage = language;
  for (const listener of [...listeners]) listener();
}

/** Resolves once every catalogue registered so far has the current language loaded. */
export function catalogsReady(): Promise<void> {
  return loadLanguage(getLanguage());
}

export function subscribeLanguage(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** The names of the `{placeholders}` of a template, sorted (translations must keep them all). */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1] as string).sort();
}

/** Fills `{name}` placeholders; a placeholder without a value is left visible so the gap is noticed. */
export function formatMessage(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

export interface CatalogueInfo {
  en: Readonly<Record<string, string>>;
  translations: Partial<Translations>;
}

/**
 * A catalogue: `t(key, params)` in the current language (English where a translation has not
 * loaded). `t.catalogue` lets tests check that every translation is complete.
 */
export function defineMessages<const M extends Record<string, string>>(
  en: M,
  translations: Partial<Translations> = {},
): Translate<M> & { catalogue: CatalogueInfo } {
  const catalogue: Catalogue = { en, loaders: translations, tables: {}, pending: {} };
  catalogues.push(catalogue);
  // A catalogue defined while another language is active starts loading it at once.
  if (currentLanguage !== 'en')
    void loadCatalogue(catalogue, currentLanguage).catch(() => undefined);
  const translate = (key: keyof M, params?: MessageParams) => {
    const table = catalogue.tables[getLanguage()] ?? en;
    const template = table[key as string] ?? en[key];
    return formatMessage(String(template), params);
  };
  return Object.assign(translate, { catalogue: { en, translations } });
}

/**
 * Shared strings. The validation and error texts are the product's (sections 5 and 8) word for word,
 * with the spelling corrections docs/product-rules.md asks for ("Please verify email or phone", "processed",
 * "occurred").
 */
export const sharedMessages = {
  // Validation (product rules §5)
  invalidEmail: 'Please enter a valid email address',
  phoneLength: 'Enter valid 10 Digit Number',
  invalidPhone: 'Please enter a valid phone number',
  passwordMinLength: 'Minimum Length for password must be 8',
  passwordMismatch: 'Password does not match',
  passwordOnlySpaces: 'The password cannot be made of spaces only',
  fillAllDetails: 'Please Fill all the details',
  verifyEmailOrPhone: 'Please verify email or phone',
  fillRequiredFields: 'Please Fill the required fields',
  fillRequiredInformation: 'Please Fill the Required Information',
  bothFieldsRequired: 'Both fields are required.',
  passwordsDoNotMatch: 'Passwords do not match.',
  emailsDoNotMatch: 'Emails do not match.',
  numbersDoNotMatch: 'Numbers do not match.',
  maxSocialLinks: 'You can add a maximum of {max} social links.',
  pdfOnly: 'Please choose a PDF file.',
  wrongCredentials: 'Wrong credentials. Access denied.',
  verifyChannelHint: 'Either email or phone must be verified.',
  userNameTooShort: 'Enter a user name of at least {min} characters.',
  userNameTooLong: 'Enter a user name of at most {max} characters.',
  chatMessageEmpty: 'Write a message first.',
  chatMessageTooLong:
    'Your message has {length} characters; the most is {max}. Shorten it or send it in two parts.',

  // Error catalogue (product rules §8)
  requestAccessNotice:
    'You are not authorized to use this service yet. Enrol in the library programme or verify your disability status to get access.',
  requestAccessLink: 'Request access',
  otpValidationFailed: 'OTP validation failed',
  phonesWhitelisted: 'Phone numbers are whitelisted!',
  orgUploadFailed: 'some error occurred while fetching numbers from the file!',
  successfullyWhitelisted: 'Successfully Whitelisted',
  approvalVerifying: 'Verifying...',
  approvalNoToken: 'No token provided.',
  approvalFailed: 'An error occurred during verification.',
  requestSent:
    'We have sent your Information to the Admin, We will notify you once your request is processed.',
  sessionExpired: 'Your session has ended. Please log in again.',

  // Guard
  titleNotAuthorized: 'Not authorized',
  notAuthorizedHeading: 'Not authorized',
  goToDashboard: 'Go to the Dashboard',

  // Transport
  networkError: 'Could not reach the server. Check your internet connection and try again.',
  unexpectedError: 'Something went wrong. Please try again.',
  abortedRequest: 'The request was cancelled.',

  // Password strength (product rules §4)
  passwordStrength: 'Password strength: {label}',
  strengthWeak: 'Weak',
  strengthMedium: 'Medium',
  strengthStrong: 'Strong',

  // UI kit
  loading: 'Loading…',
  close: 'Close',
  dismiss: 'Dismiss',
  dismissNotification: 'Dismiss notification',
  notifications: 'Notifications',
  toastSuccess: 'Success:',
  toastError: 'Error:',
  toastInfo: 'Information:',
  showPassword: 'Show password',
  otpGroupLabel: 'One-time password',
  otpDigit: 'Digit {n} of {total}',
  page: 'Page',
  pageOf: 'of {total}',
  pagination: 'Pagination',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  selectPlaceholder: 'Select an option',
  errorPrefix: 'Error:',
  languageLegend: 'Language',
  errorSummaryTitle: 'Please correct the following before continuing:',
  retry: 'Retry',
  uploadProgressLabel: 'Upload progress',
  uploadProgressText: '{percent}% uploaded',
  uploadProgressAnnouncement: 'Upload {percent}% complete.',
  jobProgressText: '{percent}% done',
  jobWaiting: 'Waiting to start',
  dropZoneText: 'Drag and drop a file here, or choose one with the button.',
  chosenFile: 'Chosen file: {fileName}',
  dropOneFile: 'Please drag and drop only one file at a time.',

  // Accessibility settings
  themeDefault: 'Default (dark text on white)',
  themeGreenWhite: 'Green and white',
  themeRedWhite: 'Red and white',
  themeBlackWhite: 'Black and white',
  themeYellowBlack: 'Yellow and black',
  themeYellowBlue: 'Yellow and blue',
  themeWhiteBlack: 'White and black',

  // Standalone development host of a remote
  standalonePages: 'Pages of this remote',
  standaloneSignedInAs: 'Signed in as {userName} (role {role}).',
  standaloneSignedOut: 'Nobody is signed in. Pages that need a session send you to {target}.',
  standaloneSignOut: 'Sign out',
} as const;

export type SharedMessageKey = keyof typeof sharedMessages;

export const t = defineMessages(sharedMessages, {
  hi: () => import('./messages.hi'),
  te: () => import('./messages.te'),
});
