// The server's user-facing texts, through the shared catalogue mechanism so they can be
// translated with the rest of the product. Field validation texts come from @nclude/shared.
import { defineMessages } from '@nclude/shared/messages';

export const serverMessages = {
  // Request shape
  missingField: 'Missing required field: {field}',
  wrongType: 'Field {field} has the wrong type: {detail}',
  mustBeText: 'Field {field} must be text',
  mustBeDate: 'Field {field} must be a date written YYYY-MM-DD',
  mustBeEmail: 'Field {field} must be an email address',
  mustBeWebAddress: 'Field {field} must be a web address starting with https:// or http://',
  notAllowedValue: 'Field {field} does not accept the value "{value}"',
  fieldTooLong: 'Field {field} is too long',
  fieldEmpty: 'Field {field} must not be empty',
  numberTooLarge: 'Field {field} must be at most {limit}',
  numberTooSmall: 'Field {field} must be at least {limit}',
  invalidBody: 'The request body is not valid: {detail}',
  badJson: 'The request body is not valid JSON',
  nulCharacter: 'The request contains a NUL character (U+0000), which no field accepts.',
  bodyNotObject: 'The request body must be a JSON object',
  emptyJsonBody: 'The request body is empty; send a JSON object',
  bodyTooLarge: 'The request body is too large (limit {limit} KB)',
  unsupportedMediaType: 'Unsupported content type {type}; send application/json',
  routeNotFound: 'No API route matches {method} {url}',
  notFound: 'Not found: {url}',
  internalError: 'Something went wrong on our side. Please try again later.',
  tooManyRequests: 'Too many requests. Please try again in {seconds} seconds.',
  rateLimitUnavailable: 'This cannot be done right now. Please try again in a minute.',
  // Audio and video players asking for part of a file (HTTP Range)
  badRange: 'That part of the recording does not exist.',

  // OTP
  contactRequired: 'Please provide an email address or a phone number',
  oneContactOnly: 'Provide either an email address or a phone number, not both',
  otpRequired: 'Please enter the OTP',
  otpShape: 'The OTP must be exactly 4 digits',
  otpSentEmail: 'OTP sent to your email address',
  otpSentPhone: 'OTP sent to your phone number',
  otpEmailSubject: 'Your Nclude verification code',
  otpText: 'Your Nclude verification code is {code}. It expires in {minutes} minutes.',
  notEnrolledSubject: 'Your request for an Nclude code',
  notEnrolledText:
    'Someone asked for an Nclude sign-in code for this contact, which is not enrolled in Nclude. You are not authorized to use this service yet: to get access, request it at {url}. If you did not ask, ignore this message.',
  contactTakenSubject: 'Your request to link this contact to Nclude',
  contactTakenText:
    'Someone asked to add this contact to an Nclude account, but it already belongs to one. If that account is yours, sign in with this contact at {url}. If you did not ask, ignore this message.',
  otpNotRequested: 'No OTP was requested for this contact. Please request a new OTP.',
  otpExpired: 'This OTP has expired. Please request a new OTP.',
  otpTooManyAttempts: 'Too many wrong attempts. Please request a new OTP.',
  otpWrong: 'Invalid OTP. {left} attempts left.',
  otpWrongLast: 'Invalid OTP. 1 attempt left.',
  otpVerified: 'OTP verified',
  otpSendsPerContact:
    'A code was sent to this contact a short while ago. Please wait {wait} before asking for another one.',
  otpSendsPerIp: 'Too many OTP requests from your network. Please try again in {wait}.',
  otpClientWait:
    'Too many wrong codes were entered from your network. Please wait {wait} before trying again.',
  otpWrongOnlyTry:
    'Invalid OTP. Because of repeated wrong codes for this contact, each code accepts only one try. Please request a new OTP.',

  // Password guessing (per account, whether or not it exists)
  loginWait: 'Too many wrong passwords for this account. Please wait {wait} before trying again.',

  // Proof for a password change
  resetProofRequired:
    'Enter your current password, or ask for a code and enter it, to change your password.',
  currentPasswordWrong: 'Your current password is not correct.',
  resetCodeSentPhone:
    'We sent a code to your phone number {sentTo}. Enter it to change your password.',
  resetCodeSentEmail:
    'We sent a code to your email address {sentTo}. Enter it to change your password.',
  resetNoContact: 'Your account has no phone number or email address to send a code to.',
  deliveryFailed:
    'We could not send the verification code right now. Please try again in a few minutes.',

  // Accounts
  notAuthorized:
    'You are not authorized to use this service yet. Enrol in the library programme or verify your disability status to get access.',
  userTypeUser: 'userType must be "user"',
  duplicateEmail: 'An account with this email already exists',
  duplicatePhone: 'An account with this phone number already exists',
  signupSuccess: 'Signup successful',
  loginSuccess: 'Login successful',
  wrongCredentials: 'Incorrect email or password',
  noAccountForPhone: 'No account is registered with this phone number. Please sign up first.',
  loggedOut: 'You have been logged out',
  signInRequired: 'Please log in to continue.',
  sessionEnded: 'Your session has ended. Please log in again.',

  // Static hosting
  notBuilt:
    'The Nclude API is running, but the web app has not been built yet. Run "pnpm build" in the repository root, then reload this page.',
  databaseUnreachable: 'The database is not reachable',
  redisUnreachable: 'Redis is not reachable',
  storageUnavailable: 'File storage is not available',
  nodeStopping: 'This server is stopping; its requests go to the others',

  // Uploads and files
  notMultipart: 'Send this form as multipart/form-data',
  badMultipart: 'The form data could not be read. Please try again.',
  fileTooLarge: 'The file is too large. The limit is {mb} MB.',
  oneFileOnly: 'Send only one file',
  unexpectedFile: 'A file was sent in the field {field}; only {expected} accepts a file',
  noFileExpected: 'This form does not accept a file',
  fileFieldNotFile: 'Field {field} must be a file upload',
  tooManyFields: 'The form has too many fields',
  duplicateField: 'Field {field} was sent more than once',
  notPdf: 'The file must be a PDF document.',
  notMedia:
    'The file must be audio or video (MP3, WAV, AAC, FLAC, OGG, WMA, M4A, MP4, AVI, MOV, WMV, MKV, FLV or WebM).',
  midiNoSound:
    'A MIDI file holds musical notes, not recorded sound, so there is no speech to caption. Please choose an audio or video recording.',
  notBook:
    'This file is not a book we can read. Give a TXT or HTML file in UTF-8, a DOCX or EPUB file, an MP3 recording, a zip of MP3 files (one per chapter), or a zipped DAISY 2.02 or DAISY 3 book.',
  fileNotFound: 'File not found',

  // Profile and account
  userNotFound: 'Your account no longer exists. Please sign up again.',
  emailChangeRefused:
    'Your email address cannot be changed here. To add one, use Link Email on your profile.',
  phoneChangeRefused:
    'Your phone number cannot be changed here. To add one, use Link PhoneNumber on your profile.',
  socialNotList: 'Social links must be a list of web addresses',
  socialNotUrl: 'Social link {n} must be a web address starting with http:// or https://',
  socialTooLong: 'Social link {n} is too long',
  profileUpdated: 'Your profile has been updated.',
  invalidEmploymentStatus: 'Please choose an employment status from the list',
  invalidJobSearchStatus: 'Please choose a job search status from the list',
  invalidDisability: 'Please choose a disability type from the list',
  accountInfoUpdated: 'Your account information has been updated.',
  newPasswordRequired: 'Please enter a new password',
  passwordChanged: 'Your password has been changed.',

  // Linking an email address or phone number
  emailAlreadyOnAccount: 'Your account already has an email address.',
  phoneAlreadyOnAccount: 'Your account already has a phone number.',
  emailTakenByOther: 'This email address belongs to another account.',
  phoneTakenByOther: 'This phone number belongs to another account.',
  linkCodeSent: 'We sent a code to {phone}. Enter it to link your phone number.',
  linkEmailSent: 'We sent a link to {email}. Open it to link your email address.',
  linkEmailSubject: 'Link your email address to Nclude',
  linkEmailText:
    'Hello {name},\n\nOpen this link to add {email} to your Nclude account:\n{url}\n\nThe link works once and expires in {hours} hours. If you did not ask for this, you can ignore this email.',
  linkTooManyRequests: 'Too many link requests. Please try again in {wait}.',
  linkDeliveryFailed: 'We could not send the link right now. Please try again in a few minutes.',
  linkInvalid: 'This link is invalid or has expired.',
  linkNeedsTokenOrPhone: 'Send either a link token, or a phone number with its OTP',
  phoneLinked: 'Your phone number has been linked to your account.',
  emailLinked: 'Your email address has been linked to your account.',

  // Access requests and approval
  certificateRequired: 'Please attach your disability certificate as a PDF file.',
  accessRequestSubject: 'Nclude access request from {name}',
  accessRequestText:
    'Someone has asked for access to Nclude.\n\nName: {name}\nPhone number: {phone}\nEmail: {email}\nDisability type: {disability}\n\nThe disability certificate is in the whitelist tool, where you can also approve or reject the request. To approve it now, open this link (it works once and expires in {validFor}):\n{url}',
  approvalTokenInvalid: 'This approval link is not valid. Open the link exactly as it was emailed.',
  approvalTokenUsed: 'This approval link has already been used.',
  approvalTokenExpired:
    'This approval link has expired. Approve the request from the whitelist tool instead.',
  requestAlreadyApproved: 'This access request has already been approved.',
  requestAlreadyRejected: 'This access request has already been rejected.',
  requestDecidedMeanwhile: 'Another administrator decided this access request a moment ago.',
  requestNotFound: 'There is no access request with this id.',
  accessApproved: 'Access approved for {name}. They have been told they can now sign up.',
  accessRejected: 'Access request from {name} rejected. They have been told.',
  approvedSubject: 'Your Nclude access request was approved',
  approvedText:
    'Hello {name}, your request for access to Nclude has been approved. You can now sign up at {url}',
  rejectedSubject: 'Your Nclude access request',
  rejectedText:
    'Hello {name}, your request for access to Nclude was not approved.{note} If you think this is a mistake, you can send a new request at {url}',
  rejectedNote: ' The administrator wrote: "{note}".',

  // Admin whitelist tool and organisations
  adminRequired: 'This needs an administrator.',
  orgRequired: 'This needs an organisation account.',
  scopeInvalid: 'Scope must be "library" or empty',
  fileRequired: 'Please choose a file to upload.',
  bulkWrongType: 'The file must be a .csv, .xls or .xlsx spreadsheet.',
  bulkEmpty: 'The file is empty.',
  bulkNoColumn: 'The file needs a column named {column}.',
  bulkNoRows: 'The file has no entries under the {column} column.',
  bulkTooManyRows:
    'The file has more than {max} rows. Split it into files of at most {max} rows each.',
  bulkTooComplex:
    'The file is too large or too complex to read. Save it as a simple .csv or .xlsx with one sheet and try again.',
  bulkTimeout: 'Reading the file took too long. Save it as a simple .csv and try again.',
  bulkUnreadable: 'The file could not be read. Check that it is a valid .csv, .xls or .xlsx file.',
  bulkFormula: 'Formulas are not allowed; type the value itself',
  bulkNothingValid: 'No valid entries were found in the file.',
  statusInvalid: 'Status must be pending, approved or rejected',

  emailAlreadyLinked: 'Your email address is already linked to your account.',
  // Background jobs (the reason a job failed, shown in its area's list)
  jobFailedAfterRetries:
    'This could not be finished after {attempts} tries because of a problem on our side. Please try again later.',
  jobInterrupted:
    'The work stopped unexpectedly {attempts} times, so it was given up. Please try again later.',

  // Notifications
  notificationNotFound: 'Notification not found',
  notificationMarkedRead: 'Notification marked as read',
  notificationsAllRead: 'All notifications marked as read',

  field_email: 'Email Address',
  field_phoneNumber: 'Mobile Number',
  field_password: 'Password',
  field_newPassword: 'New password',
  field_currentPassword: 'Current password',
  field_otp: 'OTP',
  field_userName: 'Name',
  field_profileInfo: 'Profile information',
  field_social: 'Social links',
  field_employmentStatus: 'Employment status',
  field_jobSearchStatus: 'Job search status',
  field_disability: 'Disability',
  field_disabilityType: 'Disability type',
  field_preferredIndustry: 'Preferred industry',
  field_preferredRole: 'Preferred role',
  field_note: 'Note',
  field_contact: 'Mobile number or email address',
  field_token: 'Link',
  field_rating: 'Rating',
  field_comment: 'Comment',
} as const;

export const m = defineMessages(serverMessages, {
  hi: () => import('./messages.hi'),
  te: () => import('./messages.te'),
});
