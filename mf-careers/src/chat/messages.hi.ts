// Hindi texts of the Career Discovery chatbot page (see messages.ts for the English).
import type { Translation } from '@nclude/shared';
import type { chatbotMessages } from './messages';

const hi: Translation<typeof chatbotMessages> = {
  heading: 'करियर खोज',
  intro:
    'अपने करियर के बारे में बात करें: कौन सी नौकरियाँ आपके लिए ठीक हैं, कौन से कौशल सीखने लायक हैं, आपका रिज़्यूमे, इंटरव्यू और परीक्षा सुविधाएँ। सहायक आपके रिज़्यूमे की समझ और Nclude पर दी गई नौकरियों का उपयोग करता है।',
  checkResume: 'देखें कि हमने आपके रिज़्यूमे से क्या समझा',
  uploadResume: 'नया रिज़्यूमे अपलोड करें',
  inputLabel: 'आपका संदेश',
  inputPlaceholder: 'चैट....',
  logLabel: 'करियर खोज सहायक के साथ बातचीत',
  modeModel:
    'उत्तर एक भाषा मॉडल आपके रिज़्यूमे, नौकरियों की सूची और ज्ञानकोष से लिखता है। विवरण नियोक्ता से जाँच लें।',
  modeSearch:
    'इस सर्वर पर कोई भाषा मॉडल सेट नहीं है: उत्तरों में आपके रिज़्यूमे से मेल खाती नौकरियाँ और ज्ञानकोष के अंश होते हैं।',
};

export default hi;
