// Hindi texts of the library area (see messages.ts for the English).
import type { Translation } from '@nclude/shared/messages';
import type { libraryMessages } from './messages';

const hi: Translation<typeof libraryMessages> = {
  scopeRequired:
    'पुस्तकालय उसके कार्यक्रम में नामांकित पाठकों के लिए है। अपने संगठन या व्यवस्थापक से अपने खाते को पुस्तकालय की पहुँच देने के लिए कहें।',
  bookNotFound: 'यह पुस्तक पुस्तकालय में नहीं है।',
  noMoreSections: 'चलाने के लिए और कोई खंड या पृष्ठ नहीं है',
  sectionNotFound: 'इस पुस्तक में खंड {index} नहीं है।',
  audioMissing: 'इस खंड का ऑडियो उपलब्ध नहीं है। कृपया बाद में फिर से कोशिश करें।',
  linkExpired: 'इस ऑडियो पते की अवधि समाप्त हो गई है। पुस्तक फिर से खोलें।',
  progressIndex: 'इस पुस्तक में 0 से {last} तक {count} खंड हैं: खंड {index} नहीं है।',
  progressOffset: 'खंड {index} {duration} सेकंड लंबा है: {offset} सेकंड उसके अंत के बाद है।',
  shelfEmpty: 'आपकी बुकशेल्फ़ खाली है। आप जो पुस्तकें सुनते हैं, वे यहाँ दिखती हैं।',
  shelfBooks: 'आपकी बुकशेल्फ़ पर पुस्तकें: {count}',
  aReader: 'एक पाठक',
};

export default hi;
