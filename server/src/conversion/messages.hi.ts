// Hindi texts of the conversion area (see messages.ts for the English).
import type { Translation } from '@nclude/shared/messages';
import type { conversionMessages } from './messages';

const hi: Translation<typeof conversionMessages> = {
  accepted: 'आपका दस्तावेज़ अपलोड हो गया है और उसे बदला जा रहा है।',
  requestNotFound: 'अनुरोध नहीं मिला',
  outputFormatRequired: 'आउटपुट फ़ॉर्मैट चुनना अनिवार्य है।',
  outputFormatInvalid: 'आउटपुट फ़ॉर्मैट के रूप में HTML, DOCX या EPUB चुनें।',
  languageInvalid: 'दस्तावेज़ की भाषा चुनें: स्वचालित, अंग्रेज़ी, हिंदी या तेलुगु।',
  tagTooLong: 'टैग में अधिकतम {max} अक्षर हो सकते हैं।',
  tooManyActiveDocuments:
    'आपके {count} दस्तावेज़ पहले से प्रतीक्षा में हैं या बदले जा रहे हैं। उनमें से एक तैयार होने पर फिर से कोशिश करें।',
  tooManyActiveMedia:
    'आपकी {count} फ़ाइलें पहले से प्रतीक्षा में हैं या उनके कैप्शन बन रहे हैं। उनमें से एक तैयार होने पर फिर से कोशिश करें।',
  fileRequired: 'बदलने के लिए कोई PDF दस्तावेज़ चुनें।',
  deleted: 'अनुरोध और उसकी फ़ाइलें हटा दी गई हैं।',
  cancelled: 'रूपांतरण रद्द कर दिया गया है।',
  restarted: 'रूपांतरण फिर से शुरू हो गया है।',
  notRestartable: 'केवल विफल या रद्द किया गया रूपांतरण ही फिर से शुरू किया जा सकता है।',
  notCancellable: 'यह रूपांतरण पहले ही समाप्त हो चुका है।',
  resultNotReady: 'बदली गई फ़ाइल अभी तैयार नहीं है।',
  stageQueued: 'शुरू होने की प्रतीक्षा में',
  stageReading: 'पृष्ठ {done} / {total} पढ़ा जा रहा है',
  stageRecognising: 'पृष्ठ {done} / {total} का पाठ पहचाना जा रहा है',
  stageStructuring: 'शीर्षक, सूचियाँ और तालिकाएँ खोजी जा रही हैं',
  stageWriting: '{format} फ़ाइल लिखी जा रही है',
  stageSaving: 'परिणाम सहेजा जा रहा है',
  failedEncrypted: 'यह PDF पासवर्ड से सुरक्षित है। पासवर्ड हटाकर इसे फिर से अपलोड करें।',
  failedDamaged:
    'यह PDF क्षतिग्रस्त है और पढ़ी नहीं जा सकती। जिस प्रोग्राम से यह बनी थी उसमें इसे फिर से सहेजें और नई प्रति अपलोड करें।',
  failedEmpty: 'इस PDF में बदलने के लिए कोई पृष्ठ या सामग्री नहीं है।',
  failedNotPdf: 'यह फ़ाइल PDF दस्तावेज़ नहीं है।',
  failedTooBig: 'इस PDF को बदलने के लिए सर्वर की अनुमति से अधिक मेमोरी चाहिए। इसे छोटे भागों में बाँटें।',
  failedTooManyPages: 'इस PDF में एक बार में बदलने के लिए बहुत अधिक पृष्ठ हैं। इसे छोटे भागों में बाँटें।',
  readyTitle: '{fileName} तैयार है',
  readyBody: '{format} संस्करण आपके पिछले अनुरोधों से डाउनलोड किया जा सकता है।',
  failedTitle: '{fileName} को बदला नहीं जा सका',
};

export default hi;
