// Every text the account pages (sign-up, login, profile, link, access request, approval) show, in one catalogue (English now; other languages are
// added later as extra columns by shared's defineMessages). Validation messages of product rules §5 come
// from @nclude/shared (its `t`: fillAllDetails, verifyEmailOrPhone, fillRequiredFields,
// requestAccessNotice, requestAccessLink, otpValidationFailed) so the browser and the server say
// exactly the same thing.
import { defineMessages } from '@nclude/shared';

export const authMessages = {
  // Page headings and document titles
  signupHeading: 'Signup',
  loginHeading: 'Login',
  signupIntro:
    'Create your Nclude account to use accessible documents, media, jobs and the library.',
  loginIntro: 'Sign in to your Nclude account.',

  // Field labels (product rules §2)
  nameLabel: 'Name',
  emailLabel: 'Email Address',
  phoneLabel: 'Mobile Number',
  passwordLabel: 'Password',
  confirmPasswordLabel: 'Confirm Password',

  // Field hints
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

  // Verification of email and phone on the signup page (product rules §4)
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

  // Progress (announced by the Button loading state)
  sending: 'Sending code…',
  checking: 'Checking code…',
  signingUp: 'Creating your account…',
  loggingIn: 'Logging in…',

  // Errors

  // Shared by the profile pages
  notProvided: 'Not provided',
  loadingProfile: 'Loading your profile…',
  saving: 'Saving…',
  save: 'Save',
  cancel: 'Cancel',
  backToProfile: 'Back to Profile',
  emailShortLabel: 'Email',
  mobileShortLabel: 'Mobile',
  opensInNewTab: '(opens in a new tab)',

  // Profile (/profile)
  profileHeading: 'Profile',
  profileLoadFailed: 'Your profile could not be loaded: {reason}',
  accountLoadFailed: 'Your account information could not be loaded: {reason}',
  profileInfoHeading: 'Profile Information',
  accountInfoHeading: 'Account Information',
  profileInfoLabel: 'About me',
  fullNameLabel: 'Full name',
  resumeLabel: 'Resume',
  viewResume: 'View resume (PDF)',
  resumeOpening: 'Opening your resume…',
  resumeOpenFailed: 'Your resume could not be opened: {reason}',
  resumeReady: 'Your resume is ready.',
  resumeReadyLink: 'Open your resume (PDF)',
  socialLinksLabel: 'Social links',
  socialLinkedIn: 'LinkedIn',
  socialTwitter: 'Twitter',
  socialOther: 'Link',
  socialLinkName: '{site}: {url}',
  editProfileInfo: 'Edit profile information',
  editAccountInfo: 'Edit account information',
  edit: 'Edit',
  employmentStatusLabel: 'Employment status',
  jobSearchStatusLabel: 'Job search status',
  disabilityLabel: 'Disability',
  preferredIndustryLabel: 'Preferred industry',
  preferredRoleLabel: 'Preferred role',
  accountLinksHeading: 'Account settings',
  resetPasswordLink: 'Reset Password',
  linkEmailLink: 'Link Email',
  linkPhoneLink: 'Link PhoneNumber',

  // Edit Profile (/edit-profile)
  editProfileIntro: 'Change what others see about you. Fields marked * are required.',
  profileInfoFieldLabel: 'Profile information',
  profileInfoHint: 'A few sentences about you, your skills and what you are looking for.',
  userNameLabel: 'User name *',
  userNameHint: 'Between 3 and 100 characters.',
  contactReadOnlyHint: 'Verified contact. It cannot be changed here.',
  phoneMissing: 'No mobile number is linked to your account.',
  emailMissing: 'No email address is linked to your account.',
  linkPhoneAction: 'Link a mobile number',
  linkEmailAction: 'Link an email address',
  resumeFieldLabel: 'Resume (PDF only)',
  resumeHintNone: 'You have not uploaded a resume yet.',
  resumeHintCurrent: 'A resume is on file. Choose a new PDF to replace it.',
  socialLinksHeading: 'Social links',
  socialLinksHint: 'Up to 3 web addresses, for example your LinkedIn and Twitter profiles.',
  socialLinkLabel: 'Social link {n}',
  socialLinkLabelLinkedIn: 'Social link 1 (LinkedIn)',
  socialLinkLabelTwitter: 'Social link 2 (Twitter)',
  socialPlaceholderLinkedIn: 'https://www.linkedin.com/in/your-name',
  socialPlaceholderTwitter: 'https://twitter.com/your-name',
  socialPlaceholderOther: 'https://example.com/your-page',
  invalidUrl: 'Enter a full web address starting with https:// or http://',
  addSocialLink: 'Add social link',
  removeSocialLink: 'Remove social link {n}',
  socialLinkRemoved: 'Social link removed.',
  profileSaved: 'Your profile was saved.',
  profileSaveFailed: 'Your profile could not be saved: {reason}',

  // Edit Account (/edit-account)
  editAccountIntro: 'Tell us about your work situation so we can suggest suitable jobs.',
  accountSaved: 'Your account information was saved.',
  accountSaveFailed: 'Your account information could not be saved: {reason}',
  selectDisability: 'Select your disability',

  // Reset Password (/reset-password)
  resetPasswordHeading: 'Reset Password',
  resetPasswordIntro:
    'Choose a new password. Your other signed-in devices will be signed out when it changes.',
  newPasswordLabel: 'New Password',
  confirmNewPasswordLabel: 'Confirm New Password',
  newPasswordHint:
    'At least 8 characters. Stronger with an uppercase letter, a digit and one of @ $ ! % * ? &.',
  changePassword: 'Reset Password',
  changingPassword: 'Changing your password…',
  passwordChanged: 'Your password has been changed.',
  passwordChangeFailed: 'Your password could not be changed: {reason}',
  currentPasswordLabel: 'Current password',
  currentPasswordRequired: 'Please enter your current password, or send a code instead.',
  sendResetCode: 'Forgot your current password? Send a code instead',
  sendingResetCode: 'Sending a code…',
  resendResetCode: 'Send a new code',
  useCurrentPassword: 'Use my current password instead',
  resetCodeLabel: 'Code',
  resetCodeHint: 'Enter the 4-digit code we sent you. It works once.',
  resetCodeRequired: 'Please enter the 4-digit code we sent you.',
  resetCodeSent: 'We sent a code to {sentTo}.',
  resetCodeFailed: 'We could not send a code: {reason}',

  // Link email / phone (/link/:toLink)
  linkEmailHeading: 'Link email',
  linkPhoneHeading: 'Link phone',
  linkEmailIntro:
    'Add an email address to your account. We will send a link to it; open the link to confirm it is yours.',
  linkPhoneIntro:
    'Add a mobile number to your account. We will text a 4-digit code to it to confirm it is yours.',
  linkUnknownHeading: 'Link account',
  linkUnknownText: 'Only an email address or a phone number can be linked.',
  confirmEmailLabel: 'Confirm Email Address',
  confirmPhoneLabel: 'Confirm Mobile Number',
  linkSubmit: 'Link',
  linkEmailSent:
    'We sent a link to {email}. Open it from that inbox to finish linking the email address. The link works once and expires in 24 hours.',
  otpDialogTitleLink: 'Verify your mobile number',
  phoneLinked: 'Your mobile number is now linked to your account.',
  emailLinked: 'Your email address is now linked to your account.',

  // Link confirmation (/link)
  linkConfirmHeading: 'Link Account',
  linkConfirming: 'Linking your account…',
  linkedWithPhone: 'Your account was successfully linked with the phone number.',
  linkedWithEmail: 'Your account was successfully linked with the email address.',
  linkConfirmFailed:
    'Note: the server could not confirm this link: {reason} If your profile does not show the new contact, link it again from your profile.',
  linkMissingToken: 'The link has no token. Open the full link from your message.',
  goHome: 'Go to the Dashboard',

  // Request access (/requestAccess)
  requestAccessHeading: 'Request Access',
  requestAccessIntro:
    'Ask for access to Nclude. An administrator checks your disability certificate and tells you when you can sign up. Fields marked * are required.',
  requestCodeNote:
    'When you submit, we send a 4-digit code by SMS to your phone number to confirm it is yours.',
  requestNameLabel: 'Enter Name*',
  requestPhoneLabel: 'Enter Phone Number*',
  requestEmailLabel: 'Enter Email*',
  requestDisabilityLabel: 'Select Disability Type*',
  requestCertificateLabel: 'Attach disability certificate (PDF)*',
  requestCertificateHint: 'A PDF file of at most 5 MB.',
  requestNameRequired: 'Enter your name.',
  requestPhoneRequired: 'Enter your phone number.',
  requestEmailRequired: 'Enter your email address.',
  requestDisabilityRequired: 'Select your disability type.',
  requestCertificateRequired: 'Attach your disability certificate as a PDF file.',
  submit: 'Submit',
  submitting: 'Sending your request…',
  requestFailed: 'Your request could not be sent: {reason}',

  // Approval (/approval)
  approvalHeading: 'Approval Status',
  approvalDone: 'The access request was approved.',

  // Standalone development host (not part of the federated pages)
  invitationOnly:
    'Nclude is by invitation: organisations enrol their people, and anyone else can ask us for access.',
  invitationLink: 'Request access',
  noAccountForPhone: 'This phone number is verified, but it has no account yet.',
  noAccountSignUp: 'Sign up with this number',
  requestSentNext:
    'You can close this page. When your request is approved, you will be able to sign up.',
  requestSentLogin: 'Go to the login page',
} as const;

export const m = defineMessages(authMessages, {
  hi: () => import('./messages.hi'),
  te: () => import('./messages.te'),
});

export type AuthMessageKey = Parameters<typeof m>[0];
