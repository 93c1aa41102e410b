import type { Translation } from '@nclude/shared';
import type { shellMessages } from './messages';

const hi: Translation<typeof shellMessages> = {
  appName: 'Nclude',
  skipToMain: 'मुख्य सामग्री पर जाएँ',
  logoAlt: 'Nclude मुखपृष्ठ',

  // Header
  siteHeader: 'साइट हेडर',
  pageSections: 'पृष्ठ के भाग',
  accessibilitySettings: 'सुगम्यता सेटिंग्स',
  logout: 'लॉग आउट',
  openMenu: 'मेनू खोलें',
  closeMenu: 'मेनू बंद करें',
  yourProfile: 'आपकी प्रोफ़ाइल',
  organisationProfile: 'संगठन की प्रोफ़ाइल',

  // सूचनाएँ (हेडर)
  notifications: 'सूचनाएँ',
  notificationsHeading: 'आपकी सूचनाएँ',
  notificationsUnread: 'सूचनाएँ, {count} अपठित',
  newNotification: 'नई सूचना: {title}',
  loadingNotifications: 'सूचनाएँ लोड हो रही हैं…',
  notificationsLoadFailed: 'सूचनाएँ लोड नहीं हो सकीं। {reason}',
  notificationsUnavailable: 'यह पोर्टल अभी सूचनाएँ नहीं देता।',
  retryNotifications: 'फिर से कोशिश करें',
  noNotifications: 'आपके लिए कोई सूचना नहीं है।',
  unreadMark: 'अपठित:',
  markRead: 'पढ़ा हुआ चिह्नित करें',
  markReadNamed: 'पढ़ा हुआ चिह्नित करें: {title}',
  markAllRead: 'सभी को पढ़ा हुआ चिह्नित करें',
  allMarkedRead: 'सभी सूचनाएँ पढ़ी हुई चिह्नित कर दी गईं।',
  markReadFailed: 'सूचना को पढ़ा हुआ चिह्नित नहीं किया जा सका। {reason}',

  // Sidebar
  mainNavigation: 'मुख्य',
  expandSidebar: 'साइडबार फैलाएँ',
  collapseSidebar: 'साइडबार छोटा करें',
  navDashboard: 'डैशबोर्ड',

  // Page titles of the shell's own pages
  titleHome: 'मुखपृष्ठ',
  titleNotFound: 'पृष्ठ नहीं मिला',
  titlePageUnavailable: 'पृष्ठ उपलब्ध नहीं है',

  // Not available / failure / 404
  cannotShowHeading: '{area} को दिखाया नहीं जा सकता',
  incompatibleText:
    'पोर्टल का यह भाग Nclude के किसी दूसरे संस्करण के लिए बनाया गया था और इसे अपडेट होने तक दिखाया नहीं जा सकता। बाकी सब कुछ पहले की तरह काम कर रहा है: डैशबोर्ड पर वापस जाएँ या मेनू से कोई दूसरा भाग चुनें।',
  misconfiguredText:
    'पोर्टल का यह भाग ठीक से सेट नहीं किया गया है और इसे दिखाया नहीं जा सकता। बाकी सब कुछ पहले की तरह काम कर रहा है: डैशबोर्ड पर वापस जाएँ या मेनू से कोई दूसरा भाग चुनें।',
  loadFailedHeading: '{area} को लोड नहीं किया जा सका',
  loadFailedText:
    'पोर्टल का यह भाग लोड नहीं हो सका, शायद नेटवर्क में किसी समस्या या चल रहे अपडेट के कारण। दोबारा कोशिश करने के लिए "फिर से कोशिश करें" दबाएँ; पोर्टल का बाकी हिस्सा काम करता रहेगा।',
  registryFailedText:
    'पोर्टल के भागों की सूची लोड नहीं हो सकी, शायद नेटवर्क में किसी समस्या के कारण। दोबारा कोशिश करने के लिए "फिर से कोशिश करें" दबाएँ।',
  retry: 'फिर से कोशिश करें',
  notFoundHeading: 'पृष्ठ नहीं मिला',
  notFoundText: '{path} पर कोई पृष्ठ नहीं है। हो सकता है पता गलत लिखा गया हो, या पृष्ठ कहीं और चला गया हो।',
  loadingPage: 'पृष्ठ लोड हो रहा है…',

  loadingSettings: 'सुगम्यता सेटिंग्स लोड हो रही हैं…',

  // Accessibility panel
  fontSize: 'अक्षरों का आकार',
  fontSizeDefault: 'A (16 px, डिफ़ॉल्ट)',
  fontSizeLarger: 'A+ (17 px)',
  fontSizeLargest: 'A++ (18 px)',
  colourTheme: 'रंग थीम',
  resetAll: 'सब रीसेट करें',
  themePreviewSample: 'अआ',
  settingsReset: 'सुगम्यता सेटिंग्स फिर से 16 px अक्षर और डिफ़ॉल्ट थीम पर कर दी गई हैं।',
  settingsSavedHint: 'बदलाव तुरंत लागू होते हैं और इस डिवाइस पर याद रखे जाते हैं।',

  // Session
  sessionEndedElsewhere:
    'आपको लॉग आउट कर दिया गया है, क्योंकि आपके खाते से किसी दूसरे डिवाइस या ब्राउज़र पर साइन इन किया गया। जारी रखने के लिए फिर से लॉग इन करें।',
  loggedOut: 'आप लॉग आउट हो गए हैं।',

  // Dashboard
  dashboardHeading: 'डैशबोर्ड',
  illustrationAlt:
    'चित्र: एक दस्तावेज़, कैप्शन वाला एक प्ले बटन, एक ब्रीफ़केस और हेडफ़ोन लगाए एक पाठक, जो Nclude पोर्टल से जुड़े हैं।',
  welcomeIntro:
    'Nclude में आपका स्वागत है। यह पोर्टल सुगम्य सामग्री, करियर और पढ़ने की सुविधाएँ एक ही जगह लाता है, और हर पृष्ठ कीबोर्ड, स्क्रीन रीडर, बड़े अक्षरों और हाई-कंट्रास्ट रंगों के साथ काम करता है।',
  conversionHeading: 'सामग्री और मीडिया की सुगम्यता',
  conversionText:
    'PDF अपलोड करें और उसे सुगम्य HTML या Word दस्तावेज़ के रूप में वापस पाएँ, जिसमें शीर्षक, पढ़ने का क्रम, सूचियाँ, तालिकाएँ और चित्रों के विवरण बने रहते हैं, ताकि स्क्रीन रीडर से उसमें आसानी से आगे-पीछे जाया जा सके। ऑडियो या वीडियो फ़ाइल अपलोड करें और उसके कैप्शन टेक्स्ट के रूप में पाएँ। रूपांतरण तैयार होने पर आपको डाउनलोड लिंक के साथ सूचना दी जाती है।',
  jobsHeading: 'नौकरी के सुझाव',
  jobsText:
    'सरकारी और कॉर्पोरेट नौकरियाँ देखें। अपना रिज़्यूमे अपलोड करें और हम आपके कौशल और अनुभव से मेल खाने वाली कॉर्पोरेट नौकरियों का सुझाव देंगे।',
  careerHeading: 'करियर संबंधी जानकारी',
  careerText:
    'अपने अगले कदम के बारे में करियर खोज सहायक से बात करें। इसका मार्गदर्शन सफल दिव्यांग पेशेवरों की करियर यात्राओं पर आधारित है, और यह आपके रिज़्यूमे से शुरुआत कर सकता है।',
  libraryHeading: 'सुगम्य ऑडियोबुक लाइब्रेरी',
  libraryText:
    'हिन्दी, अंग्रेज़ी और तेलुगु में ऑडियोबुक सुनें, उन्हें अपनी बुकशेल्फ़ में रखें, डाउनलोड करें और उनकी समीक्षा करें। यह लाइब्रेरी प्रिंट-दिव्यांगता लाइब्रेरी कार्यक्रम में नामांकित पाठकों के लिए उपलब्ध है।',
};

export default hi;
