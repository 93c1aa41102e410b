import type { Translation, sharedMessages } from './messages';

const te: Translation<typeof sharedMessages> = {
  // Validation (product rules §5)
  invalidEmail: 'దయచేసి సరైన ఈమెయిల్ చిరునామాను నమోదు చేయండి',
  phoneLength: 'సరైన 10 అంకెల నంబర్‌ను నమోదు చేయండి',
  invalidPhone: 'దయచేసి సరైన ఫోన్ నంబర్‌ను నమోదు చేయండి',
  passwordMinLength: 'పాస్‌వర్డ్ కనీసం 8 అక్షరాలు ఉండాలి',
  passwordMismatch: 'పాస్‌వర్డ్ సరిపోలడం లేదు',
  passwordOnlySpaces: 'పాస్‌వర్డ్‌లో కేవలం ఖాళీలు (స్పేస్‌లు) మాత్రమే ఉండకూడదు',
  fillAllDetails: 'దయచేసి అన్ని వివరాలను పూరించండి',
  verifyEmailOrPhone: 'దయచేసి ఈమెయిల్ లేదా ఫోన్‌ను ధృవీకరించండి',
  fillRequiredFields: 'దయచేసి తప్పనిసరి ఫీల్డ్‌లను పూరించండి',
  fillRequiredInformation: 'దయచేసి అవసరమైన సమాచారాన్ని పూరించండి',
  bothFieldsRequired: 'రెండు ఫీల్డ్‌లూ తప్పనిసరి.',
  passwordsDoNotMatch: 'పాస్‌వర్డ్‌లు సరిపోలడం లేదు.',
  emailsDoNotMatch: 'ఈమెయిల్‌లు సరిపోలడం లేదు.',
  numbersDoNotMatch: 'నంబర్‌లు సరిపోలడం లేదు.',
  maxSocialLinks: 'మీరు గరిష్ఠంగా {max} సోషల్ లింక్‌లను జోడించవచ్చు.',
  pdfOnly: 'దయచేసి PDF ఫైల్‌ను ఎంచుకోండి.',
  wrongCredentials: 'లాగిన్ వివరాలు తప్పు. ప్రవేశం నిరాకరించబడింది.',
  verifyChannelHint: 'ఈమెయిల్ లేదా ఫోన్‌లో కనీసం ఒకటి ధృవీకరించబడి ఉండాలి.',
  userNameTooShort: 'కనీసం {min} అక్షరాలు ఉన్న వినియోగదారు పేరును నమోదు చేయండి.',
  userNameTooLong: 'గరిష్ఠంగా {max} అక్షరాలు ఉన్న వినియోగదారు పేరును నమోదు చేయండి.',
  chatMessageEmpty: 'ముందుగా ఒక సందేశం రాయండి.',
  chatMessageTooLong:
    'మీ సందేశంలో {length} అక్షరాలు ఉన్నాయి; గరిష్ఠం {max}. దీన్ని చిన్నది చేయండి లేదా రెండు భాగాలుగా పంపండి.',

  // Error catalogue (product rules §8)
  requestAccessNotice:
    'ఈ సేవను ఉపయోగించడానికి మీకు ఇంకా అనుమతి లేదు. ప్రవేశం పొందడానికి లైబ్రరీ కార్యక్రమంలో నమోదు చేసుకోండి లేదా మీ వైకల్య స్థితిని ధృవీకరించండి.',
  requestAccessLink: 'ప్రవేశం కోసం అభ్యర్థించండి',
  otpValidationFailed: 'OTP ధృవీకరణ విఫలమైంది',
  phonesWhitelisted: 'ఫోన్ నంబర్‌లు వైట్‌లిస్ట్‌లో చేర్చబడ్డాయి!',
  orgUploadFailed: 'ఫైల్ నుండి నంబర్‌లను చదువుతున్నప్పుడు ఏదో లోపం జరిగింది!',
  successfullyWhitelisted: 'వైట్‌లిస్ట్‌లో విజయవంతంగా చేర్చబడింది',
  approvalVerifying: 'ధృవీకరిస్తోంది...',
  approvalNoToken: 'టోకెన్ ఇవ్వబడలేదు.',
  approvalFailed: 'ధృవీకరణ సమయంలో లోపం జరిగింది.',
  requestSent: 'మీ సమాచారాన్ని అడ్మిన్‌కు పంపించాము. మీ అభ్యర్థనపై చర్య తీసుకున్న వెంటనే మీకు తెలియజేస్తాము.',
  sessionExpired: 'మీ సెషన్ ముగిసింది. దయచేసి మళ్లీ లాగిన్ చేయండి.',

  // Guard
  titleNotAuthorized: 'అనుమతి లేదు',
  notAuthorizedHeading: 'అనుమతి లేదు',
  goToDashboard: 'డాష్‌బోర్డ్‌కు వెళ్లండి',

  // Transport
  networkError: 'సర్వర్‌ను చేరుకోలేకపోయాము. మీ ఇంటర్నెట్ కనెక్షన్‌ను తనిఖీ చేసి మళ్లీ ప్రయత్నించండి.',
  unexpectedError: 'ఏదో పొరపాటు జరిగింది. దయచేసి మళ్లీ ప్రయత్నించండి.',
  abortedRequest: 'అభ్యర్థన రద్దు చేయబడింది.',

  // Password strength (product rules §4)
  passwordStrength: 'పాస్‌వర్డ్ బలం: {label}',
  strengthWeak: 'బలహీనం',
  strengthMedium: 'మధ్యస్థం',
  strengthStrong: 'బలమైనది',

  // UI kit
  loading: 'లోడ్ అవుతోంది…',
  close: 'మూసివేయండి',
  dismiss: 'తీసివేయండి',
  dismissNotification: 'నోటిఫికేషన్‌ను తీసివేయండి',
  notifications: 'నోటిఫికేషన్‌లు',
  toastSuccess: 'విజయవంతం:',
  toastError: 'లోపం:',
  toastInfo: 'సమాచారం:',
  showPassword: 'పాస్‌వర్డ్ చూపించండి',
  otpGroupLabel: 'వన్-టైమ్ పాస్‌వర్డ్ (OTP)',
  otpDigit: '{total} అంకెలలో {n}వ అంకె',
  page: 'పేజీ',
  pageOf: '(మొత్తం {total}లో)',
  pagination: 'పేజీల నావిగేషన్',
  previousPage: 'మునుపటి పేజీ',
  nextPage: 'తదుపరి పేజీ',
  selectPlaceholder: 'ఒక ఎంపికను ఎంచుకోండి',
  errorPrefix: 'లోపం:',
  languageLegend: 'భాష',
  errorSummaryTitle: 'కొనసాగించే ముందు దయచేసి కింది వాటిని సరిచేయండి:',
  retry: 'మళ్లీ ప్రయత్నించండి',
  uploadProgressLabel: 'అప్‌లోడ్ పురోగతి',
  uploadProgressText: '{percent}% అప్‌లోడ్ అయింది',
  uploadProgressAnnouncement: 'అప్‌లోడ్ {percent}% పూర్తయింది.',
  jobProgressText: '{percent}% పూర్తయింది',
  jobWaiting: 'ప్రారంభం కోసం వేచి ఉంది',
  dropZoneText: 'ఫైల్‌ను ఇక్కడికి లాగి వదలండి, లేదా బటన్‌తో ఒక ఫైల్‌ను ఎంచుకోండి.',
  chosenFile: 'ఎంచుకున్న ఫైల్: {fileName}',
  dropOneFile: 'దయచేసి ఒకసారి ఒక ఫైల్‌ను మాత్రమే లాగి వదలండి.',

  // Accessibility settings
  themeDefault: 'డిఫాల్ట్ (తెలుపు నేపథ్యంపై ముదురు రంగు అక్షరాలు)',
  themeGreenWhite: 'ఆకుపచ్చ మరియు తెలుపు',
  themeRedWhite: 'ఎరుపు మరియు తెలుపు',
  themeBlackWhite: 'నలుపు మరియు తెలుపు',
  themeYellowBlack: 'పసుపు మరియు నలుపు',
  themeYellowBlue: 'పసుపు మరియు నీలం',
  themeWhiteBlack: 'తెలుపు మరియు నలుపు',

  // Standalone development host of a remote
  standalonePages: 'ఈ రిమోట్‌లోని పేజీలు',
  standaloneSignedInAs: '{userName}గా సైన్ ఇన్ అయ్యారు (పాత్ర: {role}).',
  standaloneSignedOut: 'ఎవరూ సైన్ ఇన్ కాలేదు. సెషన్ అవసరమైన పేజీలు మిమ్మల్ని {target}కు పంపుతాయి.',
  standaloneSignOut: 'సైన్ అవుట్ చేయండి',
};

export default te;
