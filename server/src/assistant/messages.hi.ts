// Hindi texts of the assistants (see messages.ts for the English).
import type { Translation } from '@nclude/shared/messages';
import type { assistantMessages } from './messages';

const hi: Translation<typeof assistantMessages> = {
  tooManyMessages: 'आपने कम समय में बहुत संदेश भेजे हैं। {wait} रुकें और फिर भेजें।',
  stillAnswering: 'आपके पिछले संदेश का उत्तर अभी आ रहा है। उसकी प्रतीक्षा करें, या पहले उसे रोकें।',
  conversationNotFound: 'वह बातचीत मौजूद नहीं है, या हटा दी गई है।',
  conversationDeleted: 'बातचीत हटा दी गई।',
  modelUnavailable: 'सहायक अभी उत्तर नहीं दे रहा है। थोड़ी देर में फिर कोशिश करें।',
  modelRefused: 'सहायक इस संदेश का उत्तर नहीं दे सका। फिर कोशिश करें, या दूसरे शब्दों में पूछें।',
  greeting:
    'नमस्ते! मैं सूचना पहुँच (Information Access) सहायक हूँ। मुझसे दिव्यांगजन अधिकार अधिनियम के तहत आपके अधिकारों, नौकरियों और शिक्षा में आरक्षण, यूडीआईडी कार्ड और दिव्यांगता प्रमाणपत्र, छात्रवृत्तियों और योजनाओं, स्क्रीन रीडर और अन्य सहायक तकनीक, काम खोजने, या Nclude के उपयोग के बारे में पूछें। उदाहरण: *यूडीआईडी कार्ड के लिए आवेदन कैसे करें?*',
  greetingSearch:
    'इस सर्वर पर कोई भाषा मॉडल सेट नहीं है, इसलिए मैं Nclude ज्ञानकोष के सबसे उपयुक्त अंश उनके आधिकारिक स्रोत के साथ दिखाता हूँ।',
  thanks: 'आपका स्वागत है। जब चाहें, कुछ और पूछें।',
  searchIntro: 'Nclude ज्ञानकोष से खोज परिणाम। ये उद्धृत अंश हैं, आपके प्रश्न के लिए लिखा गया उत्तर नहीं:',
  sourceLine: 'स्रोत: {link} (जाँचा गया {date})',
  dontKnow:
    'मुझे नहीं पता: Nclude ज्ञानकोष में मुझे इसके बारे में कुछ नहीं मिला। ज्ञानकोष में दिव्यांगता अधिकार, प्रमाणपत्र, योजनाएँ और छात्रवृत्तियाँ, सहायक तकनीक, करियर और यह पोर्टल शामिल हैं। दूसरे शब्दों में पूछकर देखें, या यहाँ पूछें:',
  askCommissioner:
    'आपके अधिकार और शिकायतें: मुख्य आयुक्त, दिव्यांगजन (Chief Commissioner for Persons with Disabilities), https://ccpd.nic.in/',
  askDepartment:
    'दिव्यांगजनों के लिए सरकारी योजनाएँ: दिव्यांगजन सशक्तिकरण विभाग (DEPwD), https://depwd.gov.in/',
  askCoordinator: 'Nclude का उपयोग: आपको नामांकित करने वाले संगठन के समन्वयक।',
};

export default hi;
