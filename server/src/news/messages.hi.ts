// Hindi texts of the news area (see messages.ts for the English).
import type { Translation } from '@nclude/shared/messages';
import type { newsMessages } from './messages';

const hi: Translation<typeof newsMessages> = {
  articleNotFound: 'यह लेख मौजूद नहीं है, या हटा दिया गया है।',
  sourceUnknown: '"{name}" नाम का कोई समाचार स्रोत नहीं है।',
  categoryNeedsSource: 'श्रेणी चुनने से पहले समाचार स्रोत चुनें।',
  categoryUnknown: 'स्रोत "{source}" में "{category}" नाम की कोई श्रेणी नहीं है।',
  linkExpired: 'यह पता समाप्त हो गया है। नया पाने के लिए लेख फिर से खोलें।',
  imageUnavailable: 'इस लेख की तस्वीर उसके प्रकाशक से नहीं लाई जा सकी।',
  audioUnavailable: 'इसे सर्वर पर पढ़कर नहीं सुनाया जा सका: {reason}',
  audioTooMany: 'एक मिनट में बहुत सारी रिकॉर्डिंग माँगी गईं। {seconds} सेकंड बाद फिर से कोशिश करें।',
  nothingToRead: 'यहाँ पढ़कर सुनाने के लिए कुछ नहीं है।',
  sourceNotFound: 'यह समाचार स्रोत मौजूद नहीं है।',
  sourceNameRequired: 'स्रोत का नाम लिखें।',
  categoryEmpty: 'श्रेणी का नाम खाली नहीं हो सकता।',
  sourceNameTaken: '"{name}" नाम का स्रोत पहले से मौजूद है।',
  sourceUrlTaken: 'स्रोत "{name}" का फ़ीड पता पहले से यही है।',
  sourceAddressRefused: 'यह फ़ीड पता जोड़ा नहीं जा सकता: {reason}',
  localNotAllowed:
    'यह सर्वर स्थानीय स्रोत स्वीकार नहीं करता: वे विकास और परीक्षण के लिए हैं (NEWS_ALLOW_LOCAL_SOURCES)।',
  categoryRepeated: 'श्रेणी "{category}" दो बार लिखी गई है।',
  sourceAdded: 'स्रोत "{name}" जोड़ा गया। इसके पहले लेख कुछ ही पल में आएँगे।',
  sourcePaused: 'स्रोत "{name}" रोका गया: फिर से शुरू करने तक इसे जाँचा नहीं जाएगा।',
  sourceResumed: 'स्रोत "{name}" फिर से जाँचा जाएगा।',
  sourceSaved: 'स्रोत "{name}" सहेजा गया।',
  sourceRemoved: 'स्रोत "{name}" और उसके {count} लेख हटा दिए गए।',
  pollStarted: 'स्रोत "{name}" जाँचा जा रहा है। इसकी स्थिति इसी पेज पर दिखेगी।',
  pollRunning: 'स्रोत "{name}" पहले से जाँचा जा रहा है।',
  feedWorks: 'यह {format} फ़ीड काम करता है: इसमें {count} लेख हैं।',
  feedHasNoItems: 'यह फ़ीड काम करता है, पर इसमें कोई लेख नहीं है।',
  feedFetchFailed: 'फ़ीड नहीं लाया जा सका: {reason}',
  feedUnreadable: 'फ़ीड पढ़ा नहीं जा सका: {reason}',
  imageFrom: '{source} से तस्वीर',
};

export default hi;
