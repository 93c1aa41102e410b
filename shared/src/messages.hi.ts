import type { Translation, sharedMessages } from './messages';

const hi: Translation<typeof sharedMessages> = {
  // Validation (product rules §5)
  invalidEmail: 'कृपया मान्य ईमेल पता दर्ज करें',
  phoneLength: 'मान्य 10 अंकों का नंबर दर्ज करें',
  invalidPhone: 'कृपया मान्य फ़ोन नंबर दर्ज करें',
  passwordMinLength: 'पासवर्ड कम से कम 8 अक्षरों का होना चाहिए',
  passwordMismatch: 'पासवर्ड मेल नहीं खाता',
  passwordOnlySpaces: 'पासवर्ड केवल स्पेस से नहीं बन सकता',
  fillAllDetails: 'कृपया सभी विवरण भरें',
  verifyEmailOrPhone: 'कृपया ईमेल या फ़ोन सत्यापित करें',
  fillRequiredFields: 'कृपया आवश्यक फ़ील्ड भरें',
  fillRequiredInformation: 'कृपया आवश्यक जानकारी भरें',
  bothFieldsRequired: 'दोनों फ़ील्ड भरना आवश्यक है।',
  passwordsDoNotMatch: 'पासवर्ड मेल नहीं खाते।',
  emailsDoNotMatch: 'ईमेल मेल नहीं खाते।',
  numbersDoNotMatch: 'नंबर मेल नहीं खाते।',
  maxSocialLinks: 'आप अधिकतम {max} सोशल लिंक जोड़ सकते हैं।',
  pdfOnly: 'कृपया PDF फ़ाइल चुनें।',
  wrongCredentials: 'लॉग इन विवरण गलत हैं। प्रवेश की अनुमति नहीं है।',
  verifyChannelHint: 'ईमेल या फ़ोन में से कम से कम एक का सत्यापन ज़रूरी है।',
  userNameTooShort: 'कम से कम {min} अक्षरों का उपयोगकर्ता नाम दर्ज करें।',
  userNameTooLong: 'अधिकतम {max} अक्षरों का उपयोगकर्ता नाम दर्ज करें।',
  chatMessageEmpty: 'पहले कोई संदेश लिखें।',
  chatMessageTooLong:
    'आपके संदेश में {length} अक्षर हैं; अधिकतम {max} हो सकते हैं। इसे छोटा करें या दो हिस्सों में भेजें।',

  // Error catalogue (product rules §8)
  requestAccessNotice:
    'आप अभी इस सेवा का उपयोग करने के लिए अधिकृत नहीं हैं। पहुँच पाने के लिए लाइब्रेरी कार्यक्रम में नामांकन करें या अपनी दिव्यांगता की स्थिति सत्यापित कराएँ।',
  requestAccessLink: 'पहुँच का अनुरोध करें',
  otpValidationFailed: 'OTP सत्यापन विफल रहा',
  phonesWhitelisted: 'फ़ोन नंबर व्हाइटलिस्ट में जोड़ दिए गए हैं!',
  orgUploadFailed: 'फ़ाइल से नंबर पढ़ते समय कोई त्रुटि हुई!',
  successfullyWhitelisted: 'सफलतापूर्वक व्हाइटलिस्ट में जोड़ा गया',
  approvalVerifying: 'सत्यापन हो रहा है...',
  approvalNoToken: 'कोई टोकन नहीं दिया गया।',
  approvalFailed: 'सत्यापन के दौरान एक त्रुटि हुई।',
  requestSent: 'हमने आपकी जानकारी एडमिन को भेज दी है। आपके अनुरोध पर कार्रवाई होते ही हम आपको सूचित करेंगे।',
  sessionExpired: 'आपका सत्र समाप्त हो गया है। कृपया फिर से लॉग इन करें।',

  // Guard
  titleNotAuthorized: 'अनुमति नहीं है',
  notAuthorizedHeading: 'अनुमति नहीं है',
  goToDashboard: 'डैशबोर्ड पर जाएँ',

  // Transport
  networkError: 'सर्वर से संपर्क नहीं हो सका। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  unexpectedError: 'कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  abortedRequest: 'अनुरोध रद्द कर दिया गया।',

  // Password strength (product rules §4)
  passwordStrength: 'पासवर्ड की मज़बूती: {label}',
  strengthWeak: 'कमज़ोर',
  strengthMedium: 'मध्यम',
  strengthStrong: 'मज़बूत',

  // UI kit
  loading: 'लोड हो रहा है…',
  close: 'बंद करें',
  dismiss: 'हटाएँ',
  dismissNotification: 'सूचना हटाएँ',
  notifications: 'सूचनाएँ',
  toastSuccess: 'सफल:',
  toastError: 'त्रुटि:',
  toastInfo: 'जानकारी:',
  showPassword: 'पासवर्ड दिखाएँ',
  otpGroupLabel: 'वन-टाइम पासवर्ड (OTP)',
  otpDigit: '{total} में से अंक {n}',
  page: 'पृष्ठ',
  pageOf: '(कुल {total} में से)',
  pagination: 'पृष्ठ नेविगेशन',
  previousPage: 'पिछला पृष्ठ',
  nextPage: 'अगला पृष्ठ',
  selectPlaceholder: 'कोई विकल्प चुनें',
  errorPrefix: 'त्रुटि:',
  languageLegend: 'भाषा',
  errorSummaryTitle: 'आगे बढ़ने से पहले कृपया ये सुधार करें:',
  retry: 'फिर से कोशिश करें',
  uploadProgressLabel: 'अपलोड की प्रगति',
  uploadProgressText: '{percent}% अपलोड हुआ',
  uploadProgressAnnouncement: 'अपलोड {percent}% पूरा हुआ।',
  jobProgressText: '{percent}% पूरा',
  jobWaiting: 'शुरू होने की प्रतीक्षा है',
  dropZoneText: 'फ़ाइल को यहाँ खींचकर छोड़ें, या बटन से कोई फ़ाइल चुनें।',
  chosenFile: 'चुनी गई फ़ाइल: {fileName}',
  dropOneFile: 'कृपया एक बार में केवल एक फ़ाइल खींचकर छोड़ें।',

  // Accessibility settings
  themeDefault: 'डिफ़ॉल्ट (सफ़ेद पृष्ठभूमि पर गहरे रंग का टेक्स्ट)',
  themeGreenWhite: 'हरा और सफ़ेद',
  themeRedWhite: 'लाल और सफ़ेद',
  themeBlackWhite: 'काला और सफ़ेद',
  themeYellowBlack: 'पीला और काला',
  themeYellowBlue: 'पीला और नीला',
  themeWhiteBlack: 'सफ़ेद और काला',

  // Standalone development host of a remote
  standalonePages: 'इस रिमोट के पृष्ठ',
  standaloneSignedInAs: '{userName} के रूप में साइन इन (भूमिका: {role})।',
  standaloneSignedOut:
    'कोई भी साइन इन नहीं है। जिन पृष्ठों के लिए सत्र ज़रूरी है, वे आपको {target} पर भेज देते हैं।',
  standaloneSignOut: 'साइन आउट करें',
};

export default hi;
