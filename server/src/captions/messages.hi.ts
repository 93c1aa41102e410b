// Hindi texts of the captions area (see messages.ts for the English).
import type { Translation } from '@nclude/shared/messages';
import type { captionMessages } from './messages';

const hi: Translation<typeof captionMessages> = {
  accepted: 'आपकी रिकॉर्डिंग अपलोड हो गई है और उसके कैप्शन बनाए जा रहे हैं।',
  fileRequired: 'कैप्शन बनाने के लिए कोई ऑडियो या वीडियो फ़ाइल चुनें।',
  outputFormatInvalid: 'आउटपुट के रूप में TXT, WebVTT या SRT चुनें।',
  languageUnsupported: 'इस सर्वर का वाक् इंजन वह भाषा नहीं पहचानता। {languages} चुनें।',
  unavailable: 'इस सर्वर पर कैप्शन उपलब्ध नहीं हैं: {reason}',
  missingFfmpeg: 'मीडिया डिकोडर (ffmpeg) इंस्टॉल नहीं है। कृपया अपने व्यवस्थापक को बताएँ।',
  missingEngine: 'कोई वाक् इंजन सेट नहीं है। कृपया अपने व्यवस्थापक को बताएँ।',
  refusedMidi:
    'यह MIDI फ़ाइल है: इसमें सिंथेसाइज़र के लिए सुर हैं, रिकॉर्ड की गई आवाज़ नहीं, इसलिए कैप्शन के लिए कोई बोली नहीं है।',
  refusedNotMedia:
    'यह फ़ाइल ऐसा ऑडियो या वीडियो नहीं है जिसे हम पढ़ सकें। mp3, wav, aac, flac, ogg, wma, m4a, mp4, avi, mov, wmv, mkv या flv फ़ाइल चुनें।',
  refusedNoAudio: 'इस वीडियो में आवाज़ का ट्रैक नहीं है, इसलिए कैप्शन के लिए कोई बोली नहीं है।',
  refusedTooLong: 'यह रिकॉर्डिंग {duration} लंबी है; हम अधिकतम {max} के कैप्शन बनाते हैं। इसे छोटे भागों में बाँटें।',
  refusedUndecodable:
    'इस फ़ाइल की आवाज़ डिकोड नहीं हो सकती। हो सकता है यह खराब हो: इसे फिर से एक्सपोर्ट करके नई प्रति अपलोड करें।',
  noSpeech: 'इस रिकॉर्डिंग में कोई बोली नहीं मिली।',
  engineRefused: 'वाक् इंजन ने इस रिकॉर्डिंग को अस्वीकार कर दिया: {reason}',
  stageDecoding: 'आवाज़ डिकोड की जा रही है',
  stageFindingSpeech: 'बोली खोजी जा रही है',
  stageRecognising: 'बोली पहचानी जा रही है: {total} में से {done}',
  stageWriting: '{format} कैप्शन लिखे जा रहे हैं',
  readyTitle: '{fileName} के कैप्शन तैयार हैं',
  readyBody: 'ट्रांसक्रिप्ट खोलें, या अपने पिछले अनुरोधों से {format} फ़ाइल डाउनलोड करें।',
  failedTitle: '{fileName} के कैप्शन नहीं बन सके',
  notReady: 'कैप्शन अभी तैयार नहीं हैं।',
  linkExpired: 'इस मीडिया पते की अवधि समाप्त हो गई है। ट्रांसक्रिप्ट फिर से खोलें।',
  lowAccuracy:
    'ये कैप्शन एक साधारण वाक् पहचान प्रणाली ने बनाए हैं और इनमें कई गलतियाँ हो सकती हैं। आपके व्यवस्थापक अधिक सटीक इंजन सेट कर सकते हैं।',
};

export default hi;
