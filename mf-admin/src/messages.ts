// Every text the whitelist tool and the organisation page show, in one catalogue: English inline
// (also the fallback), Hindi and Telugu in messages.hi.ts and messages.te.ts, loaded on demand.
// The product's own texts that the server says too (Wrong credentials. Access denied., Successfully
// Whitelisted, Phone numbers are whitelisted!, the org upload failure, the validation messages)
// come from @nclude/shared's `t`, so browser and server say exactly the same thing.
import { defineMessages } from '@nclude/shared';

export const adminMessages = {
  // Whitelist page (product rules §2: title Whitelist)
  whitelistHeading: 'Whitelist',
  whitelistIntro:
    'Give people access to Nclude by adding their mobile number or email address to the whitelist.',

  // Administrator sign-in (the locked state)
  adminSignInHeading: 'Administrator sign-in',
  adminSignInIntro:
    'This tool is for administrators. Sign in with the administrator email address and password to open it.',
  adminReplacesSession:
    'You are signed in as {userName}. Signing in as an administrator replaces that session on this device.',
  adminEmailLabel: 'Administrator email address',
  adminPasswordLabel: 'Password',
  checkAccess: 'Check Access',
  checkingAccess: 'Checking your access…',
  accessGranted: 'Access granted. The whitelist tool is open.',
  signedInAsAdmin: 'Signed in as administrator {userName}.',

  // Tabs
  toolTabsLabel: 'Whitelist tool',
  tabCheckUser: 'Check User',
  tabNumbers: 'WhiteList Numbers',
  tabEmails: 'WhiteList Emails',
  tabRequests: 'Access Requests',

  // Check User
  checkUserHeading: 'Check a user',
  checkUserIntro:
    'Enter a mobile number or an email address to see whether it is whitelisted and whether an account exists.',
  contactLabel: 'Mobile number or email address',
  contactHint: 'A 10-digit mobile number, or an email address.',
  contactRequired: 'Enter a mobile number or an email address.',
  check: 'Check',
  checking: 'Checking…',
  resultHeading: 'Result for {contact}',
  resultWhitelistedLibrary: '{contact} is whitelisted, with access to the Accessible Library.',
  resultWhitelistedNoScope: '{contact} is whitelisted, without access to the Accessible Library.',
  resultWhitelistedScope: '{contact} is whitelisted, with the scope “{scope}”.',
  resultNotWhitelisted: '{contact} is not whitelisted.',
  resultAddedByOn: 'It was added by {addedBy} on {date}.',
  resultAddedBy: 'It was added by {addedBy}.',
  resultAddedOn: 'It was added on {date}.',
  adderAdmin: 'Administrator ({account})',
  adderOrg: 'Organisation ({account})',
  adderUser: 'User ({account})',
  adderAccountId: 'account {userId}',
  resultAccountPhone: 'An account exists with this mobile number.',
  resultNoAccountPhone: 'No account exists with this mobile number yet.',
  resultAccountEmail: 'An account exists with this email address.',
  resultNoAccountEmail: 'No account exists with this email address yet.',

  // Whitelist numbers and emails
  numbersHeading: 'Whitelist mobile numbers',
  emailsHeading: 'Whitelist email addresses',
  libraryAccessLabel: 'Give access to the Accessible Library',
  libraryAccessHintNumbers: 'Applies to the number you add and to every number in a file.',
  libraryAccessHintEmails: 'Applies to the address you add and to every address in a file.',
  singleNumberHeading: 'Add one mobile number',
  singleEmailHeading: 'Add one email address',
  phoneNumberLabel: 'Mobile number',
  phoneNumberHint: '10 digits, without the country code.',
  emailLabel: 'Email address',
  add: 'Add',
  adding: 'Adding…',
  alreadyWhitelisted: '{value} was already whitelisted, so nothing changed.',
  bulkNumbersHeading: 'Add many mobile numbers from a file',
  bulkEmailsHeading: 'Add many email addresses from a file',
  numbersFileLabel: 'File of mobile numbers',
  emailsFileLabel: 'File of email addresses',
  numbersFileHint:
    'An .xls, .xlsx or .csv file whose first row has a column named phoneNumber, with one number on each row after it. At most 10,000 rows.',
  emailsFileHint:
    'An .xls, .xlsx or .csv file whose first row has a column named email, with one address on each row after it. At most 10,000 rows.',
  numbersSampleLink: 'Download a sample CSV file of phone numbers',
  emailsSampleLink: 'Download a sample CSV file of email addresses',
  addUsers: 'Add Users',
  addUsersNeedsFile: 'Choose a file to enable Add Users.',
  wrongFileType: 'Please choose an .xls, .xlsx or .csv file.',

  // Upload progress and the per-row report (shared with the organisation page)
  uploading: 'Uploading…',
  uploadStarted: 'Uploading {fileName}.',
  reportHeading: 'Upload report',
  reportSummary: '{added} added, {alreadyPresent} already whitelisted',
  orgReportSummary: '{added} enrolled, {alreadyPresent} already in your list',
  reportNoInvalid: 'Every row was valid.',
  reportInvalidCaption: 'Rows that were not added ({count})',
  reportInvalidTruncated:
    'The table shows the first {shown} of the {count} rows that were not added.',
  bulkToast: '{outcome}. {summary}.',
  columnRow: 'Row',
  columnValue: 'Value',
  columnReason: 'Reason',
  emptyValue: '(empty)',

  // Access requests
  requestsHeading: 'Pending access requests',
  requestsIntro:
    'People who asked for access with a disability certificate. Approving whitelists their mobile number and email address with access to the Accessible Library; they are told either way.',
  requestsLoading: 'Loading the pending access requests…',
  requestsEmpty: 'There are no pending access requests.',
  requestsCount: '{count} pending',
  requestPhone: 'Mobile number',
  requestEmail: 'Email address',
  requestDisability: 'Disability',
  requestDate: 'Requested on',
  viewCertificate: 'View certificate',
  certificateOf: 'of {name}',
  openingCertificate: 'Opening the certificate…',
  certificateReady: 'Open the certificate of {name}',
  certificateReadyNote: 'Your browser blocked the new tab. Use this link to open the certificate:',
  certificateFailed: 'The certificate of {name} could not be opened. {reason}',
  approve: 'Approve',
  reject: 'Reject',
  requestFrom: 'the request from {name}',
  approving: 'Approving…',
  rejecting: 'Rejecting…',
  rejectDialogTitle: 'Reject the request from {name}',
  rejectDialogIntro:
    '{name} will be told that the request was rejected. You can add a note that is sent with it.',
  rejectNoteLabel: 'Note to the requester (optional)',
  rejectConfirm: 'Reject request',
  cancel: 'Cancel',
  retry: 'Try again',
  approvedFallback: 'The request from {name} was approved.',
  rejectedFallback: 'The request from {name} was rejected.',

  // Organisation profile (product rules §2: Add Users, attach a file, Upload The File)
  orgHeading: 'Organisation Profile',
  orgSignedInAs: 'Signed in as {userName}.',
  orgOnlyTitle: 'This page is for organisation accounts',
  orgOnlyText:
    'The Organisation Profile is where organisations enrol their users. You are signed in with an account that is not an organisation account.',
  orgOnlyProfileLink: 'Go to your profile',
  orgOnlyDashboardLink: 'Go to the dashboard',
  orgAddUsersHeading: 'Add Users',
  orgAddUsersIntro:
    'Attach a file with the mobile numbers of the people you enrol, then upload it. Each number is whitelisted under your organisation, so its owner can sign up.',
  orgFileLabel: 'Attach a file of mobile numbers',
  uploadTheFile: 'Upload The File',
  orgChooseFile: 'Choose a file to upload first.',
  orgUsersHeading: 'Enrolled users',
  orgUsersLoading: 'Loading your enrolled users…',
  orgUsersEmpty: 'You have not enrolled any users yet. Upload a file above to enrol them.',
  orgUsersCaption: 'Users enrolled by your organisation ({count})',
  columnPhone: 'Mobile number',
  columnEnrolledOn: 'Enrolled on',
  columnSignedUp: 'Signed up since enrolled',
  columnName: 'Name',
  yes: 'Yes',
  no: 'No',
  nameUnknown: 'Not signed up since enrolled',

  // Standalone development host (not part of the federated pages)
  approveDialogTitle: 'Approve the request from {name}',
  approveDialogIntro:
    '{name} gets access to Nclude and its library: the phone number {phone} and the email address {email} are whitelisted, and {name} is told by email and SMS.',
  approveConfirm: 'Approve request',
} as const;

export const m = defineMessages(adminMessages, {
  hi: () => import('./messages.hi'),
  te: () => import('./messages.te'),
});

export type AdminMessageKey = Parameters<typeof m>[0];
