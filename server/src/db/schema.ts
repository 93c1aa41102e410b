// Table types for Kysely. Timestamps are ISO-8601 UTC strings (`Date#toISOString`) on both
// engines: they sort and compare correctly as text, so the same queries run on SQLite and
// PostgreSQL.
import type { Language, Role } from '@nclude/shared/contracts';
import type { Generated } from 'kysely';

export type ContactChannel = 'email' | 'sms';
export type WhitelistKind = 'phone' | 'email';

export interface UsersTable {
  id: string;
  user_name: string;
  email: string | null;
  phone_number: string | null;
  password_hash: string | null;
  role: Role;
  scope: string | null;
  profile_info: string | null;
  created_at: string;
  resume_file_id: string | null;
  /** JSON array of URLs (at most 3). */
  social: string;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  user_agent: string | null;
}

export interface OtpsTable {
  id: string;
  channel: ContactChannel;
  contact: string;
  code_hash: string;
  expires_at: string;
  attempts: number;
  consumed_at: string | null;
  created_at: string;
  /** Tries this code accepts; null: OTP_MAX_ATTEMPTS. */
  max_attempts: number | null;
}

export interface OtpSendsTable {
  contact: string;
  /** The requesting client's clientKey (an IPv4 address or an IPv6 /64). */
  ip: string;
  at: string;
  /** 1 once the contact was proven after this send: no longer counts toward its spacing. */
  cleared: Generated<number>;
}

export interface ContactVerificationsTable {
  contact: string;
  channel: ContactChannel;
  verified_at: string;
}

export interface WhitelistTable {
  id: string;
  kind: WhitelistKind;
  value: string;
  scope: string | null;
  added_by: string | null;
  org_id: string | null;
  created_at: string;
}

export interface AccountInfoTable {
  user_id: string;
  employment_status: string | null;
  job_search_status: string | null;
  disability: string | null;
  preferred_industry: string | null;
  preferred_role: string | null;
}

/** What a stored file is for; each kind has its own content and size rule (storage/files.ts). */
export type FileKind = 'resume' | 'certificate' | 'document' | 'media' | 'book' | 'result';
export type AccessRequestStatus = 'pending' | 'approved' | 'rejected';

export interface FilesTable {
  id: string;
  owner_user_id: string | null;
  kind: FileKind;
  original_name: string;
  content_type: string;
  size: number;
  /** Generated name inside the storage; never derived from what a user sent. */
  storage_key: string;
  created_at: string;
}

export interface AccessRequestsTable {
  id: string;
  user_name: string;
  phone_number: string;
  email: string;
  disability_type: string;
  certificate_file_id: string | null;
  status: AccessRequestStatus;
  created_at: string;
  updated_at: string;
  decided_at: string | null;
  decided_by: string | null;
  decision_note: string | null;
  /** The interface language of the requester (en, hi, te): their decision is sent in it. */
  language: Language;
}

