// Hindi texts of the library's downloads (see format-messages.ts for the English).
import type { Translation } from '@nclude/shared/messages';
import type { libraryFormatMessages } from './format-messages';

const hi: Translation<typeof libraryFormatMessages> = {
  bookNotFound: 'यह पुस्तक पुस्तकालय में नहीं है।',
  bookNotReady: 'यह पुस्तक अभी पुस्तकालय के लिए तैयार की जा रही है। सूची में आने के बाद फिर से कोशिश करें।',
  bookHasNoAudio: 'इस पुस्तक का ऑडियो अभी नहीं बना है, इसलिए डाउनलोड के लिए कोई MP3 नहीं है।',
  bookHasNoText:
    'यह पुस्तक केवल ऑडियो के रूप में आई है: इसमें {format} बनाने के लिए पाठ नहीं है। इसे डाउनलोड करने के लिए MP3 चुनें।',
  formatBuilding: 'कृपया प्रतीक्षा करें, हम पुस्तक का यह प्रारूप तैयार कर रहे हैं...',
  formatReady: 'इस पुस्तक का {format} डाउनलोड के लिए तैयार है।',
  telanganaMp3Only: 'तेलंगाना पुस्तकें केवल MP3 में मिलती हैं। यह पुस्तक डाउनलोड करने के लिए MP3 चुनें।',
  formatNotBuilt: 'इस पुस्तक का {format} अभी नहीं बना है। पहले इसे माँगें: यह थोड़ी देर में तैयार हो जाएगा।',
  downloadRecorded: 'इस पुस्तक का आपका डाउनलोड दर्ज कर लिया गया है।',
  stageWriting: 'पुस्तक का {format} बनाया जा रहा है',
  stageSaving: '{format} सहेजा जा रहा है',
};

export default hi;
