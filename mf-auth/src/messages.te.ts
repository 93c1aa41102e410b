import type { Translation } from '@nclude/shared';
import type { authMessages } from './messages';

const te: Translation<typeof authMessages> = {
  // Page headings and document titles
  signupHeading: 'సైన్ అప్',
  loginHeading: 'లాగిన్',
  signupIntro: 'యాక్సెసిబుల్ పత్రాలు, మీడియా, ఉద్యోగాలు మరియు లైబ్రరీని ఉపయోగించడానికి మీ Nclude ఖాతాను సృష్టించండి.',
  loginIntro: 'మీ Nclude ఖాతాలోకి సైన్ ఇన్ అవ్వండి.',

  // Field labels (product rules §2)
  nameLabel: 'పేరు',
  emailLabel: 'ఈమెయిల్ చిరునామా',
  phoneLabel: 'మొబైల్ నంబర్',
  passwordLabel: 'పాస్‌వర్డ్',
  confirmPasswordLabel: 'పాస్‌వర్డ్‌ను నిర్ధారించండి',

  // Field hints
  phoneHint: '10 అంకెలు, దేశ కోడ్ లేకుండా.',
  passwordHint: 'కనీసం 8 అక్షరాలు.',

  // Buttons
  verify: 'ధృవీకరించండి',
  verifyEmailAccessible: 'ఈమెయిల్ చిరునామాను ధృవీకరించండి',
  verifyPhoneAccessible: 'మొబైల్ నంబర్‌ను ధృవీకరించండి',
  signup: 'సైన్ అప్ చేయండి',
  sendOtp: 'OTP పంపండి',
  validateOtp: 'OTP ధృవీకరించండి',
  login: 'లాగిన్ అవ్వండి',

  // Links and mode toggle
  loginHere: 'ఇక్కడ లాగిన్ అవ్వండి',
  alreadyRegistered: 'ఇప్పటికే ఖాతా ఉందా?',
  registerHere: 'ఇక్కడ నమోదు చేసుకోండి',
  notRegistered: 'Nclude కు కొత్తవారా?',
  loginViaEmail: 'బదులుగా ఈమెయిల్‌తో లాగిన్ అవ్వండి',
  loginViaPhone: 'ఫోన్‌తో లాగిన్ అవ్వండి',
  phoneModeHeading: 'మీ మొబైల్ నంబర్‌తో లాగిన్ అవ్వండి',
  emailModeHeading: 'మీ ఈమెయిల్ చిరునామా మరియు పాస్‌వర్డ్‌తో లాగిన్ అవ్వండి',

  // Verification of email and phone on the signup page (product rules §4)
  verificationRequirement:
    'సైన్ అప్ చేయడానికి మీరు మీ ఈమెయిల్ చిరునామా లేదా మొబైల్ నంబర్‌లో ఏదో ఒకదాన్ని ధృవీకరించాలి. ధృవీకరించిన సంప్రదింపు వివరాలు మాత్రమే సేవ్ అవుతాయి; మరొకదాన్ని తర్వాత మీ ప్రొఫైల్ నుండి లింక్ చేయవచ్చు.',
  verified: 'ధృవీకరించబడింది',
  emailVerifiedAnnouncement: 'ఈమెయిల్ చిరునామా ధృవీకరించబడింది.',
  phoneVerifiedAnnouncement: 'మొబైల్ నంబర్ ధృవీకరించబడింది.',

  // One-time-code dialog
  otpDialogTitleEmail: 'మీ ఈమెయిల్ చిరునామాను ధృవీకరించండి',
  otpDialogTitlePhone: 'మీ మొబైల్ నంబర్‌ను ధృవీకరించండి',
  otpDialogTitleLogin: 'మీ లాగిన్ కోడ్‌ను నమోదు చేయండి',
  otpInstructions: '{destination} కు మేము పంపిన 4 అంకెల కోడ్‌ను నమోదు చేయండి.',
  otpInputLabel: 'వన్-టైమ్ కోడ్',

  // Progress (announced by the Button loading state)
  sending: 'కోడ్ పంపుతున్నాం…',
  checking: 'కోడ్‌ను తనిఖీ చేస్తున్నాం…',
  signingUp: 'మీ ఖాతాను సృష్టిస్తున్నాం…',
  loggingIn: 'లాగిన్ అవుతోంది…',

  // Shared by the profile pages
  notProvided: 'ఇవ్వలేదు',
  loadingProfile: 'మీ ప్రొఫైల్ లోడ్ అవుతోంది…',
  saving: 'సేవ్ చేస్తున్నాం…',
  save: 'సేవ్ చేయండి',
  cancel: 'రద్దు చేయండి',
  backToProfile: 'ప్రొఫైల్‌కు తిరిగి వెళ్లండి',
  emailShortLabel: 'ఈమెయిల్',
  mobileShortLabel: 'మొబైల్',
  opensInNewTab: '(కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)',

  // Profile (/profile)
  profileHeading: 'ప్రొఫైల్',
  profileLoadFailed: 'మీ ప్రొఫైల్‌ను లోడ్ చేయలేకపోయాం: {reason}',
  accountLoadFailed: 'మీ ఖాతా సమాచారాన్ని లోడ్ చేయలేకపోయాం: {reason}',
  profileInfoHeading: 'ప్రొఫైల్ సమాచారం',
  accountInfoHeading: 'ఖాతా సమాచారం',
  profileInfoLabel: 'నా గురించి',
  fullNameLabel: 'పూర్తి పేరు',
  resumeLabel: 'రెజ్యూమ్',
  viewResume: 'రెజ్యూమ్ చూడండి (PDF)',
  resumeOpening: 'మీ రెజ్యూమ్‌ను తెరుస్తున్నాం…',
  resumeOpenFailed: 'మీ రెజ్యూమ్‌ను తెరవలేకపోయాం: {reason}',
  resumeReady: 'మీ రెజ్యూమ్ సిద్ధంగా ఉంది.',
  resumeReadyLink: 'మీ రెజ్యూమ్‌ను తెరవండి (PDF)',
  socialLinksLabel: 'సోషల్ లింక్‌లు',
  socialLinkedIn: 'LinkedIn',
  socialTwitter: 'Twitter',
  socialOther: 'లింక్',
  socialLinkName: '{site}: {url}',
  editProfileInfo: 'ప్రొఫైల్ సమాచారాన్ని సవరించండి',
  editAccountInfo: 'ఖాతా సమాచారాన్ని సవరించండి',
  edit: 'సవరించండి',
  employmentStatusLabel: 'ఉద్యోగ స్థితి',
  jobSearchStatusLabel: 'ఉద్యోగ అన్వేషణ స్థితి',
  disabilityLabel: 'వైకల్యం',
  preferredIndustryLabel: 'ఇష్టపడే పరిశ్రమ',
  preferredRoleLabel: 'ఇష్టపడే ఉద్యోగ పాత్ర',
  accountLinksHeading: 'ఖాతా సెట్టింగ్‌లు',
  resetPasswordLink: 'పాస్‌వర్డ్ రీసెట్ చేయండి',
  linkEmailLink: 'ఈమెయిల్‌ను లింక్ చేయండి',
  linkPhoneLink: 'ఫోన్ నంబర్‌ను లింక్ చేయండి',

  // Edit Profile (/edit-profile)
  editProfileIntro: 'ఇతరులకు మీ గురించి కనిపించే వివరాలను మార్చండి. * గుర్తు ఉన్న ఫీల్డ్‌లు తప్పనిసరి.',
  profileInfoFieldLabel: 'ప్రొఫైల్ సమాచారం',
  profileInfoHint: 'మీ గురించి, మీ నైపుణ్యాల గురించి మరియు మీరు దేని కోసం చూస్తున్నారో తెలిపే కొన్ని వాక్యాలు.',
  userNameLabel: 'వినియోగదారు పేరు *',
  userNameHint: '3 నుండి 100 అక్షరాల మధ్య.',
  contactReadOnlyHint: 'ధృవీకరించిన సంప్రదింపు వివరం. దీన్ని ఇక్కడ మార్చలేరు.',
  phoneMissing: 'మీ ఖాతాకు ఏ మొబైల్ నంబర్ కూడా లింక్ చేయబడలేదు.',
  emailMissing: 'మీ ఖాతాకు ఏ ఈమెయిల్ చిరునామా కూడా లింక్ చేయబడలేదు.',
  linkPhoneAction: 'మొబైల్ నంబర్‌ను లింక్ చేయండి',
  linkEmailAction: 'ఈమెయిల్ చిరునామాను లింక్ చేయండి',
  resumeFieldLabel: 'రెజ్యూమ్ (PDF మాత్రమే)',
  resumeHintNone: 'మీరు ఇంకా రెజ్యూమ్ అప్‌లోడ్ చేయలేదు.',
  resumeHintCurrent: 'మీ రెజ్యూమ్ ఇప్పటికే ఉంది. దాని స్థానంలో కొత్త PDF ను ఎంచుకోండి.',
  socialLinksHeading: 'సోషల్ లింక్‌లు',
  socialLinksHint: 'గరిష్టంగా 3 వెబ్ చిరునామాలు, ఉదాహరణకు మీ LinkedIn మరియు Twitter ప్రొఫైల్‌లు.',
  socialLinkLabel: 'సోషల్ లింక్ {n}',
  socialLinkLabelLinkedIn: 'సోషల్ లింక్ 1 (LinkedIn)',
  socialLinkLabelTwitter: 'సోషల్ లింక్ 2 (Twitter)',
  socialPlaceholderLinkedIn: 'https://www.linkedin.com/in/your-name',
  socialPlaceholderTwitter: 'https://twitter.com/your-name',
  socialPlaceholderOther: 'https://example.com/your-page',
  invalidUrl: 'https:// లేదా http:// తో మొదలయ్యే పూర్తి వెబ్ చిరునామాను నమోదు చేయండి',
  addSocialLink: 'సోషల్ లింక్‌ను జోడించండి',
  removeSocialLink: 'సోషల్ లింక్ {n} ను తీసివేయండి',
  socialLinkRemoved: 'సోషల్ లింక్ తీసివేయబడింది.',
  profileSaved: 'మీ ప్రొఫైల్ సేవ్ చేయబడింది.',
  profileSaveFailed: 'మీ ప్రొఫైల్‌ను సేవ్ చేయలేకపోయాం: {reason}',

  // Edit Account (/edit-account)
  editAccountIntro: 'మీకు తగిన ఉద్యోగాలను సూచించగలిగేలా, మీ పని పరిస్థితి గురించి మాకు తెలియజేయండి.',
  accountSaved: 'మీ ఖాతా సమాచారం సేవ్ చేయబడింది.',
  accountSaveFailed: 'మీ ఖాతా సమాచారాన్ని సేవ్ చేయలేకపోయాం: {reason}',
  selectDisability: 'మీ వైకల్యాన్ని ఎంచుకోండి',

  // Reset Password (/reset-password)
  resetPasswordHeading: 'పాస్‌వర్డ్ రీసెట్ చేయండి',
  resetPasswordIntro:
    'కొత్త పాస్‌వర్డ్‌ను ఎంచుకోండి. పాస్‌వర్డ్ మారగానే, మీరు సైన్ ఇన్ అయి ఉన్న ఇతర పరికరాల నుండి సైన్ అవుట్ అవుతారు.',
  newPasswordLabel: 'కొత్త పాస్‌వర్డ్',
  confirmNewPasswordLabel: 'కొత్త పాస్‌వర్డ్‌ను నిర్ధారించండి',
  newPasswordHint:
    'కనీసం 8 అక్షరాలు. ఒక పెద్ద అక్షరం (అప్పర్‌కేస్), ఒక అంకె మరియు @ $ ! % * ? & లలో ఒక గుర్తు ఉంటే పాస్‌వర్డ్ మరింత బలంగా ఉంటుంది.',
  changePassword: 'పాస్‌వర్డ్ రీసెట్ చేయండి',
  changingPassword: 'మీ పాస్‌వర్డ్‌ను మారుస్తున్నాం…',
  passwordChanged: 'మీ పాస్‌వర్డ్ మార్చబడింది.',
  passwordChangeFailed: 'మీ పాస్‌వర్డ్‌ను మార్చలేకపోయాం: {reason}',
  currentPasswordLabel: 'ప్రస్తుత పాస్‌వర్డ్',
  currentPasswordRequired: 'దయచేసి మీ ప్రస్తుత పాస్‌వర్డ్‌ను నమోదు చేయండి, లేదా బదులుగా కోడ్ పంపండి.',
  sendResetCode: 'ప్రస్తుత పాస్‌వర్డ్ మర్చిపోయారా? బదులుగా కోడ్ పంపండి',
  sendingResetCode: 'కోడ్ పంపుతున్నాం…',
  resendResetCode: 'కొత్త కోడ్ పంపండి',
  useCurrentPassword: 'బదులుగా నా ప్రస్తుత పాస్‌వర్డ్‌ను ఉపయోగిస్తాను',
  resetCodeLabel: 'కోడ్',
  resetCodeHint: 'మేము మీకు పంపిన 4 అంకెల కోడ్‌ను నమోదు చేయండి. ఇది ఒక్కసారి మాత్రమే పనిచేస్తుంది.',
  resetCodeRequired: 'దయచేసి మేము మీకు పంపిన 4 అంకెల కోడ్‌ను నమోదు చేయండి.',
  resetCodeSent: 'మేము {sentTo} కు ఒక కోడ్ పంపాము.',
  resetCodeFailed: 'మేము కోడ్ పంపలేకపోయాం: {reason}',

  // Link email / phone (/link/:toLink)
  linkEmailHeading: 'ఈమెయిల్‌ను లింక్ చేయండి',
  linkPhoneHeading: 'ఫోన్‌ను లింక్ చేయండి',
  linkEmailIntro:
    'మీ ఖాతాకు ఒక ఈమెయిల్ చిరునామాను జోడించండి. మేము దానికి ఒక లింక్ పంపుతాము; ఆ చిరునామా మీదేనని నిర్ధారించడానికి ఆ లింక్‌ను తెరవండి.',
  linkPhoneIntro:
    'మీ ఖాతాకు ఒక మొబైల్ నంబర్‌ను జోడించండి. ఆ నంబర్ మీదేనని నిర్ధారించడానికి మేము దానికి SMS ద్వారా 4 అంకెల కోడ్ పంపుతాము.',
  linkUnknownHeading: 'ఖాతాను లింక్ చేయండి',
  linkUnknownText: 'ఈమెయిల్ చిరునామా లేదా ఫోన్ నంబర్‌ను మాత్రమే లింక్ చేయగలరు.',
  confirmEmailLabel: 'ఈమెయిల్ చిరునామాను నిర్ధారించండి',
  confirmPhoneLabel: 'మొబైల్ నంబర్‌ను నిర్ధారించండి',
  linkSubmit: 'లింక్ చేయండి',
  linkEmailSent:
    'మేము {email} కు ఒక లింక్ పంపాము. ఈమెయిల్ చిరునామాను లింక్ చేయడం పూర్తి చేయడానికి, ఆ ఇన్‌బాక్స్ నుండే దాన్ని తెరవండి. ఈ లింక్ ఒక్కసారి మాత్రమే పనిచేస్తుంది, 24 గంటల్లో దీని గడువు ముగుస్తుంది.',
  otpDialogTitleLink: 'మీ మొబైల్ నంబర్‌ను ధృవీకరించండి',
  phoneLinked: 'మీ మొబైల్ నంబర్ ఇప్పుడు మీ ఖాతాకు లింక్ చేయబడింది.',
  emailLinked: 'మీ ఈమెయిల్ చిరునామా ఇప్పుడు మీ ఖాతాకు లింక్ చేయబడింది.',

  // Link confirmation (/link)
  linkConfirmHeading: 'ఖాతాను లింక్ చేయండి',
  linkConfirming: 'మీ ఖాతాను లింక్ చేస్తున్నాం…',
  linkedWithPhone: 'మీ ఖాతా ఫోన్ నంబర్‌తో విజయవంతంగా లింక్ చేయబడింది.',
  linkedWithEmail: 'మీ ఖాతా ఈమెయిల్ చిరునామాతో విజయవంతంగా లింక్ చేయబడింది.',
  linkConfirmFailed:
    'గమనిక: సర్వర్ ఈ లింక్‌ను నిర్ధారించలేకపోయింది: {reason} మీ ప్రొఫైల్‌లో కొత్త సంప్రదింపు వివరం కనిపించకపోతే, మీ ప్రొఫైల్ నుండి దాన్ని మళ్లీ లింక్ చేయండి.',
  linkMissingToken: 'ఈ లింక్‌లో టోకెన్ లేదు. మీకు వచ్చిన సందేశంలోని పూర్తి లింక్‌ను తెరవండి.',
  goHome: 'డాష్‌బోర్డ్‌కు వెళ్లండి',

  // Request access (/requestAccess)
  requestAccessHeading: 'యాక్సెస్ కోసం అభ్యర్థన',
  requestAccessIntro:
    'Nclude యాక్సెస్ కోసం అభ్యర్థించండి. నిర్వాహకులు మీ వైకల్య ధృవీకరణ పత్రాన్ని పరిశీలించి, మీరు ఎప్పుడు సైన్ అప్ చేయవచ్చో మీకు తెలియజేస్తారు. * గుర్తు ఉన్న ఫీల్డ్‌లు తప్పనిసరి.',
  requestCodeNote: 'మీరు సమర్పించినప్పుడు, నంబర్ మీదేనని నిర్ధారించడానికి మీ ఫోన్ నంబర్‌కు SMS ద్వారా 4 అంకెల కోడ్ పంపుతాము.',
  requestNameLabel: 'పేరు నమోదు చేయండి*',
  requestPhoneLabel: 'ఫోన్ నంబర్ నమోదు చేయండి*',
  requestEmailLabel: 'ఈమెయిల్ నమోదు చేయండి*',
  requestDisabilityLabel: 'వైకల్యం రకాన్ని ఎంచుకోండి*',
  requestCertificateLabel: 'వైకల్య ధృవీకరణ పత్రాన్ని జత చేయండి (PDF)*',
  requestCertificateHint: 'గరిష్టంగా 5 MB పరిమాణం గల PDF ఫైల్.',
  requestNameRequired: 'మీ పేరును నమోదు చేయండి.',
  requestPhoneRequired: 'మీ ఫోన్ నంబర్‌ను నమోదు చేయండి.',
  requestEmailRequired: 'మీ ఈమెయిల్ చిరునామాను నమోదు చేయండి.',
  requestDisabilityRequired: 'మీ వైకల్యం రకాన్ని ఎంచుకోండి.',
  requestCertificateRequired: 'మీ వైకల్య ధృవీకరణ పత్రాన్ని PDF ఫైల్‌గా జత చేయండి.',
  submit: 'సమర్పించండి',
  submitting: 'మీ అభ్యర్థనను పంపుతున్నాం…',
  requestFailed: 'మీ అభ్యర్థనను పంపలేకపోయాం: {reason}',

  // Approval (/approval)
  approvalHeading: 'ఆమోద స్థితి',
  approvalDone: 'యాక్సెస్ అభ్యర్థన ఆమోదించబడింది.',
  invitationOnly:
    'Nclude ఆహ్వానం ద్వారా మాత్రమే: సంస్థలు తమ వారిని నమోదు చేస్తాయి, ఇతరులు ఎవరైనా మమ్మల్ని యాక్సెస్ కోసం అభ్యర్థించవచ్చు.',
  invitationLink: 'యాక్సెస్ కోసం అభ్యర్థించండి',
  noAccountForPhone: 'ఈ ఫోన్ నంబర్ ధృవీకరించబడింది, కానీ దీనికి ఇంకా ఖాతా లేదు.',
  noAccountSignUp: 'ఈ నంబర్‌తో సైన్ అప్ చేయండి',
  requestSentNext: 'మీరు ఈ పేజీని మూసివేయవచ్చు. మీ అభ్యర్థన ఆమోదించబడిన తర్వాత మీరు సైన్ అప్ చేయగలరు.',
  requestSentLogin: 'లాగిన్ పేజీకి వెళ్ళండి',
};

export default te;
