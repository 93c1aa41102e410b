// Hindi texts shared by the careers pages (see messages.ts for the English).
import type { Translation } from '@nclude/shared';
import type { careersMessages } from './messages';

const hi: Translation<typeof careersMessages> = {
  resumeFileLabel: 'आपका रिज़्यूमे (आवश्यक)',
  resumeFileHint: 'अधिकतम {max} MB की एक PDF फ़ाइल। आपका नवीनतम रिज़्यूमे सबसे अच्छे सुझाव देता है।',
  resumeFileRequired: 'अपना रिज़्यूमे चुनें, एक PDF फ़ाइल।',
  resumeNotPdf: '{fileName} PDF नहीं है। PDF के रूप में सहेजा गया अपना रिज़्यूमे चुनें।',
  resumeTooLarge: '{fileName} {max} MB से बड़ी है। छोटी PDF चुनें।',
  resumeIncomplete: 'पहले अपना रिज़्यूमे चुनें; फिर बटन उसे अपलोड करेगा।',
  uploadResume: 'रिज़्यूमे अपलोड करें',
  uploadingResume: 'आपका रिज़्यूमे अपलोड हो रहा है',
  uploadStarted: '{fileName} अपलोड हो रही है।',
  uploadFailed: '{fileName} अपलोड नहीं हो सकी। {reason}',
  skip: 'छोड़ें',
  skipHint: 'आप रिज़्यूमे के बिना भी अपने करियर पर बात कर सकते हैं; रिज़्यूमे के साथ सुझाव बेहतर होते हैं।',
  loadingResume: 'आपका रिज़्यूमे जाँचा जा रहा है…',
  resumeLoadFailed: 'आपका रिज़्यूमे जाँचा नहीं जा सका। {reason}',
};

export default hi;
