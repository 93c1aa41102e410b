// The server's user-facing texts, through the shared catalogue mechanism so they can be
// translated with the rest of the product. Field validation texts come from @nclude/shared.
import { defineMessages } from '@nclude/shared/messages';

export const m = defineMessages({
  // Request shape
  missingField: 'Missing required field: {field}',
  wrongType: 'Field {field} has the wrong type: {detail}',
  mustBeText: 'Field {field} must be text',
  fieldTooLong: 'Field {field} is too long',
  invalidBody: 'The request body is not valid: {detail}',
  badJson: 'The request body is not valid JSON',
  bodyNotObject: 'The request body must be a JSON object',
  emptyJsonBody: 'The request body is empty; send a JSON object',
  bodyTooLarge: 'The request body is too large (limit {limit} KB)',
  unsupportedMediaType: 'Unsupported content type {type}; send application/json',
  routeNotFound: 'No API route matches {method} {url}',
  notFound: 'Not found: {url}',
  internalError: 'Something went wrong on our side. Please try again later.',
  tooManyRequests: 'Too many requests. Please try again in {seconds} seconds.',

  // OTP
  contactRequired: 'Please provide an email address or a phone number',
  oneContactOnly: 'Provide either an email address or a phone number, not both',
  otpRequired: 'Please enter the OTP',
  otpShape: 'The OTP must be exactly 4 digits',
  otpSentEmail: 'OTP sent to your email address',
  otpSentPhone: 'OTP sent to your phone number',
  otpEmailSubject: 'Your Nclude verification code',
  otpText: 'Your Nclude verification code is {code}. It expires in {minutes} minutes.',
  otpNotRequested: 'No OTP was requested for this contact. Please request a new OTP.',
  otpExpired: 'This OTP has expired. Please request a new OTP.',
  otpTooManyAttempts: 'Too many wrong attempts. Please request a new OTP.',
  otpWrong: 'Invalid OTP. {left} attempts left.',
  otpWrongLast: 'Invalid OTP. 1 attempt left.',
  otpVerified: 'OTP verified',
  otpSendsPerContact: 'Too many OTP requests for this contact. Please try again in {wait}.',
  otpSendsPerIp: 'Too many OTP requests from your network. Please try again in {wait}.',
  deliveryFailed:
    'We could not send the verification code right now. Please try again in a few minutes.',

  // Accounts
  notAuthorized:
    'You are not authorized to use this service yet. Enrol in the library programme or verify your disability status to get access.',
  userTypeUser: 'userType must be "user"',
  nameTooShort: 'Name must be at least 3 characters',
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
});