/** Single-use approval links emailed to an admin for one access request. */
export interface ApprovalTokensTable {
  id: string;
  request_id: string;
  admin_user_id: string | null;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** Single-use links that prove a user owns the email address being linked. */
export interface LinkTokensTable {
  id: string;
  user_id: string;
  kind: 'email' | 'phone';
  value: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface OtpFailuresTable {
  contact: string;
  at: string;
  /** clientKey of the client that entered the wrong code (null for rows older than 0004). */
  client: string | null;
}

export interface LoginFailuresTable {
  /** Normalised email, or `user:<id>` for an account without one. */
  account: string;
  /** clientKey of whoever typed it (null for rows from before it was recorded). */
  client: string | null;
  at: string;
}

export interface LinkRequestsTable {
  user_id: string;
  client: string;
  at: string;
}

export interface OrgEnrolmentsTable {
  org_id: string;
  phone_number: string;
  created_at: string;
}

export type ConversionKind = 'document' | 'media';

export interface ConversionRequestsTable {
  id: string;
  owner_user_id: string;
  kind: ConversionKind;
  source_file_id: string | null;
  result_file_id: string | null;
  job_id: string | null;
  file_name: string;
  tag: string | null;
  /** Lower-cased file name and tag (search). */
  search_text: string;
  output_format: string;
  language: string;
  ui_language: Language;
  created_at: string;
}

/** What the captions job learnt about a media request. */
export interface CaptionMediaTable {
  request_id: string;
  media_kind: 'audio' | 'video';
  duration_ms: number;
  engine_id: string | null;
  engine_label: string | null;
}

/** What the speech engine heard in one stretch of a media request's audio. */
export interface CaptionChunksTable {
  request_id: string;
  chunk_index: number;
  engine_id: string;
  start_ms: number;
  end_ms: number;
  /** JSON Recognition, times from the chunk's start. */
  recognition: string;
}

/** Background jobs: the record users see, whichever process (API or worker) runs them. */
export interface JobsTable {
  id: string;
  kind: string;
  owner_user_id: string | null;
  /** The owner's language when it was queued: texts the runtime writes for people use it. */
  language: Language;
  /** JSON. */
  input: string;
  state: 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';
  progress: number;
  stage: string | null;
  attempts: number;
  max_attempts: number;
  error: string | null;
  /** JSON, or null until it succeeds. */
  result: string | null;
  /** A queued job is not started before this (retry backoff). */
  run_after: string;
  /** The runner holding a running job, and until when unless it renews. */
  lease_owner: string | null;
  lease_until: string | null;
  created_at: string;
  updated_at: string;
  started_at: string | null;
  finished_at: string | null;
}

export interface NotificationsTable {
  id: string;
  user_id: string;
  kind: string;
  title: string;
  body: string;
  /** A path of the web app, never a file address. */
  link: string | null;
  created_at: string;
  read_at: string | null;
}

/** A person's conversation with one assistant. */
export interface ChatConversationsTable {
  id: string;
  owner_user_id: string;
  assistant: string;
  /** The first question, shortened. */
  title: string;
  created_at: string;
  updated_at: string;
}

export interface ChatMessagesTable {
  /** Ordered: later messages have greater ids. */
  id: string;
  conversation_id: string;
  role: 'user' | 'assistant';
  text: string;
  /** JSON [{title, url}]. */
  sources: string;
  state: 'complete' | 'stopped';
  created_at: string;
}

/** A job posting (government or corporate). */
export interface JobPostingsTable {
  id: string;
  source: string;
  external_id: string;
  job_category: 'government_job' | 'corporate_job';
  company: string;
  title: string;
  address: string;
  logo_url: string | null;
  job_detail_link: string | null;
  job_nature: string;
  work_experience: string;
  required_education: string;
  responsibilities: string;
  min_qualification: string;
  pref_qualification: string;
  about_job: string;
  pwd_details: string;
  /** JSON list of DisabilityType. */
  suitable_for: string;
  /** JSON list of strings. */
  accommodations: string;
  /** YYYY-MM-DD */
  posted_on: string;
  closes_on: string | null;
  contact_email: string;
  /** 1 for the sample catalogue written for this project. */
  sample: number;
  status: 'open' | 'closed';
  search_text: string;
  created_at: string;
  updated_at: string;
}

export interface JobReadsTable {
  user_id: string;
  job_id: string;
  read_at: string;
}

export interface JobApplicationsTable {
  id: string;
  user_id: string;
  job_id: string;
  /** JSON {name, email, phone, resume}. */
  shared: string;
  created_at: string;
}

export interface ResumeProfilesTable {
  user_id: string;
  file_id: string | null;
  job_id: string | null;
  /** JSON ParsedResume. */
  parsed: string | null;
  /** 1 once the person reviewed (and perhaps corrected) it. */
  reviewed: number;
  consented_at: string | null;
  updated_at: string;
}

export interface JobFeedRunsTable {
  feed_name: string;
  job_id: string | null;
  started_at: string;
}

export type LibraryLanguage = 'en' | 'hi' | 'te';
export type LibraryCollection = 'nclude' | 'telangana';

export interface LibraryBooksTable {
  id: string;
  /** The spec's bookAwsName: the book's name in addresses. */
  slug: string;
  title: string;
  author: string;
  language: LibraryLanguage;
  category: string;
  collection: LibraryCollection | null;
  description: string;
  copyright: string;
  status: 'ingesting' | 'ready' | 'failed';
  job_id: string | null;
  error: string | null;
  section_count: number;
  duration_ms: number;
  search_text: string;
  sample: number;
  created_at: string;
  updated_at: string;
}

export interface LibrarySectionsTable {
  book_id: string;
  /** 0-based reading order across the book (the spec's section index). */
  position: number;
  chapter_index: number;
  chapter_title: string;
  title: string;
  text: string;
  /** JSON SentenceTiming[]. */
  sentences: string;
  audio_key: string | null;
  audio_bytes: number;
  duration_ms: number;
}

export interface LibraryProgressTable {
  user_id: string;
  book_id: string;
  position: number;
  offset_ms: number;
  updated_at: string;
}

export interface LibraryReviewsTable {
  id: string;
  book_id: string;
  user_id: string;
  rating: number;
  comment: string;
  created_at: string;
  updated_at: string;
}

export interface LibraryFormatsTable {
  book_id: string;
  format_type: 'docx' | 'html' | 'epub' | 'mp3';
  job_id: string | null;
  storage_key: string | null;
  byte_size: number;
  error: string | null;
  created_at: string;
}

export interface LibraryDownloadsTable {
  id: string;
  user_id: string;
  book_id: string;
  format_type: string;
  created_at: string;
}

export type NewsLanguage = 'eng' | 'hin';

export interface NewsSourcesTable {
  id: string;
  name: string;
  url: string;
  language: NewsLanguage;
  /** JSON list of names. */
  categories: string;
  interval_minutes: number;
  paused: number;
  local: number;
  from_config: number;
  etag: string | null;
  last_modified: string | null;
  last_polled_at: string | null;
  last_success_at: string | null;
  last_error: string | null;
  failures: number;
  next_poll_at: string;
  job_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface NewsArticlesTable {
  id: string;
  source_id: string;
  guid: string;
  url_key: string | null;
  url: string | null;
  title: string;
  body_html: string;
  body_text: string;
  excerpt: string;
  image_url: string | null;
  image_alt: string | null;
  image_key: string | null;
  image_type: string | null;
  image_bytes: number | null;
  audio_key: string | null;
  audio_bytes: number | null;
  /** JSON list of names. */
  authors: string;
  category: string | null;
  language: NewsLanguage;
  published_at: string;
  search_text: string;
  created_at: string;
}

export interface NewsReadsTable {
  user_id: string;
  article_id: string;
  read_at: string;
}

/** A periodic task run once across all nodes: whoever moves `next_at` on does the run. */
export interface PeriodicRunsTable {
  name: string;
  next_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  otps: OtpsTable;
  otp_sends: OtpSendsTable;
  contact_verifications: ContactVerificationsTable;
  whitelist: WhitelistTable;
  account_info: AccountInfoTable;
  files: FilesTable;
  conversion_requests: ConversionRequestsTable;
  caption_media: CaptionMediaTable;
  caption_chunks: CaptionChunksTable;
  access_requests: AccessRequestsTable;
  approval_tokens: ApprovalTokensTable;
  link_tokens: LinkTokensTable;
  otp_failures: OtpFailuresTable;
  org_enrolments: OrgEnrolmentsTable;
  login_failures: LoginFailuresTable;
  link_requests: LinkRequestsTable;
  jobs: JobsTable;
  notifications: NotificationsTable;
  chat_conversations: ChatConversationsTable;
  chat_messages: ChatMessagesTable;
  job_postings: JobPostingsTable;
  library_books: LibraryBooksTable;
  library_sections: LibrarySectionsTable;
  library_progress: LibraryProgressTable;
  library_reviews: LibraryReviewsTable;
  library_formats: LibraryFormatsTable;
  library_downloads: LibraryDownloadsTable;
  job_reads: JobReadsTable;
  job_applications: JobApplicationsTable;
  resume_profiles: ResumeProfilesTable;
  job_feed_runs: JobFeedRunsTable;
  news_sources: NewsSourcesTable;
  news_articles: NewsArticlesTable;
  news_reads: NewsReadsTable;
  periodic_runs: PeriodicRunsTable;
}
