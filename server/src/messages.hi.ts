// Hindi texts of the server's messages (see messages.ts for the English and what each is for).
import type { Translation } from '@nclude/shared/messages';
import type { serverMessages } from './messages';

const hi: Translation<typeof serverMessages> = {
  // Request shape
  missingField: 'यह आवश्यक फ़ील्ड नहीं भेजी गई: {field}',
  wrongType: 'फ़ील्ड {field} का प्रकार गलत है: {detail}',
  mustBeText: 'फ़ील्ड {field} में टेक्स्ट होना चाहिए',
  mustBeDate: 'फ़ील्ड {field} में YYYY-MM-DD रूप में तारीख होनी चाहिए',
  mustBeEmail: 'फ़ील्ड {field} में ईमेल पता होना चाहिए',
  mustBeWebAddress: 'फ़ील्ड {field} में https:// या http:// से शुरू होने वाला वेब पता होना चाहिए',
  notAllowedValue: 'फ़ील्ड {field} में "{value}" मान स्वीकार नहीं है',
  fieldTooLong: 'फ़ील्ड {field} बहुत लंबी है',
  fieldEmpty: 'फ़ील्ड {field} खाली नहीं हो सकती',
  numberTooLarge: 'फ़ील्ड {field} अधिकतम {limit} हो सकती है',
  numberTooSmall: 'फ़ील्ड {field} कम से कम {limit} होनी चाहिए',
  invalidBody: 'अनुरोध का डेटा मान्य नहीं है: {detail}',
  badJson: 'अनुरोध का डेटा मान्य JSON नहीं है',
  nulCharacter: 'अनुरोध में NUL वर्ण (U+0000) है, जिसे कोई भी फ़ील्ड स्वीकार नहीं करती।',
  bodyNotObject: 'अनुरोध का डेटा JSON ऑब्जेक्ट होना चाहिए',
  emptyJsonBody: 'अनुरोध में कोई डेटा नहीं है; कृपया JSON ऑब्जेक्ट भेजें',
  bodyTooLarge: 'अनुरोध का डेटा बहुत बड़ा है (सीमा {limit} KB)',
  unsupportedMediaType: 'यह कंटेंट टाइप समर्थित नहीं है: {type}; application/json भेजें',
  routeNotFound: '{method} {url} से मेल खाने वाला कोई API रूट नहीं है',
  notFound: 'नहीं मिला: {url}',
  internalError: 'हमारी ओर से कुछ गड़बड़ी हुई। कृपया बाद में फिर से कोशिश करें।',
  tooManyRequests: 'बहुत अधिक अनुरोध आए हैं। कृपया {seconds} सेकंड बाद फिर से कोशिश करें।',
  rateLimitUnavailable: 'यह अभी नहीं हो सकता। कृपया एक मिनट बाद फिर से कोशिश करें।',
  badRange: 'रिकॉर्डिंग का वह भाग मौजूद नहीं है।',

  // OTP
  contactRequired: 'कृपया ईमेल पता या फ़ोन नंबर दें',
  oneContactOnly: 'ईमेल पता या फ़ोन नंबर में से कोई एक दें, दोनों नहीं',
  otpRequired: 'कृपया OTP दर्ज करें',
  otpShape: 'OTP ठीक 4 अंकों का होना चाहिए',
  otpSentEmail: 'OTP आपके ईमेल पते पर भेज दिया गया है',
  otpSentPhone: 'OTP आपके फ़ोन नंबर पर भेज दिया गया है',
  otpEmailSubject: 'आपका Nclude सत्यापन कोड',
  otpText: 'आपका Nclude सत्यापन कोड {code} है। यह {minutes} मिनट में समाप्त हो जाएगा।',
  notEnrolledSubject: 'Nclude कोड के लिए आपका अनुरोध',
  notEnrolledText:
    'किसी ने इस संपर्क के लिए Nclude साइन-इन कोड माँगा, पर यह Nclude में नामांकित नहीं है। अभी आप इस सेवा का उपयोग नहीं कर सकते: पहुँच के लिए {url} पर अनुरोध करें। यदि आपने नहीं माँगा, तो इस संदेश को अनदेखा करें।',
  contactTakenSubject: 'इस संपर्क को Nclude से लिंक करने का अनुरोध',
  contactTakenText:
    'किसी ने इस संपर्क को एक Nclude खाते से जोड़ने को कहा, पर यह पहले से एक खाते का है। यदि वह खाता आपका है, तो {url} पर इसी संपर्क से साइन इन करें। यदि आपने नहीं कहा, तो इस संदेश को अनदेखा करें।',
  otpNotRequested: 'इस ईमेल पते या फ़ोन नंबर के लिए कोई OTP नहीं माँगा गया था। कृपया नया OTP माँगें।',
  otpExpired: 'इस OTP की समय-सीमा समाप्त हो गई है। कृपया नया OTP माँगें।',
  otpTooManyAttempts: 'बहुत बार गलत कोड दर्ज किया गया। कृपया नया OTP माँगें।',
  otpWrong: 'OTP गलत है। {left} प्रयास बाकी हैं।',
  otpWrongLast: 'OTP गलत है। 1 प्रयास बाकी है।',
  otpVerified: 'OTP सत्यापित हो गया',
  otpSendsPerContact:
    'इस ईमेल पते या फ़ोन नंबर पर कुछ ही देर पहले एक कोड भेजा गया था। दूसरा कोड माँगने से पहले कृपया {wait} प्रतीक्षा करें।',
  otpSendsPerIp: 'आपके नेटवर्क से बहुत अधिक OTP अनुरोध आए हैं। कृपया {wait} बाद फिर से कोशिश करें।',
  otpClientWait:
    'आपके नेटवर्क से बहुत बार गलत कोड दर्ज किए गए। फिर से कोशिश करने से पहले कृपया {wait} प्रतीक्षा करें।',
  otpWrongOnlyTry:
    'OTP गलत है। इस ईमेल पते या फ़ोन नंबर के लिए बार-बार गलत कोड दर्ज होने के कारण अब हर कोड के लिए केवल एक ही प्रयास मिलता है। कृपया नया OTP माँगें।',

  // Password guessing (per account, whether or not it exists)
  loginWait:
    'इस खाते के लिए बहुत बार गलत पासवर्ड दर्ज किया गया। फिर से कोशिश करने से पहले कृपया {wait} प्रतीक्षा करें।',

  // Proof for a password change
  resetProofRequired: 'पासवर्ड बदलने के लिए अपना मौजूदा पासवर्ड दर्ज करें, या कोड माँगकर उसे दर्ज करें।',
  currentPasswordWrong: 'आपका मौजूदा पासवर्ड सही नहीं है।',
  resetCodeSentPhone: 'हमने आपके फ़ोन नंबर {sentTo} पर एक कोड भेजा है। पासवर्ड बदलने के लिए उसे दर्ज करें।',
  resetCodeSentEmail: 'हमने आपके ईमेल पते {sentTo} पर एक कोड भेजा है। पासवर्ड बदलने के लिए उसे दर्ज करें।',
  resetNoContact: 'आपके खाते में ऐसा कोई फ़ोन नंबर या ईमेल पता नहीं है जिस पर कोड भेजा जा सके।',
  deliveryFailed: 'अभी सत्यापन कोड नहीं भेजा जा सका। कृपया कुछ मिनट बाद फिर से कोशिश करें।',

  // Accounts
  notAuthorized:
    'आप अभी इस सेवा का उपयोग करने के लिए अधिकृत नहीं हैं। पहुँच पाने के लिए लाइब्रेरी कार्यक्रम में नामांकन करें या अपनी दिव्यांगता की स्थिति सत्यापित कराएँ।',
  userTypeUser: 'userType का मान "user" होना चाहिए',
  duplicateEmail: 'इस ईमेल से एक खाता पहले से मौजूद है',
  duplicatePhone: 'इस फ़ोन नंबर से एक खाता पहले से मौजूद है',
  signupSuccess: 'साइन अप सफल रहा',
  loginSuccess: 'लॉग इन सफल रहा',
  wrongCredentials: 'ईमेल या पासवर्ड गलत है',
  noAccountForPhone: 'इस फ़ोन नंबर से कोई खाता पंजीकृत नहीं है। कृपया पहले साइन अप करें।',
  loggedOut: 'आप लॉग आउट हो गए हैं',
  signInRequired: 'जारी रखने के लिए कृपया लॉग इन करें।',
  sessionEnded: 'आपका सत्र समाप्त हो गया है। कृपया फिर से लॉग इन करें।',

  // Static hosting
  notBuilt:
    'Nclude API चल रहा है, लेकिन वेब ऐप अभी बिल्ड नहीं किया गया है। रिपॉज़िटरी के रूट फ़ोल्डर में "pnpm build" चलाएँ, फिर यह पेज दोबारा लोड करें।',
  databaseUnreachable: 'डेटाबेस से संपर्क नहीं हो पा रहा है',
  redisUnreachable: 'Redis से संपर्क नहीं हो पा रहा है',
  storageUnavailable: 'फ़ाइल भंडारण उपलब्ध नहीं है',
  nodeStopping: 'यह सर्वर बंद हो रहा है; अनुरोध दूसरे सर्वरों पर जाएँगे',

  // Uploads and files
  notMultipart: 'यह फ़ॉर्म multipart/form-data के रूप में भेजें',
  badMultipart: 'फ़ॉर्म का डेटा पढ़ा नहीं जा सका। कृपया फिर से कोशिश करें।',
  fileTooLarge: 'फ़ाइल बहुत बड़ी है। सीमा {mb} MB है।',
  oneFileOnly: 'केवल एक फ़ाइल भेजें',
  unexpectedFile: 'फ़ील्ड {field} में एक फ़ाइल भेजी गई; केवल {expected} में फ़ाइल भेजी जा सकती है',
  noFileExpected: 'यह फ़ॉर्म फ़ाइल स्वीकार नहीं करता',
  fileFieldNotFile: 'फ़ील्ड {field} में फ़ाइल अपलोड होनी चाहिए',
  tooManyFields: 'फ़ॉर्म में बहुत अधिक फ़ील्ड हैं',
  duplicateField: 'फ़ील्ड {field} एक से अधिक बार भेजी गई',
  notPdf: 'फ़ाइल PDF दस्तावेज़ होनी चाहिए।',
  notMedia:
    'फ़ाइल ऑडियो या वीडियो होनी चाहिए (MP3, WAV, AAC, FLAC, OGG, WMA, M4A, MP4, AVI, MOV, WMV, MKV, FLV या WebM)।',
  midiNoSound:
    'MIDI फ़ाइल में संगीत के सुर होते हैं, रिकॉर्ड की गई आवाज़ नहीं, इसलिए इसमें कैप्शन के लिए कोई बोली नहीं है। कृपया कोई ऑडियो या वीडियो रिकॉर्डिंग चुनें।',
  notBook:
    'यह फ़ाइल ऐसी पुस्तक नहीं है जिसे हम पढ़ सकें। UTF-8 में TXT या HTML फ़ाइल, DOCX या EPUB फ़ाइल, MP3 रिकॉर्डिंग, MP3 फ़ाइलों (हर अध्याय की एक) का zip, या zip की हुई DAISY 2.02 या DAISY 3 पुस्तक दें।',
  fileNotFound: 'फ़ाइल नहीं मिली',

  // Profile and account
  userNotFound: 'आपका खाता अब मौजूद नहीं है। कृपया फिर से साइन अप करें।',
  emailChangeRefused:
    'आपका ईमेल पता यहाँ नहीं बदला जा सकता। ईमेल पता जोड़ने के लिए अपनी प्रोफ़ाइल में ईमेल लिंक करने का विकल्प (Link Email) इस्तेमाल करें।',
  phoneChangeRefused:
    'आपका फ़ोन नंबर यहाँ नहीं बदला जा सकता। फ़ोन नंबर जोड़ने के लिए अपनी प्रोफ़ाइल में फ़ोन नंबर लिंक करने का विकल्प (Link PhoneNumber) इस्तेमाल करें।',
  socialNotList: 'सोशल लिंक वेब पतों की सूची के रूप में होने चाहिए',
  socialNotUrl: 'सोशल लिंक {n} ऐसा वेब पता होना चाहिए जो http:// या https:// से शुरू हो',
  socialTooLong: 'सोशल लिंक {n} बहुत लंबा है',
  profileUpdated: 'आपकी प्रोफ़ाइल अपडेट कर दी गई है।',
  invalidEmploymentStatus: 'कृपया सूची में से रोज़गार की स्थिति चुनें',
  invalidJobSearchStatus: 'कृपया सूची में से नौकरी खोजने की स्थिति चुनें',
  invalidDisability: 'कृपया सूची में से दिव्यांगता का प्रकार चुनें',
  accountInfoUpdated: 'आपके खाते की जानकारी अपडेट कर दी गई है।',
  newPasswordRequired: 'कृपया नया पासवर्ड दर्ज करें',
  passwordChanged: 'आपका पासवर्ड बदल दिया गया है।',

  // Linking an email address or phone number
  emailAlreadyOnAccount: 'आपके खाते में पहले से एक ईमेल पता है।',
  phoneAlreadyOnAccount: 'आपके खाते में पहले से एक फ़ोन नंबर है।',
  emailTakenByOther: 'यह ईमेल पता किसी दूसरे खाते से जुड़ा है।',
  phoneTakenByOther: 'यह फ़ोन नंबर किसी दूसरे खाते से जुड़ा है।',
  linkCodeSent: 'हमने {phone} पर एक कोड भेजा है। अपना फ़ोन नंबर लिंक करने के लिए उसे दर्ज करें।',
  linkEmailSent: 'हमने {email} पर एक लिंक भेजा है। अपना ईमेल पता लिंक करने के लिए उसे खोलें।',
  linkEmailSubject: 'अपना ईमेल पता Nclude से लिंक करें',
  linkEmailText:
    'नमस्ते {name},\n\n{email} को अपने Nclude खाते में जोड़ने के लिए यह लिंक खोलें:\n{url}\n\nयह लिंक केवल एक बार काम करता है और {hours} घंटे में समाप्त हो जाएगा। अगर आपने यह अनुरोध नहीं किया है, तो आप इस ईमेल को अनदेखा कर सकते हैं।',
  linkTooManyRequests: 'लिंक के लिए बहुत अधिक अनुरोध आए हैं। कृपया {wait} बाद फिर से कोशिश करें।',
  linkDeliveryFailed: 'अभी लिंक नहीं भेजा जा सका। कृपया कुछ मिनट बाद फिर से कोशिश करें।',
  linkInvalid: 'यह लिंक अमान्य है या इसकी समय-सीमा समाप्त हो गई है।',
  linkNeedsTokenOrPhone: 'या तो लिंक टोकन भेजें, या फ़ोन नंबर के साथ उसका OTP',
  phoneLinked: 'आपका फ़ोन नंबर आपके खाते से लिंक कर दिया गया है।',
  emailLinked: 'आपका ईमेल पता आपके खाते से लिंक कर दिया गया है।',

  // Access requests and approval
  certificateRequired: 'कृपया अपना दिव्यांगता प्रमाणपत्र PDF फ़ाइल के रूप में संलग्न करें।',
  accessRequestSubject: '{name} की ओर से Nclude पर पहुँच का अनुरोध',
  accessRequestText:
    'किसी ने Nclude पर पहुँच का अनुरोध किया है।\n\nनाम: {name}\nफ़ोन नंबर: {phone}\nईमेल: {email}\nदिव्यांगता का प्रकार: {disability}\n\nदिव्यांगता प्रमाणपत्र व्हाइटलिस्ट टूल में है, जहाँ आप अनुरोध को स्वीकृत या अस्वीकार भी कर सकते हैं। इसे अभी स्वीकृत करने के लिए यह लिंक खोलें (यह केवल एक बार काम करता है और {validFor} में समाप्त हो जाएगा):\n{url}',
  approvalTokenInvalid: 'यह स्वीकृति लिंक मान्य नहीं है। लिंक को ठीक वैसे ही खोलें जैसा वह ईमेल में भेजा गया था।',
  approvalTokenUsed: 'इस स्वीकृति लिंक का उपयोग पहले ही हो चुका है।',
  approvalTokenExpired:
    'इस स्वीकृति लिंक की समय-सीमा समाप्त हो गई है। इसके बजाय व्हाइटलिस्ट टूल से अनुरोध स्वीकृत करें।',
  requestAlreadyApproved: 'यह पहुँच अनुरोध पहले ही स्वीकृत हो चुका है।',
  requestAlreadyRejected: 'यह पहुँच अनुरोध पहले ही अस्वीकृत हो चुका है।',
  requestDecidedMeanwhile: 'किसी अन्य व्यवस्थापक ने अभी-अभी इस पहुँच अनुरोध पर निर्णय लिया है।',
  requestNotFound: 'इस id का कोई पहुँच अनुरोध नहीं है।',
  accessApproved: '{name} के लिए पहुँच स्वीकृत की गई। उन्हें बता दिया गया है कि वे अब साइन अप कर सकते हैं।',
  accessRejected: '{name} का पहुँच अनुरोध अस्वीकार किया गया। उन्हें इसकी सूचना दे दी गई है।',
  approvedSubject: 'Nclude पर पहुँच का आपका अनुरोध स्वीकृत हो गया है',
  approvedText:
    'नमस्ते {name}, Nclude पर पहुँच का आपका अनुरोध स्वीकृत हो गया है। अब आप {url} पर साइन अप कर सकते हैं',
  rejectedSubject: 'Nclude पर पहुँच का आपका अनुरोध',
  rejectedText:
    'नमस्ते {name}, Nclude पर पहुँच का आपका अनुरोध स्वीकृत नहीं हुआ।{note} अगर आपको लगता है कि यह गलती है, तो आप {url} पर नया अनुरोध भेज सकते हैं',
  rejectedNote: ' व्यवस्थापक ने लिखा: "{note}"।',

  // Admin whitelist tool and organisations
  adminRequired: 'इसके लिए व्यवस्थापक (एडमिन) खाता आवश्यक है।',
  orgRequired: 'इसके लिए संगठन का खाता आवश्यक है।',
  scopeInvalid: 'scope का मान "library" होना चाहिए या खाली',
  fileRequired: 'कृपया अपलोड करने के लिए एक फ़ाइल चुनें।',
  bulkWrongType: 'फ़ाइल .csv, .xls या .xlsx स्प्रेडशीट होनी चाहिए।',
  bulkEmpty: 'फ़ाइल खाली है।',
  bulkNoColumn: 'फ़ाइल में {column} नाम का कॉलम होना चाहिए।',
  bulkNoRows: 'फ़ाइल में {column} कॉलम के नीचे कोई प्रविष्टि नहीं है।',
  bulkTooManyRows:
    'फ़ाइल में {max} से अधिक पंक्तियाँ हैं। इसे ऐसी कई फ़ाइलों में बाँटें जिनमें से हर एक में अधिकतम {max} पंक्तियाँ हों।',
  bulkTooComplex:
    'फ़ाइल पढ़ने के लिए बहुत बड़ी या बहुत जटिल है। इसे एक शीट वाली साधारण .csv या .xlsx फ़ाइल के रूप में सेव करें और फिर से कोशिश करें।',
  bulkTimeout: 'फ़ाइल पढ़ने में बहुत अधिक समय लगा। इसे साधारण .csv फ़ाइल के रूप में सेव करें और फिर से कोशिश करें।',
  bulkUnreadable: 'फ़ाइल पढ़ी नहीं जा सकी। जाँच लें कि यह मान्य .csv, .xls या .xlsx फ़ाइल है।',
  bulkFormula: 'फ़ॉर्मूले की अनुमति नहीं है; सीधे मान टाइप करें',
  bulkNothingValid: 'फ़ाइल में कोई मान्य प्रविष्टि नहीं मिली।',
  statusInvalid: 'स्थिति (status) pending, approved या rejected होनी चाहिए',

  emailAlreadyLinked: 'आपका ईमेल पता आपके खाते से पहले ही लिंक है।',
  // Background jobs
  jobFailedAfterRetries:
    'हमारी ओर से किसी समस्या के कारण {attempts} प्रयासों के बाद भी यह काम पूरा नहीं हो सका। कृपया बाद में फिर से कोशिश करें।',
  jobInterrupted:
    'यह काम {attempts} बार अचानक रुक गया, इसलिए इसे छोड़ दिया गया। कृपया बाद में फिर से कोशिश करें।',

  // Notifications
  notificationNotFound: 'सूचना नहीं मिली',
  notificationMarkedRead: 'सूचना को पढ़ा हुआ चिह्नित किया गया',
  notificationsAllRead: 'सभी सूचनाओं को पढ़ा हुआ चिह्नित किया गया',

  field_email: 'ईमेल पता',
  field_phoneNumber: 'मोबाइल नंबर',
  field_password: 'पासवर्ड',
  field_newPassword: 'नया पासवर्ड',
  field_currentPassword: 'वर्तमान पासवर्ड',
  field_otp: 'OTP',
  field_userName: 'नाम',
  field_profileInfo: 'प्रोफ़ाइल जानकारी',
  field_social: 'सोशल लिंक',
  field_employmentStatus: 'रोज़गार की स्थिति',
  field_jobSearchStatus: 'नौकरी खोज की स्थिति',
  field_disability: 'दिव्यांगता',
  field_disabilityType: 'दिव्यांगता का प्रकार',
  field_preferredIndustry: 'पसंदीदा उद्योग',
  field_preferredRole: 'पसंदीदा भूमिका',
  field_note: 'टिप्पणी',
  field_contact: 'मोबाइल नंबर या ईमेल पता',
  field_token: 'लिंक',
  field_rating: 'रेटिंग',
  field_comment: 'टिप्पणी',
};

export default hi;
