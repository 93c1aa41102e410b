// Hindi texts of the assistants' pages (see messages.ts for the English).
import type { Translation } from '@nclude/shared';
import type { agentMessages } from './messages';

const hi: Translation<typeof agentMessages> = {
  chatbotHeading: 'सूचना पहुँच',
  chatbotIntro:
    'अपने अधिकारों, दिव्यांगता प्रमाणपत्र और यूडीआईडी कार्ड, छात्रवृत्तियों और योजनाओं, नौकरियों और शिक्षा में आरक्षण, स्क्रीन रीडर और अन्य सहायक तकनीक, काम खोजने, या Nclude के उपयोग के बारे में पूछें। उत्तर Nclude ज्ञानकोष से आते हैं, आधिकारिक पृष्ठों के लिंक के साथ।',
  modeModel:
    'उत्तर एक भाषा मॉडल ज्ञानकोष से लिखता है और अपने स्रोत बताता है। ज़रूरी बातें आधिकारिक पृष्ठ पर जाँच लें।',
  modeSearch:
    'इस सर्वर पर कोई भाषा मॉडल सेट नहीं है: उत्तर खोज परिणाम हैं, यानी ज्ञानकोष से उद्धृत अंश, उनके स्रोतों के साथ।',
  inputLabel: 'आपका संदेश',
  inputPlaceholder: 'अपनी बातचीत यहाँ शुरू करें...',
  logLabel: 'सूचना पहुँच सहायक के साथ बातचीत',
  agentHeading: 'I-Stem सहायक',
  agentOnline: 'ऑनलाइन',
  agentConnecting: 'जुड़ रहा है...',
  hideImages: 'चित्र छिपाएँ',
  showImages: 'चित्र दिखाएँ',
  agentThinking: 'AI सोच रहा है...',
  agentPlaceholderReady: 'अपना संदेश लिखें...',
  agentPlaceholderWait: 'कृपया प्रतीक्षा करें...',
  agentInputLabel: 'सहायक के लिए आपका संदेश',
  agentLogLabel: 'I-Stem सहायक के साथ बातचीत',
  agentIntro:
    'नमस्ते! मैं I-Stem सहायक हूँ। मैं आपके लिए वेब का उपयोग करता हूँ: अपने शब्दों में बताइए कि आपको क्या चाहिए, और मैं उसे कदम-दर-कदम करूँगा, जिसे आप यहाँ देख सकते हैं।\n\nमैं ये कर सकता हूँ:\n- वेब पर खोजना और साइटें खोलना\n- लिंक और बटन दबाना, और फ़ॉर्म भरना\n- कोई पृष्ठ आपको पढ़कर सुनाना, या उसका सारांश देना\n- आपके साथ अपॉइंटमेंट बुक करना, खाना या कैब मँगाना, या मेल देखना\n\nकुछ भी भुगतान, बुक, ऑर्डर या भेजने से पहले मैं आपसे पूछता हूँ, और जब तक आप "आगे बढ़ें" नहीं चुनते, कुछ नहीं होता।\n\nमैं कभी पासवर्ड नहीं लिखता। जब किसी साइट (LinkedIn, Naukri, Swiggy, Uber या 1mg) पर साइन इन ज़रूरी हो, तो इसी ब्राउज़र में स्वयं साइन इन करें, और मैं Nclude सहयोगी एक्सटेंशन के ज़रिए उस साइन-इन का उपयोग करूँगा।\n\nआप "रोकें" से किसी भी समय काम रोक सकते हैं।',
  agentIntroCommands:
    'इस सर्वर पर कोई भाषा मॉडल सेट नहीं है, इसलिए मैं सीधे आदेश मानता हूँ (अंग्रेज़ी में):\n- open, फिर कोई साइट या पता (open wikipedia.org)\n- search for, फिर आपके शब्द (search for bus pass rules)\n- click, फिर किसी लिंक या बटन के शब्द (click Apply now)\n- type, फिर आपका पाठ, into, फिर फ़ील्ड (type Asha into Name)\n- select, फिर कोई विकल्प, in, फिर सूची (select Hindi in Language)\n- scroll down, scroll up, go back\n- read this page, summarise\n\nकई आदेश "then" से जोड़ें: search for railway concession then open the first result.',
  agentImageAlt: 'उस पृष्ठ का चित्र जिसका सहायक उपयोग कर रहा है',
  signInNeeded:
    'काम पूरा करने के लिए मुझे आपके {site} खाते तक पहुँच चाहिए। कृपया {site} खोलने के लिए नीचे दिए बटन पर क्लिक करें और अपने खाते में लॉग इन करें।',
  openSite: '{site} खोलें',
  signedIn: 'आपके {site} खाते में सफलतापूर्वक लॉग इन हो गया।',
  extensionMissing:
    'आपके {site} खाते का उपयोग करने के लिए मुझे इस ब्राउज़र में Nclude सहयोगी एक्सटेंशन चाहिए, और मैं उस तक नहीं पहुँच पा रहा। इसे इंस्टॉल करने के लिए (Chrome, Edge या कोई अन्य Chromium ब्राउज़र):\n\n1. नीचे दिए बटन से एक्सटेंशन डाउनलोड करें और उसे अनज़िप करें।\n2. नए टैब में chrome://extensions खोलें।\n3. Developer mode चालू करें।\n4. Load unpacked चुनें और अनज़िप किया गया फ़ोल्डर चुनें।\n\nफिर इसी ब्राउज़र में {site} पर साइन इन करें। मैं हर 5 सेकंड में फिर से जाँचता हूँ, इसलिए यह पृष्ठ दोबारा लोड करने की ज़रूरत नहीं है।',
  downloadExtension: 'सहयोगी एक्सटेंशन डाउनलोड करें',
};

export default hi;
