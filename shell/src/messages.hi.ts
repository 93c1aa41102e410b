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
};

export default hi;
