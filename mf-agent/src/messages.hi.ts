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
};

export default hi;
