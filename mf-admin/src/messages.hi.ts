import type { Translation } from '@nclude/shared';
import type { adminMessages } from './messages';

const hi: Translation<typeof adminMessages> = {
  // Whitelist page
  whitelistHeading: 'व्हाइटलिस्ट',
  whitelistIntro: 'लोगों का मोबाइल नंबर या ईमेल पता व्हाइटलिस्ट में जोड़कर उन्हें Nclude तक पहुँच दें।',

  // Administrator sign-in
  adminSignInHeading: 'व्यवस्थापक साइन इन',
  adminSignInIntro:
    'यह टूल व्यवस्थापकों के लिए है। इसे खोलने के लिए व्यवस्थापक के ईमेल पते और पासवर्ड से साइन इन करें।',
  adminReplacesSession:
    'आप {userName} के रूप में साइन इन हैं। व्यवस्थापक के रूप में साइन इन करने पर इस डिवाइस पर वह सत्र बदल जाएगा।',
  adminEmailLabel: 'व्यवस्थापक का ईमेल पता',
  adminPasswordLabel: 'पासवर्ड',
  checkAccess: 'पहुँच जाँचें',
  checkingAccess: 'आपकी पहुँच जाँची जा रही है…',
  accessGranted: 'पहुँच मिल गई। व्हाइटलिस्ट टूल खुल गया है।',
  signedInAsAdmin: 'आप व्यवस्थापक {userName} के रूप में साइन इन हैं।',

  // Tabs
  toolTabsLabel: 'व्हाइटलिस्ट टूल',
  tabCheckUser: 'उपयोगकर्ता जाँचें',
  tabNumbers: 'नंबर व्हाइटलिस्ट करें',
  tabEmails: 'ईमेल व्हाइटलिस्ट करें',
  tabRequests: 'पहुँच के अनुरोध',

  // Check User
  checkUserHeading: 'किसी उपयोगकर्ता की जाँच करें',
  checkUserIntro:
    'कोई मोबाइल नंबर या ईमेल पता दर्ज करें और देखें कि वह व्हाइटलिस्ट में है या नहीं, और उससे कोई खाता बना है या नहीं।',
  contactLabel: 'मोबाइल नंबर या ईमेल पता',
  contactHint: '10 अंकों का मोबाइल नंबर, या कोई ईमेल पता।',
  contactRequired: 'मोबाइल नंबर या ईमेल पता दर्ज करें।',
  check: 'जाँचें',
  checking: 'जाँच हो रही है…',
  resultHeading: '{contact} का परिणाम',
  resultWhitelistedLibrary: '{contact} व्हाइटलिस्ट में है, और उसे सुलभ लाइब्रेरी तक पहुँच है।',
  resultWhitelistedNoScope: '{contact} व्हाइटलिस्ट में है, पर उसे सुलभ लाइब्रेरी तक पहुँच नहीं है।',
  resultWhitelistedScope: '{contact} “{scope}” दायरे के साथ व्हाइटलिस्ट में है।',
  resultNotWhitelisted: '{contact} व्हाइटलिस्ट में नहीं है।',
  resultAddedByOn: 'इसे {addedBy} ने {date} को जोड़ा था।',
  resultAddedBy: 'इसे {addedBy} ने जोड़ा था।',
  resultAddedOn: 'इसे {date} को जोड़ा गया था।',
  adderAdmin: 'व्यवस्थापक ({account})',
  adderOrg: 'संगठन ({account})',
  adderUser: 'उपयोगकर्ता ({account})',
  adderAccountId: 'खाता {userId}',
  resultAccountPhone: 'इस मोबाइल नंबर से एक खाता बना हुआ है।',
  resultNoAccountPhone: 'इस मोबाइल नंबर से अभी तक कोई खाता नहीं बना है।',
  resultAccountEmail: 'इस ईमेल पते से एक खाता बना हुआ है।',
  resultNoAccountEmail: 'इस ईमेल पते से अभी तक कोई खाता नहीं बना है।',

  // Whitelist numbers and emails
  numbersHeading: 'मोबाइल नंबर व्हाइटलिस्ट करें',
  emailsHeading: 'ईमेल पते व्हाइटलिस्ट करें',
  libraryAccessLabel: 'सुलभ लाइब्रेरी तक पहुँच दें',
  libraryAccessHintNumbers: 'यह आपके जोड़े गए नंबर पर और फ़ाइल के हर नंबर पर लागू होता है।',
  libraryAccessHintEmails: 'यह आपके जोड़े गए पते पर और फ़ाइल के हर पते पर लागू होता है।',
  singleNumberHeading: 'एक मोबाइल नंबर जोड़ें',
  singleEmailHeading: 'एक ईमेल पता जोड़ें',
  phoneNumberLabel: 'मोबाइल नंबर',
  phoneNumberHint: '10 अंक, देश कोड के बिना।',
  emailLabel: 'ईमेल पता',
  add: 'जोड़ें',
  adding: 'जोड़ा जा रहा है…',
  alreadyWhitelisted: '{value} पहले से व्हाइटलिस्ट में था, इसलिए कुछ नहीं बदला।',
  bulkNumbersHeading: 'फ़ाइल से कई मोबाइल नंबर जोड़ें',
  bulkEmailsHeading: 'फ़ाइल से कई ईमेल पते जोड़ें',
  numbersFileLabel: 'मोबाइल नंबरों की फ़ाइल',
  emailsFileLabel: 'ईमेल पतों की फ़ाइल',
  numbersFileHint:
    'एक .xls, .xlsx या .csv फ़ाइल, जिसकी पहली पंक्ति में phoneNumber नाम का कॉलम हो और उसके बाद हर पंक्ति में एक नंबर हो। अधिकतम 10,000 पंक्तियाँ।',
  emailsFileHint:
    'एक .xls, .xlsx या .csv फ़ाइल, जिसकी पहली पंक्ति में email नाम का कॉलम हो और उसके बाद हर पंक्ति में एक पता हो। अधिकतम 10,000 पंक्तियाँ।',
  numbersSampleLink: 'फ़ोन नंबरों की नमूना CSV फ़ाइल डाउनलोड करें',
  emailsSampleLink: 'ईमेल पतों की नमूना CSV फ़ाइल डाउनलोड करें',
  addUsers: 'उपयोगकर्ता जोड़ें',
  addUsersNeedsFile: '“उपयोगकर्ता जोड़ें” बटन चालू करने के लिए एक फ़ाइल चुनें।',
  wrongFileType: 'कृपया .xls, .xlsx या .csv फ़ाइल चुनें।',

  // Upload progress and the per-row report
  uploading: 'अपलोड हो रहा है…',
  uploadStarted: '{fileName} अपलोड हो रही है।',
  reportHeading: 'अपलोड रिपोर्ट',
  reportSummary: '{added} जोड़े गए, {alreadyPresent} पहले से व्हाइटलिस्ट में थे',
  orgReportSummary: '{added} नामांकित किए गए, {alreadyPresent} पहले से आपकी सूची में थे',
  reportNoInvalid: 'सभी पंक्तियाँ मान्य थीं।',
  reportInvalidCaption: 'जो पंक्तियाँ नहीं जोड़ी गईं ({count})',
  reportInvalidTruncated: 'तालिका में, न जोड़ी गई {count} पंक्तियों में से पहली {shown} पंक्तियाँ दिखाई गई हैं।',
  bulkToast: '{outcome}। {summary}।',
  columnRow: 'पंक्ति',
  columnValue: 'मान',
  columnReason: 'कारण',
  emptyValue: '(खाली)',

  // Access requests
  requestsHeading: 'लंबित पहुँच अनुरोध',
  requestsIntro:
    'वे लोग जिन्होंने दिव्यांगता प्रमाणपत्र के साथ पहुँच माँगी है। स्वीकृत करने पर उनका मोबाइल नंबर और ईमेल पता सुलभ लाइब्रेरी की पहुँच के साथ व्हाइटलिस्ट हो जाता है; अनुरोध स्वीकृत हो या अस्वीकार, उन्हें सूचना दी जाती है।',
  requestsLoading: 'लंबित पहुँच अनुरोध लोड हो रहे हैं…',
  requestsEmpty: 'कोई पहुँच अनुरोध लंबित नहीं है।',
  requestsCount: '{count} लंबित',
  requestPhone: 'मोबाइल नंबर',
  requestEmail: 'ईमेल पता',
  requestDisability: 'दिव्यांगता',
  requestDate: 'अनुरोध की तिथि',
  viewCertificate: 'प्रमाणपत्र देखें',
  certificateOf: '({name} का)',
  openingCertificate: 'प्रमाणपत्र खोला जा रहा है…',
  certificateReady: '{name} का प्रमाणपत्र खोलें',
  certificateReadyNote: 'आपके ब्राउज़र ने नया टैब रोक दिया। प्रमाणपत्र खोलने के लिए इस लिंक का उपयोग करें:',
  certificateFailed: '{name} का प्रमाणपत्र नहीं खुल सका। {reason}',
  approve: 'स्वीकृत करें',
  reject: 'अस्वीकार करें',
  requestFrom: '({name} का अनुरोध)',
  approving: 'स्वीकृत किया जा रहा है…',
  rejecting: 'अस्वीकार किया जा रहा है…',
  rejectDialogTitle: '{name} का अनुरोध अस्वीकार करें',
  rejectDialogIntro:
    '{name} को बताया जाएगा कि अनुरोध अस्वीकार कर दिया गया है। आप एक टिप्पणी जोड़ सकते हैं, जो इसके साथ भेजी जाएगी।',
  rejectNoteLabel: 'अनुरोधकर्ता के लिए टिप्पणी (वैकल्पिक)',
  rejectConfirm: 'अनुरोध अस्वीकार करें',
  cancel: 'रद्द करें',
  retry: 'फिर से कोशिश करें',
  approvedFallback: '{name} का अनुरोध स्वीकृत कर दिया गया।',
  rejectedFallback: '{name} का अनुरोध अस्वीकार कर दिया गया।',

  // Organisation profile
  orgHeading: 'संगठन प्रोफ़ाइल',
  orgSignedInAs: 'आप {userName} के रूप में साइन इन हैं।',
  orgOnlyTitle: 'यह पेज संगठन खातों के लिए है',
  orgOnlyText:
    'संगठन प्रोफ़ाइल वह जगह है जहाँ संगठन अपने उपयोगकर्ताओं का नामांकन करते हैं। आप जिस खाते से साइन इन हैं, वह संगठन खाता नहीं है।',
  orgOnlyProfileLink: 'अपनी प्रोफ़ाइल पर जाएँ',
  orgOnlyDashboardLink: 'डैशबोर्ड पर जाएँ',
  orgAddUsersHeading: 'उपयोगकर्ता जोड़ें',
  orgAddUsersIntro:
    'जिन लोगों का आप नामांकन कर रहे हैं, उनके मोबाइल नंबरों वाली फ़ाइल संलग्न करें, फिर उसे अपलोड करें। हर नंबर आपके संगठन के नाम से व्हाइटलिस्ट होता है, ताकि उस नंबर वाला व्यक्ति साइन अप कर सके।',
  orgFileLabel: 'मोबाइल नंबरों की फ़ाइल संलग्न करें',
  uploadTheFile: 'फ़ाइल अपलोड करें',
  orgChooseFile: 'पहले अपलोड करने के लिए एक फ़ाइल चुनें।',
  orgUsersHeading: 'नामांकित उपयोगकर्ता',
  orgUsersLoading: 'आपके नामांकित उपयोगकर्ता लोड हो रहे हैं…',
  orgUsersEmpty: 'आपने अभी तक किसी उपयोगकर्ता का नामांकन नहीं किया है। नामांकन के लिए ऊपर फ़ाइल अपलोड करें।',
  orgUsersCaption: 'आपके संगठन द्वारा नामांकित उपयोगकर्ता ({count})',
  columnPhone: 'मोबाइल नंबर',
  columnEnrolledOn: 'नामांकन की तिथि',
  columnSignedUp: 'नामांकन के बाद साइन अप किया',
  columnName: 'नाम',
  yes: 'हाँ',
  no: 'नहीं',
  nameUnknown: 'नामांकन के बाद साइन अप नहीं किया',
  approveDialogTitle: '{name} का अनुरोध स्वीकृत करें',
  approveDialogIntro:
    '{name} को Nclude और उसकी लाइब्रेरी तक पहुँच मिलेगी: फ़ोन नंबर {phone} और ईमेल पता {email} व्हाइटलिस्ट किए जाएँगे, और {name} को ईमेल और SMS से सूचित किया जाएगा।',
  approveConfirm: 'अनुरोध स्वीकृत करें',
};

export default hi;
