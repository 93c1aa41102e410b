// Telugu texts of the server's messages (see messages.ts for the English and what each is for).
import type { Translation } from '@nclude/shared/messages';
import type { serverMessages } from './messages';

const te: Translation<typeof serverMessages> = {
  // Request shape
  missingField: 'తప్పనిసరి ఫీల్డ్ పంపలేదు: {field}',
  wrongType: 'ఫీల్డ్ {field} రకం తప్పుగా ఉంది: {detail}',
  mustBeText: 'ఫీల్డ్ {field} టెక్స్ట్ అయి ఉండాలి',
  mustBeDate: 'ఫీల్డ్ {field} YYYY-MM-DD రూపంలో తేదీ అయి ఉండాలి',
  mustBeEmail: 'ఫీల్డ్ {field} ఈమెయిల్ చిరునామా అయి ఉండాలి',
  mustBeWebAddress: 'ఫీల్డ్ {field} https:// లేదా http://తో మొదలయ్యే వెబ్ చిరునామా అయి ఉండాలి',
  notAllowedValue: 'ఫీల్డ్ {field} "{value}" విలువను అంగీకరించదు',
  fieldTooLong: 'ఫీల్డ్ {field} చాలా పొడవుగా ఉంది',
  fieldEmpty: 'ఫీల్డ్ {field} ఖాళీగా ఉండకూడదు',
  numberTooLarge: 'ఫీల్డ్ {field} గరిష్ఠంగా {limit} ఉండాలి',
  numberTooSmall: 'ఫీల్డ్ {field} కనీసం {limit} ఉండాలి',
  invalidBody: 'అభ్యర్థనలోని డేటా చెల్లదు: {detail}',
  badJson: 'అభ్యర్థనలోని డేటా చెల్లుబాటు అయ్యే JSON కాదు',
  nulCharacter: 'అభ్యర్థనలో NUL అక్షరం (U+0000) ఉంది, దీన్ని ఏ ఫీల్డ్ కూడా అంగీకరించదు.',
  bodyNotObject: 'అభ్యర్థనలోని డేటా JSON ఆబ్జెక్ట్ అయి ఉండాలి',
  emptyJsonBody: 'అభ్యర్థనలో డేటా ఏమీ లేదు; దయచేసి JSON ఆబ్జెక్ట్ పంపండి',
  bodyTooLarge: 'అభ్యర్థనలోని డేటా చాలా పెద్దదిగా ఉంది (పరిమితి {limit} KB)',
  unsupportedMediaType: 'ఈ కంటెంట్ రకానికి మద్దతు లేదు: {type}; application/json పంపండి',
  routeNotFound: '{method} {url} కి సరిపోయే API రూట్ ఏదీ లేదు',
  notFound: 'కనుగొనబడలేదు: {url}',
  internalError: 'మా వైపు ఏదో పొరపాటు జరిగింది. దయచేసి కొంతసేపటి తర్వాత మళ్లీ ప్రయత్నించండి.',
  tooManyRequests: 'చాలా ఎక్కువ అభ్యర్థనలు వచ్చాయి. దయచేసి {seconds} సెకన్ల తర్వాత మళ్లీ ప్రయత్నించండి.',
  rateLimitUnavailable: 'ఇది ఇప్పుడు చేయలేము. దయచేసి ఒక నిమిషం తర్వాత మళ్లీ ప్రయత్నించండి.',
  badRange: 'రికార్డింగ్‌లో ఆ భాగం లేదు.',

  // OTP
  contactRequired: 'దయచేసి ఈమెయిల్ చిరునామా లేదా ఫోన్ నంబర్ ఇవ్వండి',
  oneContactOnly: 'ఈమెయిల్ చిరునామా లేదా ఫోన్ నంబర్‌లో ఏదో ఒకటి మాత్రమే ఇవ్వండి, రెండూ కాదు',
  otpRequired: 'దయచేసి OTP నమోదు చేయండి',
  otpShape: 'OTP సరిగ్గా 4 అంకెలు ఉండాలి',
  otpSentEmail: 'మీ ఈమెయిల్ చిరునామాకు OTP పంపబడింది',
  otpSentPhone: 'మీ ఫోన్ నంబర్‌కు OTP పంపబడింది',
  otpEmailSubject: 'మీ Nclude ధృవీకరణ కోడ్',
  otpText: 'మీ Nclude ధృవీకరణ కోడ్ {code}. దీని గడువు {minutes} నిమిషాల్లో ముగుస్తుంది.',
  notEnrolledSubject: 'Nclude కోడ్ కోసం మీ అభ్యర్థన',
  notEnrolledText:
    'ఎవరో ఈ సంప్రదింపు కోసం Nclude సైన్-ఇన్ కోడ్ అడిగారు, కానీ ఇది Nclude లో నమోదు కాలేదు. మీరు ఇంకా ఈ సేవను ఉపయోగించలేరు: ప్రవేశం కోసం {url} లో అభ్యర్థించండి. మీరు అడగకపోతే, ఈ సందేశాన్ని పట్టించుకోకండి.',
  contactTakenSubject: 'ఈ సంప్రదింపును Nclude కి లింక్ చేసే అభ్యర్థన',
  contactTakenText:
    'ఎవరో ఈ సంప్రదింపును ఒక Nclude ఖాతాకు జోడించమని అడిగారు, కానీ ఇది ఇప్పటికే ఒక ఖాతాకు చెందినది. ఆ ఖాతా మీదైతే, {url} లో ఈ సంప్రదింపుతో సైన్ ఇన్ చేయండి. మీరు అడగకపోతే, ఈ సందేశాన్ని పట్టించుకోకండి.',
  otpNotRequested: 'ఈ ఈమెయిల్ చిరునామా లేదా ఫోన్ నంబర్‌కు OTP అభ్యర్థించలేదు. దయచేసి కొత్త OTP అభ్యర్థించండి.',
  otpExpired: 'ఈ OTP గడువు ముగిసింది. దయచేసి కొత్త OTP అభ్యర్థించండి.',
  otpTooManyAttempts: 'చాలాసార్లు తప్పు కోడ్ నమోదు చేశారు. దయచేసి కొత్త OTP అభ్యర్థించండి.',
  otpWrong: 'OTP తప్పు. ఇంకా {left} ప్రయత్నాలు మిగిలి ఉన్నాయి.',
  otpWrongLast: 'OTP తప్పు. ఇంకా 1 ప్రయత్నం మిగిలి ఉంది.',
  otpVerified: 'OTP ధృవీకరించబడింది',
  otpSendsPerContact:
    'ఈ ఈమెయిల్ చిరునామా లేదా ఫోన్ నంబర్‌కు కొద్దిసేపటి క్రితమే ఒక కోడ్ పంపబడింది. మరో కోడ్ అడిగే ముందు దయచేసి {wait} వేచి ఉండండి.',
  otpSendsPerIp: 'మీ నెట్‌వర్క్ నుండి చాలా ఎక్కువ OTP అభ్యర్థనలు వచ్చాయి. దయచేసి {wait} తర్వాత మళ్లీ ప్రయత్నించండి.',
  otpClientWait:
    'మీ నెట్‌వర్క్ నుండి చాలాసార్లు తప్పు కోడ్‌లు నమోదు చేయబడ్డాయి. మళ్లీ ప్రయత్నించే ముందు దయచేసి {wait} వేచి ఉండండి.',
  otpWrongOnlyTry:
    'OTP తప్పు. ఈ ఈమెయిల్ చిరునామా లేదా ఫోన్ నంబర్‌కు పదేపదే తప్పు కోడ్‌లు నమోదు చేసినందున, ఇప్పుడు ప్రతి కోడ్‌కు ఒక్క ప్రయత్నం మాత్రమే ఉంటుంది. దయచేసి కొత్త OTP అభ్యర్థించండి.',

  // Password guessing (per account, whether or not it exists)
  loginWait: 'ఈ ఖాతాకు చాలాసార్లు తప్పు పాస్‌వర్డ్ నమోదు చేశారు. మళ్లీ ప్రయత్నించే ముందు దయచేసి {wait} వేచి ఉండండి.',

  // Proof for a password change
  resetProofRequired: 'మీ పాస్‌వర్డ్ మార్చడానికి, మీ ప్రస్తుత పాస్‌వర్డ్ నమోదు చేయండి లేదా కోడ్ అడిగి దాన్ని నమోదు చేయండి.',
  currentPasswordWrong: 'మీ ప్రస్తుత పాస్‌వర్డ్ సరైనది కాదు.',
  resetCodeSentPhone: 'మీ ఫోన్ నంబర్ {sentTo} కి ఒక కోడ్ పంపాము. మీ పాస్‌వర్డ్ మార్చడానికి దాన్ని నమోదు చేయండి.',
  resetCodeSentEmail: 'మీ ఈమెయిల్ చిరునామా {sentTo} కి ఒక కోడ్ పంపాము. మీ పాస్‌వర్డ్ మార్చడానికి దాన్ని నమోదు చేయండి.',
  resetNoContact: 'కోడ్ పంపడానికి మీ ఖాతాలో ఫోన్ నంబర్ గానీ ఈమెయిల్ చిరునామా గానీ లేవు.',
  deliveryFailed: 'ప్రస్తుతం ధృవీకరణ కోడ్‌ను పంపలేకపోయాము. దయచేసి కొన్ని నిమిషాల తర్వాత మళ్లీ ప్రయత్నించండి.',

  // Accounts
  notAuthorized:
    'ఈ సేవను ఉపయోగించడానికి మీకు ఇంకా అనుమతి లేదు. యాక్సెస్ పొందడానికి లైబ్రరీ కార్యక్రమంలో నమోదు చేసుకోండి లేదా మీ వైకల్య స్థితిని ధృవీకరించుకోండి.',
  userTypeUser: 'userType విలువ "user" అయి ఉండాలి',
  duplicateEmail: 'ఈ ఈమెయిల్‌తో ఇప్పటికే ఒక ఖాతా ఉంది',
  duplicatePhone: 'ఈ ఫోన్ నంబర్‌తో ఇప్పటికే ఒక ఖాతా ఉంది',
  signupSuccess: 'సైన్ అప్ విజయవంతమైంది',
  loginSuccess: 'లాగిన్ విజయవంతమైంది',
  wrongCredentials: 'ఈమెయిల్ లేదా పాస్‌వర్డ్ తప్పు',
  noAccountForPhone: 'ఈ ఫోన్ నంబర్‌తో ఏ ఖాతా కూడా నమోదు కాలేదు. దయచేసి ముందుగా సైన్ అప్ చేయండి.',
  loggedOut: 'మీరు లాగ్ అవుట్ అయ్యారు',
  signInRequired: 'కొనసాగడానికి దయచేసి లాగిన్ చేయండి.',
  sessionEnded: 'మీ సెషన్ ముగిసింది. దయచేసి మళ్లీ లాగిన్ చేయండి.',

  // Static hosting
  notBuilt:
    'Nclude API నడుస్తోంది, కానీ వెబ్ యాప్ ఇంకా బిల్డ్ కాలేదు. రిపాజిటరీ రూట్ ఫోల్డర్‌లో "pnpm build" రన్ చేసి, ఆ తర్వాత ఈ పేజీని రీలోడ్ చేయండి.',
  databaseUnreachable: 'డేటాబేస్‌ను చేరుకోలేకపోతున్నాము',
  redisUnreachable: 'Redis‌ను చేరుకోలేకపోతున్నాము',
  storageUnavailable: 'ఫైల్ నిల్వ అందుబాటులో లేదు',
  nodeStopping: 'ఈ సర్వర్ ఆగిపోతోంది; అభ్యర్థనలు ఇతర సర్వర్లకు వెళ్తాయి',

  // Uploads and files
  notMultipart: 'ఈ ఫారమ్‌ను multipart/form-data గా పంపండి',
  badMultipart: 'ఫారమ్ డేటాను చదవలేకపోయాము. దయచేసి మళ్లీ ప్రయత్నించండి.',
  fileTooLarge: 'ఫైల్ చాలా పెద్దదిగా ఉంది. పరిమితి {mb} MB.',
  oneFileOnly: 'ఒక ఫైల్ మాత్రమే పంపండి',
  unexpectedFile: 'ఫీల్డ్ {field} లో ఫైల్ పంపబడింది; {expected} మాత్రమే ఫైల్‌ను అంగీకరిస్తుంది',
  noFileExpected: 'ఈ ఫారమ్ ఫైల్‌ను అంగీకరించదు',
  fileFieldNotFile: 'ఫీల్డ్ {field} లో ఫైల్‌ను అప్‌లోడ్ చేయాలి',
  tooManyFields: 'ఫారమ్‌లో చాలా ఎక్కువ ఫీల్డ్‌లు ఉన్నాయి',
  duplicateField: 'ఫీల్డ్ {field} ఒకటి కంటే ఎక్కువసార్లు పంపబడింది',
  notPdf: 'ఫైల్ PDF పత్రం అయి ఉండాలి.',
  notMedia:
    'ఫైల్ ఆడియో లేదా వీడియో అయి ఉండాలి (MP3, WAV, AAC, FLAC, OGG, WMA, M4A, MP4, AVI, MOV, WMV, MKV, FLV లేదా WebM).',
  midiNoSound:
    'MIDI ఫైల్‌లో సంగీత స్వరాలు మాత్రమే ఉంటాయి, రికార్డ్ చేసిన ధ్వని కాదు, కాబట్టి క్యాప్షన్ చేయడానికి మాటలు లేవు. దయచేసి ఆడియో లేదా వీడియో రికార్డింగ్‌ను ఎంచుకోండి.',
  notBook:
    'ఈ ఫైల్ మేము చదవగలిగే పుస్తకం కాదు. UTF-8లో TXT లేదా HTML ఫైల్, DOCX లేదా EPUB ఫైల్, MP3 రికార్డింగ్, MP3 ఫైళ్ల (ప్రతి అధ్యాయానికి ఒకటి) zip, లేదా zip చేసిన DAISY 2.02 లేదా DAISY 3 పుస్తకం ఇవ్వండి.',
  fileNotFound: 'ఫైల్ కనుగొనబడలేదు',

  // Profile and account
  userNotFound: 'మీ ఖాతా ఇప్పుడు లేదు. దయచేసి మళ్లీ సైన్ అప్ చేయండి.',
  emailChangeRefused:
    'మీ ఈమెయిల్ చిరునామాను ఇక్కడ మార్చలేరు. ఈమెయిల్ చిరునామాను జోడించడానికి, మీ ప్రొఫైల్‌లో ఈమెయిల్ లింక్ చేసే ఎంపిక (Link Email) ఉపయోగించండి.',
  phoneChangeRefused:
    'మీ ఫోన్ నంబర్‌ను ఇక్కడ మార్చలేరు. ఫోన్ నంబర్‌ను జోడించడానికి, మీ ప్రొఫైల్‌లో ఫోన్ నంబర్ లింక్ చేసే ఎంపిక (Link PhoneNumber) ఉపయోగించండి.',
  socialNotList: 'సోషల్ లింక్‌లు వెబ్ చిరునామాల జాబితాగా ఉండాలి',
  socialNotUrl: 'సోషల్ లింక్ {n} http:// లేదా https:// తో మొదలయ్యే వెబ్ చిరునామా అయి ఉండాలి',
  socialTooLong: 'సోషల్ లింక్ {n} చాలా పొడవుగా ఉంది',
  profileUpdated: 'మీ ప్రొఫైల్ అప్‌డేట్ చేయబడింది.',
  invalidEmploymentStatus: 'దయచేసి జాబితా నుండి ఉద్యోగ స్థితిని ఎంచుకోండి',
  invalidJobSearchStatus: 'దయచేసి జాబితా నుండి ఉద్యోగ అన్వేషణ స్థితిని ఎంచుకోండి',
  invalidDisability: 'దయచేసి జాబితా నుండి వైకల్య రకాన్ని ఎంచుకోండి',
  accountInfoUpdated: 'మీ ఖాతా సమాచారం అప్‌డేట్ చేయబడింది.',
  newPasswordRequired: 'దయచేసి కొత్త పాస్‌వర్డ్ నమోదు చేయండి',
  passwordChanged: 'మీ పాస్‌వర్డ్ మార్చబడింది.',

  // Linking an email address or phone number
  emailAlreadyOnAccount: 'మీ ఖాతాలో ఇప్పటికే ఈమెయిల్ చిరునామా ఉంది.',
  phoneAlreadyOnAccount: 'మీ ఖాతాలో ఇప్పటికే ఫోన్ నంబర్ ఉంది.',
  emailTakenByOther: 'ఈ ఈమెయిల్ చిరునామా వేరే ఖాతాకు చెందినది.',
  phoneTakenByOther: 'ఈ ఫోన్ నంబర్ వేరే ఖాతాకు చెందినది.',
  linkCodeSent: '{phone} కి ఒక కోడ్ పంపాము. మీ ఫోన్ నంబర్‌ను లింక్ చేయడానికి దాన్ని నమోదు చేయండి.',
  linkEmailSent: '{email} కి ఒక లింక్ పంపాము. మీ ఈమెయిల్ చిరునామాను లింక్ చేయడానికి దాన్ని తెరవండి.',
  linkEmailSubject: 'మీ ఈమెయిల్ చిరునామాను Nclude కి లింక్ చేయండి',
  linkEmailText:
    'నమస్కారం {name},\n\n{email} ను మీ Nclude ఖాతాకు జోడించడానికి ఈ లింక్‌ను తెరవండి:\n{url}\n\nఈ లింక్ ఒక్కసారి మాత్రమే పనిచేస్తుంది, {hours} గంటల్లో దీని గడువు ముగుస్తుంది. మీరు దీన్ని అభ్యర్థించకపోతే, ఈ ఈమెయిల్‌ను పట్టించుకోనవసరం లేదు.',
  linkTooManyRequests: 'లింక్ కోసం చాలా ఎక్కువ అభ్యర్థనలు వచ్చాయి. దయచేసి {wait} తర్వాత మళ్లీ ప్రయత్నించండి.',
  linkDeliveryFailed: 'ప్రస్తుతం లింక్‌ను పంపలేకపోయాము. దయచేసి కొన్ని నిమిషాల తర్వాత మళ్లీ ప్రయత్నించండి.',
  linkInvalid: 'ఈ లింక్ చెల్లదు లేదా దీని గడువు ముగిసింది.',
  linkNeedsTokenOrPhone: 'లింక్ టోకెన్ గానీ, ఫోన్ నంబర్‌తో పాటు దాని OTP గానీ పంపండి',
  phoneLinked: 'మీ ఫోన్ నంబర్ మీ ఖాతాకు లింక్ చేయబడింది.',
  emailLinked: 'మీ ఈమెయిల్ చిరునామా మీ ఖాతాకు లింక్ చేయబడింది.',

  // Access requests and approval
  certificateRequired: 'దయచేసి మీ వైకల్య ధ్రువీకరణ పత్రాన్ని PDF ఫైల్‌గా జత చేయండి.',
  accessRequestSubject: '{name} నుండి Nclude యాక్సెస్ అభ్యర్థన',
  accessRequestText:
    'ఒకరు Nclude యాక్సెస్ కోసం అభ్యర్థించారు.\n\nపేరు: {name}\nఫోన్ నంబర్: {phone}\nఈమెయిల్: {email}\nవైకల్య రకం: {disability}\n\nవైకల్య ధ్రువీకరణ పత్రం వైట్‌లిస్ట్ టూల్‌లో ఉంది, అక్కడే మీరు అభ్యర్థనను ఆమోదించవచ్చు లేదా తిరస్కరించవచ్చు. ఇప్పుడే ఆమోదించడానికి ఈ లింక్‌ను తెరవండి (ఇది ఒక్కసారి మాత్రమే పనిచేస్తుంది, {validFor} లో దీని గడువు ముగుస్తుంది):\n{url}',
  approvalTokenInvalid: 'ఈ ఆమోద లింక్ చెల్లదు. ఈమెయిల్‌లో వచ్చిన లింక్‌ను ఏ మార్పూ లేకుండా యథాతథంగా తెరవండి.',
  approvalTokenUsed: 'ఈ ఆమోద లింక్ ఇప్పటికే ఉపయోగించబడింది.',
  approvalTokenExpired: 'ఈ ఆమోద లింక్ గడువు ముగిసింది. బదులుగా వైట్‌లిస్ట్ టూల్ నుండి అభ్యర్థనను ఆమోదించండి.',
  requestAlreadyApproved: 'ఈ యాక్సెస్ అభ్యర్థన ఇప్పటికే ఆమోదించబడింది.',
  requestAlreadyRejected: 'ఈ యాక్సెస్ అభ్యర్థన ఇప్పటికే తిరస్కరించబడింది.',
  requestDecidedMeanwhile: 'మరో నిర్వాహకులు ఈ యాక్సెస్ అభ్యర్థనపై ఇప్పుడే నిర్ణయం తీసుకున్నారు.',
  requestNotFound: 'ఈ id తో యాక్సెస్ అభ్యర్థన ఏదీ లేదు.',
  accessApproved: '{name} కి యాక్సెస్ ఆమోదించబడింది. వారు ఇప్పుడు సైన్ అప్ చేయవచ్చని వారికి తెలియజేయబడింది.',
  accessRejected: '{name} యాక్సెస్ అభ్యర్థన తిరస్కరించబడింది. ఈ విషయం వారికి తెలియజేయబడింది.',
  approvedSubject: 'మీ Nclude యాక్సెస్ అభ్యర్థన ఆమోదించబడింది',
  approvedText:
    'నమస్కారం {name}, Nclude యాక్సెస్ కోసం మీ అభ్యర్థన ఆమోదించబడింది. మీరు ఇప్పుడు {url} లో సైన్ అప్ చేయవచ్చు',
  rejectedSubject: 'మీ Nclude యాక్సెస్ అభ్యర్థన',
  rejectedText:
    'నమస్కారం {name}, Nclude యాక్సెస్ కోసం మీ అభ్యర్థన ఆమోదించబడలేదు.{note} ఇది పొరపాటు అని మీరు భావిస్తే, {url} లో కొత్త అభ్యర్థన పంపవచ్చు',
  rejectedNote: ' నిర్వాహకులు ఇలా రాశారు: "{note}".',

  // Admin whitelist tool and organisations
  adminRequired: 'దీనికి నిర్వాహకుడి (అడ్మిన్) ఖాతా అవసరం.',
  orgRequired: 'దీనికి సంస్థ ఖాతా అవసరం.',
  scopeInvalid: 'scope విలువ "library" అయి ఉండాలి లేదా ఖాళీగా ఉండాలి',
  fileRequired: 'దయచేసి అప్‌లోడ్ చేయడానికి ఒక ఫైల్‌ను ఎంచుకోండి.',
  bulkWrongType: 'ఫైల్ .csv, .xls లేదా .xlsx స్ప్రెడ్‌షీట్ అయి ఉండాలి.',
  bulkEmpty: 'ఫైల్ ఖాళీగా ఉంది.',
  bulkNoColumn: 'ఫైల్‌లో {column} అనే కాలమ్ ఉండాలి.',
  bulkNoRows: 'ఫైల్‌లో {column} కాలమ్ కింద ఎలాంటి ఎంట్రీలు లేవు.',
  bulkTooManyRows:
    'ఫైల్‌లో {max} కంటే ఎక్కువ వరుసలు ఉన్నాయి. ఒక్కో ఫైల్‌లో గరిష్ఠంగా {max} వరుసలు ఉండేలా దీన్ని వేర్వేరు ఫైళ్లుగా విభజించండి.',
  bulkTooComplex:
    'ఫైల్ చదవడానికి వీలుకానంత పెద్దదిగా లేదా సంక్లిష్టంగా ఉంది. దీన్ని ఒకే షీట్ ఉన్న సాధారణ .csv లేదా .xlsx ఫైల్‌గా సేవ్ చేసి మళ్లీ ప్రయత్నించండి.',
  bulkTimeout: 'ఫైల్ చదవడానికి చాలా ఎక్కువ సమయం పట్టింది. దీన్ని సాధారణ .csv ఫైల్‌గా సేవ్ చేసి మళ్లీ ప్రయత్నించండి.',
  bulkUnreadable: 'ఫైల్‌ను చదవలేకపోయాము. అది చెల్లుబాటు అయ్యే .csv, .xls లేదా .xlsx ఫైల్ అని సరిచూసుకోండి.',
  bulkFormula: 'ఫార్ములాలకు అనుమతి లేదు; విలువను నేరుగా టైప్ చేయండి',
  bulkNothingValid: 'ఫైల్‌లో చెల్లుబాటు అయ్యే ఎంట్రీలు ఏవీ కనుగొనబడలేదు.',
  statusInvalid: 'స్థితి (status) pending, approved లేదా rejected అయి ఉండాలి',

  emailAlreadyLinked: 'మీ ఈమెయిల్ చిరునామా ఇప్పటికే మీ ఖాతాకు లింక్ చేయబడింది.',
  // Background jobs
  jobFailedAfterRetries:
    'మా వైపు సమస్య కారణంగా {attempts} ప్రయత్నాల తర్వాత కూడా ఈ పని పూర్తి కాలేదు. దయచేసి తర్వాత మళ్లీ ప్రయత్నించండి.',
  jobInterrupted:
    'ఈ పని {attempts} సార్లు అనుకోకుండా ఆగిపోయింది, కాబట్టి దాన్ని విరమించాము. దయచేసి తర్వాత మళ్లీ ప్రయత్నించండి.',

  // Notifications
  notificationNotFound: 'నోటిఫికేషన్ కనబడలేదు',
  notificationMarkedRead: 'నోటిఫికేషన్ చదివినట్లు గుర్తించబడింది',
  notificationsAllRead: 'అన్ని నోటిఫికేషన్‌లు చదివినట్లు గుర్తించబడ్డాయి',

  field_email: 'ఈమెయిల్ చిరునామా',
  field_phoneNumber: 'మొబైల్ నంబర్',
  field_password: 'పాస్‌వర్డ్',
  field_newPassword: 'కొత్త పాస్‌వర్డ్',
  field_currentPassword: 'ప్రస్తుత పాస్‌వర్డ్',
  field_otp: 'ఓటీపీ',
  field_userName: 'పేరు',
  field_profileInfo: 'ప్రొఫైల్ సమాచారం',
  field_social: 'సోషల్ లింక్‌లు',
  field_employmentStatus: 'ఉద్యోగ స్థితి',
  field_jobSearchStatus: 'ఉద్యోగ అన్వేషణ స్థితి',
  field_disability: 'వైకల్యం',
  field_disabilityType: 'వైకల్య రకం',
  field_preferredIndustry: 'ఇష్టమైన పరిశ్రమ',
  field_preferredRole: 'ఇష్టమైన పాత్ర',
  field_note: 'గమనిక',
  field_contact: 'మొబైల్ నంబర్ లేదా ఈమెయిల్ చిరునామా',
  field_token: 'లింక్',
  field_rating: 'రేటింగ్',
  field_comment: 'వ్యాఖ్య',
};

export default te;
