import type { Translation } from '@nclude/shared';
import type { authMessages } from './messages';

const hi: Translation<typeof authMessages> = {
  // Page headings and document titles
  signupHeading: 'साइन अप',
  loginHeading: 'लॉग इन',
  signupIntro: 'सुगम्य दस्तावेज़, मीडिया, नौकरियाँ और लाइब्रेरी इस्तेमाल करने के लिए अपना Nclude खाता बनाएँ।',
  loginIntro: 'अपने Nclude खाते में साइन इन करें।',

  // Field labels (product rules §2)
  nameLabel: 'नाम',
  emailLabel: 'ईमेल पता',
  phoneLabel: 'मोबाइल नंबर',
  passwordLabel: 'पासवर्ड',
  confirmPasswordLabel: 'पासवर्ड की पुष्टि करें',

  // Field hints
  phoneHint: '10 अंक, देश कोड के बिना।',
  passwordHint: 'कम से कम 8 अक्षर।',

  // Buttons
  verify: 'सत्यापित करें',
  verifyEmailAccessible: 'ईमेल पता सत्यापित करें',
  verifyPhoneAccessible: 'मोबाइल नंबर सत्यापित करें',
  signup: 'साइन अप करें',
  sendOtp: 'OTP भेजें',
  validateOtp: 'OTP सत्यापित करें',
  login: 'लॉग इन करें',

  // Links and mode toggle
  loginHere: 'यहाँ लॉग इन करें',
  alreadyRegistered: 'क्या आपका पहले से खाता है?',
  registerHere: 'यहाँ पंजीकरण करें',
  notRegistered: 'Nclude पर नए हैं?',
  loginViaEmail: 'इसके बजाय ईमेल से लॉग इन करें',
  loginViaPhone: 'फ़ोन से लॉग इन करें',
  phoneModeHeading: 'अपने मोबाइल नंबर से लॉग इन करें',
  emailModeHeading: 'अपने ईमेल पते और पासवर्ड से लॉग इन करें',

  // Verification of email and phone on the signup page (product rules §4)
  verificationRequirement:
    'साइन अप करने के लिए आपको अपना ईमेल पता या मोबाइल नंबर, इनमें से कोई एक सत्यापित करना होगा। केवल सत्यापित संपर्क विवरण सहेजे जाते हैं; दूसरा आप बाद में अपनी प्रोफ़ाइल से लिंक कर सकते हैं।',
  verified: 'सत्यापित',
  emailVerifiedAnnouncement: 'ईमेल पता सत्यापित हो गया।',
  phoneVerifiedAnnouncement: 'मोबाइल नंबर सत्यापित हो गया।',

  // One-time-code dialog
  otpDialogTitleEmail: 'अपना ईमेल पता सत्यापित करें',
  otpDialogTitlePhone: 'अपना मोबाइल नंबर सत्यापित करें',
  otpDialogTitleLogin: 'अपना लॉग इन कोड दर्ज करें',
  otpInstructions: '{destination} पर हमारे द्वारा भेजा गया 4 अंकों का कोड दर्ज करें।',
  otpInputLabel: 'वन-टाइम कोड',

  // Progress (announced by the Button loading state)
  sending: 'कोड भेजा जा रहा है…',
  checking: 'कोड जाँचा जा रहा है…',
  signingUp: 'आपका खाता बनाया जा रहा है…',
  loggingIn: 'लॉग इन हो रहा है…',

  // Shared by the profile pages
  notProvided: 'नहीं दिया गया',
  loadingProfile: 'आपकी प्रोफ़ाइल लोड हो रही है…',
  saving: 'सहेजा जा रहा है…',
  save: 'सहेजें',
  cancel: 'रद्द करें',
  backToProfile: 'प्रोफ़ाइल पर वापस जाएँ',
  emailShortLabel: 'ईमेल',
  mobileShortLabel: 'मोबाइल',
  opensInNewTab: '(नए टैब में खुलता है)',

  // Profile (/profile)
  profileHeading: 'प्रोफ़ाइल',
  profileLoadFailed: 'आपकी प्रोफ़ाइल लोड नहीं हो सकी: {reason}',
  accountLoadFailed: 'आपके खाते की जानकारी लोड नहीं हो सकी: {reason}',
  profileInfoHeading: 'प्रोफ़ाइल जानकारी',
  accountInfoHeading: 'खाते की जानकारी',
  profileInfoLabel: 'मेरे बारे में',
  fullNameLabel: 'पूरा नाम',
  resumeLabel: 'रिज़्यूमे',
  viewResume: 'रिज़्यूमे देखें (PDF)',
  resumeOpening: 'आपका रिज़्यूमे खोला जा रहा है…',
  resumeOpenFailed: 'आपका रिज़्यूमे खोला नहीं जा सका: {reason}',
  resumeReady: 'आपका रिज़्यूमे तैयार है।',
  resumeReadyLink: 'अपना रिज़्यूमे खोलें (PDF)',
  socialLinksLabel: 'सोशल लिंक',
  socialLinkedIn: 'LinkedIn',
  socialTwitter: 'Twitter',
  socialOther: 'लिंक',
  socialLinkName: '{site}: {url}',
  editProfileInfo: 'प्रोफ़ाइल जानकारी संपादित करें',
  editAccountInfo: 'खाते की जानकारी संपादित करें',
  edit: 'संपादित करें',
  employmentStatusLabel: 'रोज़गार की स्थिति',
  jobSearchStatusLabel: 'नौकरी खोजने की स्थिति',
  disabilityLabel: 'दिव्यांगता',
  preferredIndustryLabel: 'पसंदीदा उद्योग',
  preferredRoleLabel: 'पसंदीदा भूमिका',
  accountLinksHeading: 'खाता सेटिंग',
  resetPasswordLink: 'पासवर्ड रीसेट करें',
  linkEmailLink: 'ईमेल लिंक करें',
  linkPhoneLink: 'फ़ोन नंबर लिंक करें',

  // Edit Profile (/edit-profile)
  editProfileIntro: 'दूसरों को आपके बारे में जो दिखता है, उसे बदलें। * से चिह्नित फ़ील्ड भरना अनिवार्य है।',
  profileInfoFieldLabel: 'प्रोफ़ाइल जानकारी',
  profileInfoHint: 'अपने बारे में, अपने कौशल के बारे में और आप क्या ढूँढ रहे हैं, इस बारे में कुछ वाक्य।',
  userNameLabel: 'उपयोगकर्ता नाम *',
  userNameHint: '3 से 100 अक्षरों के बीच।',
  contactReadOnlyHint: 'सत्यापित संपर्क। इसे यहाँ नहीं बदला जा सकता।',
  phoneMissing: 'आपके खाते से कोई मोबाइल नंबर लिंक नहीं है।',
  emailMissing: 'आपके खाते से कोई ईमेल पता लिंक नहीं है।',
  linkPhoneAction: 'मोबाइल नंबर लिंक करें',
  linkEmailAction: 'ईमेल पता लिंक करें',
  resumeFieldLabel: 'रिज़्यूमे (केवल PDF)',
  resumeHintNone: 'आपने अभी तक रिज़्यूमे अपलोड नहीं किया है।',
  resumeHintCurrent: 'आपका एक रिज़्यूमे पहले से मौजूद है। उसे बदलने के लिए नई PDF चुनें।',
  socialLinksHeading: 'सोशल लिंक',
  socialLinksHint: 'अधिकतम 3 वेब पते, जैसे आपकी LinkedIn और Twitter प्रोफ़ाइल।',
  socialLinkLabel: 'सोशल लिंक {n}',
  socialLinkLabelLinkedIn: 'सोशल लिंक 1 (LinkedIn)',
  socialLinkLabelTwitter: 'सोशल लिंक 2 (Twitter)',
  socialPlaceholderLinkedIn: 'https://www.linkedin.com/in/your-name',
  socialPlaceholderTwitter: 'https://twitter.com/your-name',
  socialPlaceholderOther: 'https://example.com/your-page',
  invalidUrl: 'https:// या http:// से शुरू होने वाला पूरा वेब पता दर्ज करें',
  addSocialLink: 'सोशल लिंक जोड़ें',
  removeSocialLink: 'सोशल लिंक {n} हटाएँ',
  socialLinkRemoved: 'सोशल लिंक हटा दिया गया।',
  profileSaved: 'आपकी प्रोफ़ाइल सहेज ली गई।',
  profileSaveFailed: 'आपकी प्रोफ़ाइल सहेजी नहीं जा सकी: {reason}',

  // Edit Account (/edit-account)
  editAccountIntro: 'अपने काम-काज की स्थिति के बारे में बताएँ, ताकि हम आपके लिए उपयुक्त नौकरियाँ सुझा सकें।',
  accountSaved: 'आपके खाते की जानकारी सहेज ली गई।',
  accountSaveFailed: 'आपके खाते की जानकारी सहेजी नहीं जा सकी: {reason}',
  selectDisability: 'अपनी दिव्यांगता चुनें',

  // Reset Password (/reset-password)
  resetPasswordHeading: 'पासवर्ड रीसेट करें',
  resetPasswordIntro:
    'नया पासवर्ड चुनें। पासवर्ड बदलते ही आपके वे अन्य डिवाइस साइन आउट हो जाएँगे जिन पर आप साइन इन हैं।',
  newPasswordLabel: 'नया पासवर्ड',
  confirmNewPasswordLabel: 'नए पासवर्ड की पुष्टि करें',
  newPasswordHint:
    'कम से कम 8 अक्षर। एक बड़ा (अपरकेस) अक्षर, एक अंक और @ $ ! % * ? & में से कोई एक चिह्न जोड़ने पर पासवर्ड और मज़बूत होगा।',
  changePassword: 'पासवर्ड रीसेट करें',
  changingPassword: 'आपका पासवर्ड बदला जा रहा है…',
  passwordChanged: 'आपका पासवर्ड बदल दिया गया है।',
  passwordChangeFailed: 'आपका पासवर्ड बदला नहीं जा सका: {reason}',
  currentPasswordLabel: 'वर्तमान पासवर्ड',
  currentPasswordRequired: 'कृपया अपना वर्तमान पासवर्ड दर्ज करें, या इसके बजाय कोड भेजें।',
  sendResetCode: 'वर्तमान पासवर्ड भूल गए? इसके बजाय कोड भेजें',
  sendingResetCode: 'कोड भेजा जा रहा है…',
  resendResetCode: 'नया कोड भेजें',
  useCurrentPassword: 'इसके बजाय मेरा वर्तमान पासवर्ड इस्तेमाल करें',
  resetCodeLabel: 'कोड',
  resetCodeHint: 'हमारे द्वारा भेजा गया 4 अंकों का कोड दर्ज करें। यह केवल एक बार काम करता है।',
  resetCodeRequired: 'कृपया हमारे द्वारा भेजा गया 4 अंकों का कोड दर्ज करें।',
  resetCodeSent: 'हमने {sentTo} पर एक कोड भेजा है।',
  resetCodeFailed: 'हम कोड नहीं भेज सके: {reason}',

  // Link email / phone (/link/:toLink)
  linkEmailHeading: 'ईमेल लिंक करें',
  linkPhoneHeading: 'फ़ोन लिंक करें',
  linkEmailIntro:
    'अपने खाते में एक ईमेल पता जोड़ें। हम उस पर एक लिंक भेजेंगे; यह पुष्टि करने के लिए कि ईमेल पता आपका है, वह लिंक खोलें।',
  linkPhoneIntro:
    'अपने खाते में एक मोबाइल नंबर जोड़ें। यह पुष्टि करने के लिए कि नंबर आपका है, हम उस पर SMS से 4 अंकों का कोड भेजेंगे।',
  linkUnknownHeading: 'खाता लिंक करें',
  linkUnknownText: 'केवल ईमेल पता या फ़ोन नंबर ही लिंक किया जा सकता है।',
  confirmEmailLabel: 'ईमेल पते की पुष्टि करें',
  confirmPhoneLabel: 'मोबाइल नंबर की पुष्टि करें',
  linkSubmit: 'लिंक करें',
  linkEmailSent:
    'हमने {email} पर एक लिंक भेजा है। ईमेल पता लिंक करने की प्रक्रिया पूरी करने के लिए उसी इनबॉक्स से यह लिंक खोलें। यह लिंक केवल एक बार काम करता है और 24 घंटे में समाप्त हो जाता है।',
  otpDialogTitleLink: 'अपना मोबाइल नंबर सत्यापित करें',
  phoneLinked: 'आपका मोबाइल नंबर अब आपके खाते से लिंक हो गया है।',
  emailLinked: 'आपका ईमेल पता अब आपके खाते से लिंक हो गया है।',

  // Link confirmation (/link)
  linkConfirmHeading: 'खाता लिंक करें',
  linkConfirming: 'आपका खाता लिंक किया जा रहा है…',
  linkedWithPhone: 'आपका खाता फ़ोन नंबर से सफलतापूर्वक लिंक हो गया।',
  linkedWithEmail: 'आपका खाता ईमेल पते से सफलतापूर्वक लिंक हो गया।',
  linkConfirmFailed:
    'ध्यान दें: सर्वर इस लिंक की पुष्टि नहीं कर सका: {reason} यदि आपकी प्रोफ़ाइल में नया संपर्क नहीं दिखता है, तो उसे अपनी प्रोफ़ाइल से फिर से लिंक करें।',
  linkMissingToken: 'इस लिंक में टोकन नहीं है। अपने संदेश में दिया गया पूरा लिंक खोलें।',
  goHome: 'डैशबोर्ड पर जाएँ',

  // Request access (/requestAccess)
  requestAccessHeading: 'एक्सेस का अनुरोध',
  requestAccessIntro:
    'Nclude का एक्सेस पाने के लिए अनुरोध करें। एक व्यवस्थापक आपके दिव्यांगता प्रमाणपत्र की जाँच करेंगे और आपको बताएँगे कि आप कब साइन अप कर सकते हैं। * से चिह्नित फ़ील्ड भरना अनिवार्य है।',
  requestCodeNote:
    'सबमिट करने पर हम आपके फ़ोन नंबर पर SMS से 4 अंकों का कोड भेजते हैं, ताकि पुष्टि हो कि नंबर आपका है।',
  requestNameLabel: 'नाम दर्ज करें*',
  requestPhoneLabel: 'फ़ोन नंबर दर्ज करें*',
  requestEmailLabel: 'ईमेल दर्ज करें*',
  requestDisabilityLabel: 'दिव्यांगता का प्रकार चुनें*',
  requestCertificateLabel: 'दिव्यांगता प्रमाणपत्र संलग्न करें (PDF)*',
  requestCertificateHint: 'अधिकतम 5 MB की PDF फ़ाइल।',
  requestNameRequired: 'अपना नाम दर्ज करें।',
  requestPhoneRequired: 'अपना फ़ोन नंबर दर्ज करें।',
  requestEmailRequired: 'अपना ईमेल पता दर्ज करें।',
  requestDisabilityRequired: 'अपनी दिव्यांगता का प्रकार चुनें।',
  requestCertificateRequired: 'अपना दिव्यांगता प्रमाणपत्र PDF फ़ाइल के रूप में संलग्न करें।',
  submit: 'सबमिट करें',
  submitting: 'आपका अनुरोध भेजा जा रहा है…',
  requestFailed: 'आपका अनुरोध भेजा नहीं जा सका: {reason}',

  // Approval (/approval)
  approvalHeading: 'स्वीकृति की स्थिति',
  approvalDone: 'एक्सेस का अनुरोध स्वीकृत कर दिया गया।',
  invitationOnly:
    'Nclude केवल आमंत्रण से उपलब्ध है: संगठन अपने लोगों का नामांकन करते हैं, और कोई भी अन्य व्यक्ति हमसे पहुँच का अनुरोध कर सकता है।',
  invitationLink: 'पहुँच का अनुरोध करें',
  noAccountForPhone: 'यह फ़ोन नंबर सत्यापित है, पर इस पर अभी कोई खाता नहीं है।',
  noAccountSignUp: 'इस नंबर से साइन अप करें',
  requestSentNext: 'आप यह पेज बंद कर सकते हैं। अनुरोध स्वीकृत होने पर आप साइन अप कर सकेंगे।',
  requestSentLogin: 'लॉग इन पेज पर जाएँ',
};

export default hi;
