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
  greeting: 'Hi',
  loadingChat: 'सहायक लोड हो रहा है…',
  chatFailed: 'सहायक से संपर्क नहीं हो सका। {reason}',
  historyHeading: 'आपकी पिछली बातचीत',
  historyIntro: 'आपके पहले पूछे गए प्रश्न यहाँ तब तक रहते हैं जब तक आप उन्हें हटा न दें।',
  historyEmpty: 'अभी तक आपकी कोई पिछली बातचीत नहीं है।',
  historyFailed: 'आपकी पिछली बातचीत लोड नहीं हो सकी। {reason}',
  loadingHistory: 'आपकी पिछली बातचीत लोड हो रही है…',
  openConversation: 'खोलें',
  deleteConversation: 'हटाएँ',
  conversationOpened: 'बातचीत “{title}” खुल गई। उसके संदेश लॉग में हैं।',
  conversationOpenFailed: 'बातचीत खोली नहीं जा सकी। {reason}',
  current: '(अभी खुली है)',
  deleteTitle: 'बातचीत “{title}” हटाएँ?',
  deleteText: 'इसके प्रश्न और उत्तर हमेशा के लिए हट जाएँगे।',
  deleteConfirm: 'हटाएँ',
  keepIt: 'रहने दें',
  deleted: 'बातचीत “{title}” हटा दी गई।',
  deleteFailed: 'बातचीत हटाई नहीं जा सकी। {reason}',
};

export default hi;
