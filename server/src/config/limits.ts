// Limits: body and upload sizes, code lifetimes and tries, and the per-client and per-account
// rate limits of codes, sign-ins and access requests.
import { integer, variable } from './define';

const kilobytes = integer(64, 1);
const megabytes = (fallback: number) => {
  const read = integer(fallback, 1);
  return (raw: string | undefined, context: { name: string }) => read(raw, context) * 1024 * 1024;
};

export const limitsVariables = [
  variable({
    name: 'BODY_LIMIT_KB',
    defaultValue: '64',
    meaning: 'Largest JSON body accepted; larger requests get 413.',
    field: 'bodyLimitBytes',
    read: (raw, context) => kilobytes(raw, context) * 1024,
  }),
  variable({
    name: 'UPLOAD_LIMIT_MB',
    defaultValue: '5',
    meaning: 'Largest PDF upload (resume, access-request certificate); larger files get 413.',
    field: 'uploadLimitBytes',
    read: megabytes(5),
  }),
  variable({
    name: 'DOCUMENT_UPLOAD_LIMIT_MB',
    defaultValue: '300',
    meaning:
      'Largest document to convert (PDF); larger files get 413. Uploads stream to DATA_DIR/uploads, never whole in memory.',
    field: 'documentUploadLimitBytes',
    read: megabytes(300),
  }),
  variable({
    name: 'MEDIA_UPLOAD_LIMIT_MB',
    defaultValue: '200',
    meaning: 'Largest audio or video file to caption; larger files get 413.',
    field: 'mediaUploadLimitBytes',
    read: megabytes(200),
  }),
  variable({
    name: 'LIBRARY_UPLOAD_LIMIT_MB',
    defaultValue: '300',
    meaning:
      'Largest library book an administrator uploads to ingest (TXT, HTML, DOCX, EPUB, one MP3, a zip of MP3 chapters or a DAISY zip); larger files get 413.',
    field: 'libraryUploadLimitBytes',
    read: megabytes(300),
  }),
  variable({
    name: 'LIBRARY_UNPACKED_LIMIT_MB',
    defaultValue: '512',
    meaning:
      'Most an uploaded EPUB, DOCX or zip may unpack to; past it, or past 100 unpacked bytes per byte of archive, the book is refused as a likely zip bomb.',
    field: 'libraryUnpackedLimitBytes',
    read: megabytes(512),
  }),
  variable({
    name: 'ACTIVE_DOCUMENTS_PER_PERSON',
    defaultValue: '3',
    meaning:
      'Documents one person may have waiting or converting at once; another upload gets 429 (with Retry-After) until one ends.',
    field: 'activeDocumentsPerPerson',
    read: integer(3, 1),
  }),
  variable({
    name: 'ACTIVE_MEDIA_PER_PERSON',
    defaultValue: '2',
    meaning:
      'Audio or video files one person may have waiting or being captioned at once; another upload gets 429 (with Retry-After) until one ends.',
    field: 'activeMediaPerPerson',
    read: integer(2, 1),
  }),
  variable({
    name: 'REQUEST_TIMEOUT_MINUTES',
    defaultValue: '60',
    meaning:
      'Longest a request may take to arrive, so a 300 MB upload over a slow connection is not cut off (Node alone stops at 5 minutes); headers must still arrive within a minute.',
    field: 'requestTimeoutMs',
    read: (raw, context) => integer(60, 1)(raw, context) * 60_000,
  }),
  variable({
    name: 'OTP_TTL_SECONDS',
    defaultValue: '300',
    meaning: 'How long a one-time code stays valid.',
    field: 'otpTtlSeconds',
    read: integer(300, 1),
  }),
  variable({
    name: 'OTP_MAX_ATTEMPTS',
    defaultValue: '5',
    meaning: 'Wrong tries allowed per code; then the code is dead.',
    field: 'otpMaxAttempts',
    read: integer(5, 1),
  }),
  variable({
    name: 'OTP_CLIENT_FREE_FAILURES',
    defaultValue: '10',
    meaning:
      'Wrong codes one client (an IPv4 address or an IPv6 /64) may enter in an hour, across all contacts; after that each further check must wait 1 second after the last wrong code, doubling each time up to 15 minutes (429).',
    field: 'otpClientFreeFailures',
    read: integer(10, 0),
  }),
  variable({
    name: 'OTP_SENDS_PER_CONTACT',
    defaultValue: '3',
    meaning:
      'Codes sent to one email or phone in 24 hours without waiting; each later code must wait after the previous one 1 minute, then 2, 4, … up to `OTP_SEND_DELAY_MAX_MINUTES` (429). Signing in with a code clears the count.',
    field: 'otpSendsPerContact',
    read: integer(3, 0),
  }),
  variable({
    name: 'OTP_SEND_DELAY_MAX_MINUTES',
    defaultValue: '30',
    meaning: 'Longest wait between two codes sent to one email or phone.',
    field: 'otpSendDelayMaxMinutes',
    read: integer(30, 1),
  }),
  variable({
    name: 'OTP_SENDS_PER_IP',
    defaultValue: '30',
    meaning:
      'Codes (and link requests) asked for by one client (an IPv4 address or an IPv6 /64) per `OTP_SEND_WINDOW_MINUTES`, including refused ones.',
    field: 'otpSendsPerIp',
    read: integer(30, 1),
  }),
  variable({
    name: 'OTP_SEND_WINDOW_MINUTES',
    defaultValue: '15',
    meaning: 'Window of `OTP_SENDS_PER_IP`.',
    field: 'otpSendWindowMinutes',
    read: integer(15, 1),
  }),
  variable({
    name: 'LOGIN_ATTEMPTS_PER_IP',
    defaultValue: '100',
    meaning:
      'Requests per minute per client (an IPv4 address or an IPv6 /64) to each of sendOtp, validate, signup, login and otpLogin.',
    field: 'loginAttemptsPerIp',
    read: integer(100, 1),
  }),
  variable({
    name: 'LOGIN_FREE_FAILURES',
    defaultValue: '5',
    meaning:
      "Wrong passwords for one account from one client (login, adminLogin, current password on reset) within 15 minutes; after that each attempt from that client must wait 1 second after its last wrong one, doubling up to 15 minutes (429). A right password clears that client's count.",
    field: 'loginFreeFailures',
    read: integer(5, 0),
  }),
  variable({
    name: 'LOGIN_ACCOUNT_FREE_FAILURES',
    defaultValue: '50',
    meaning:
      'Wrong passwords per account from all clients together within 15 minutes before every client must wait (1 second, doubling). `LOGIN_FREE_FAILURES` counts per client (an IPv4 address or an IPv6 /64), so a guesser on one network cannot keep the owner out on another.',
    field: 'loginAccountFreeFailures',
    read: integer(50, 0),
  }),
  variable({
    name: 'ACCESS_REQUESTS_PER_IP',
    defaultValue: '10',
    meaning:
      'Access requests (`/auth/requestAccess`) accepted per hour per client (an IPv4 address or an IPv6 /64).',
    field: 'accessRequestsPerIp',
    read: integer(10, 1),
  }),
] as const;
