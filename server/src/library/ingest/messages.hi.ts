// Hindi texts of the library ingestion (see messages.ts for the English).
import type { Translation } from '@nclude/shared/messages';
import type { ingestMessages } from './messages';

const hi: Translation<typeof ingestMessages> = {
  unknownFormat:
    'यह ऐसी पुस्तक नहीं है जिसे हम पढ़ सकें। TXT, HTML, DOCX या EPUB फ़ाइल, MP3 फ़ाइलें (हर अध्याय की एक), या DAISY 2.02 या DAISY 3 पुस्तक दें।',
  notUtf8:
    'यह टेक्स्ट फ़ाइल UTF-8 (यूनिकोड) में नहीं है। इसे UTF-8 में फिर से सहेजें (Notepad में: Save as, Encoding UTF-8) और फिर कोशिश करें।',
  emptyBook: 'इस पुस्तक में पढ़ने के लिए कोई पाठ या ऑडियो नहीं है।',
  noChapters:
    'कोई अध्याय नहीं मिला। हर अध्याय एक शीर्षक से शुरू करें: "Chapter 1", "अध्याय 1" या "అధ్యాయం 1" जैसी पंक्ति, Markdown में "#" शीर्षक, या दस्तावेज़ में Heading 1 या 2।',
  tooLarge: 'यह पुस्तक हमारी सीमा ({limit}) से बड़ी है। इसे छोटी पुस्तकों में बाँटें।',
  zipBomb:
    'यह आर्काइव हमारी सीमा ({limit}) से बड़ा खुलता है या इसमें बहुत अधिक फ़ाइलें हैं। यह खराब हो सकता है या सर्वर को नुकसान पहुँचाने के लिए बनाया गया हो सकता है।',
  tooDense:
    'यह आर्काइव अपने आकार से {ratio} गुना से अधिक बड़ा खुलता है, जैसा कोई वास्तविक पुस्तक नहीं करती। यह खराब हो सकता है या सर्वर को नुकसान पहुँचाने के लिए बनाया गया हो सकता है।',
  tooMuchMemory:
    'इस पुस्तक को पढ़ने के लिए हमारी अनुमति ({limit}) से अधिक मेमोरी चाहिए। इसे छोटी पुस्तकों में बाँटें।',
  badZip: 'यह आर्काइव खराब है और खुल नहीं सकता: {reason}',
  badEpub: 'यह EPUB पढ़ा नहीं जा सकता: {reason}',
  badDaisy: 'यह DAISY पुस्तक पढ़ी नहीं जा सकती: {reason}',
  badAudio: 'ऑडियो फ़ाइल {file} पढ़ी नहीं जा सकती: {reason}',
  badDocx: 'यह Word दस्तावेज़ पढ़ा नहीं जा सकता: {reason}',
  languageUnsupported: 'पुस्तकें केवल अंग्रेज़ी, हिंदी या तेलुगु में पढ़ी जा सकती हैं।',
  sourceMissing: 'जोड़ने वाली फ़ाइल अब मौजूद नहीं है। इसे फिर से अपलोड करें।',
  pathNotAllowed: 'पुस्तकें केवल लाइब्रेरी इम्पोर्ट फ़ोल्डर से जोड़ी जा सकती हैं।',
  categoryRequired: 'पुस्तक को अधिकतम {max} अक्षरों की एक श्रेणी दें।',
  badSlug:
    'पुस्तक का पता-नाम छोटे अंग्रेज़ी अक्षरों, अंकों और हाइफ़न से बना होना चाहिए (जैसे "the-river"), अधिकतम {max} अक्षर।',
  badCollection:
    'संग्रह "nclude" (Nclude Books) या "telangana" (Telangana Books) होना चाहिए, या कोई नहीं।',
  cancelled: 'पुस्तक जोड़ना रद्द कर दिया गया।',
  stageReading: 'पुस्तक पढ़ी जा रही है',
  stageSynthesising: 'ऑडियो बनाया जा रहा है: {total} में से खंड {done}',
  stageFinishing: 'पूरा किया जा रहा है',
};

export default hi;
