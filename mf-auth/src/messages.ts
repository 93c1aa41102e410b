// Every text the sign-up and login pages show, in one catalogue (English now; other languages are
// added later as extra columns by shared's defineMessages). Validation messages of spec §5 come
// from @nclude/shared (its `t`: fillAllDetails, verifyEmailOrPhone, fillRequiredFields,
// requestAccessNotice, requestAccessLink, otpValidationFailed) so the browser and the server say
// exactly the same thing.
import { defineMessages } from '@nclude/shared';

export const m = defineMessages({
  // Page headings and document titles
  signupHeading: 'Signup',
  loginHeading: 'Login',
  signupIntro:
    'Create your Nclude account to use accessible documents, media, jobs and the library.',
  loginIntro: 'Sign in to your Nclude account.',

  // Field labels (spec §2)
  nameLabel: 'Name',
  emailLabel: 'Email Address',
  phoneLabel: 'Mobile Number',
  passwordLabel: 'Password',
  confirmPasswordLabel: 'Confirm Password',

  // Field hints
  nameHint: 'At least 3 characters.',
  phoneHint: '10 digits, without the country code.',
  passwordHint: 'At least 8 characters.',

  // Buttons
  verify: 'Verify',
  verifyEmailAccessible: 'Verify email address',
  verifyPhoneAccessible: 'Verify mobile number',
  signup: 'Signup',
  sendOtp: 'Send OTP',
  validateOtp: 'Validate OTP',
  login: 'Login',

  // Links and mode toggle
  loginHere: 'Login Here',
  alreadyRegistered: 'Already have an account?',
  registerHere: 'Register Here',
  notRegistered: 'New to Nclude?',
  loginViaEmail: 'Login Via Email Instead',
  loginViaPhone: 'Login Via Phone',
  phoneModeHeading: 'Login with your mobile number',
  emailModeHeading: 'Login with your email address and password',

  // Verification of email and phone on the signup page (spec §4)
  verificationRequirement:
    'You must verify either your email address or your mobile number to sign up. Only verified contact details are saved; you can link the other one later from your profile.',
  verified: 'Verified',
  emailVerifiedAnnouncement: 'Email address verified.',
  phoneVerifiedAnnouncement: 'Mobile number verified.',

  // One-time-code dialog
  otpDialogTitleEmail: 'Verify your email address',
  otpDialogTitlePhone: 'Verify your mobile number',
  otpDialogTitleLogin: 'Enter your login code',
  otpInstructions: 'Enter the 4-digit code we sent to {destination}.',
  otpInputLabel: 'One-time code',
  otpSentAnnouncement: 'A 4-digit code was sent to {destination}.',

  // Progress (announced by the Button loading state)
  sending: 'Sending code…',
  checking: 'Checking code…',
  signingUp: 'Creating your account…',
  loggingIn: 'Logging in…',

  // Errors
  errorSummaryTitle: 'Please correct the following before continuing:',

  // Standalone development host (not part of the federated pages)
  standaloneHomeTitle: 'Signed in',
  standaloneSignedInAs: 'You are signed in as {userName}. The portal dashboard lives in the shell.',
  standaloneSignOut: 'Sign out',
  standaloneNotFoundHeading: 'Page not served here',
  standaloneNotFound: 'This development host only serves the signup and login pages.',
});

export type AuthMessageKey = Parameters<typeof m>[0];
