// Hindi texts of the careers area (see messages.ts for the English).
import type { Translation } from '@nclude/shared/messages';
import type { careerMessages } from './messages';

const hi: Translation<typeof careerMessages> = {
  jobNotFound: 'यह नौकरी की सूचना मौजूद नहीं है।',
  jobClosed: 'इस नौकरी के लिए आवेदन बंद हो गए हैं।',
  alreadyApplied: 'आप इस नौकरी के लिए {date} को पहले ही आवेदन कर चुके हैं।',
  consentRequired:
    'आवेदन करने के लिए पहले सहमति दें कि आपका नाम, संपर्क विवरण और रिज़्यूमे नियोक्ता को भेजा जाए।',
  resumeRequired: 'पहले अपना रिज़्यूमे अपलोड करें: सुझाव उसी से बनते हैं।',
  resumeStillReading: 'आपका रिज़्यूमे अभी पढ़ा जा रहा है। सुझाव थोड़ी देर में आएँगे।',
  resumeNotRead:
    'आपका रिज़्यूमे पढ़ा नहीं जा सका, इसलिए अभी कोई सुझाव नहीं हैं। इसे PDF के रूप में फिर से अपलोड करें।',
  resumeReplaced:
    'जब आप यह रिज़्यूमे जाँच रहे थे, तब एक नया रिज़्यूमे अपलोड हुआ। नए रिज़्यूमे से हमने जो समझा, उसे जाँचें।',
  resumeFileRequired: 'अपना रिज़्यूमे चुनें, एक PDF फ़ाइल।',
  applied: '{title} के लिए आपका आवेदन {company} को भेज दिया गया।',
  resumeSaved: 'आपके सुधार सहेज लिए गए। सुझाव अब उन्हीं से बनेंगे।',
  reasonSkills: 'आपके कौशल से मेल: {list}',
  reasonRole: '{title} के रूप में आपके काम से मिलता-जुलता',
  reasonSuits: '{disability} के लिए उपयुक्त',
  reasonExperience: 'आपके {years} वर्ष के अनुभव के अनुरूप',
  reasonFreshers: 'फ्रेशर्स के लिए खुला',
  stageReading: 'आपका रिज़्यूमे पढ़ा जा रहा है',
  stageUnderstanding: 'आपका रिज़्यूमे समझा जा रहा है',
  resumeReadyTitle: 'आपका रिज़्यूमे पढ़ लिया गया',
  resumeReadyBody: 'देखें कि हमने क्या समझा: सुझाव उसी से बनते हैं।',
  resumeFailedTitle: 'आपका रिज़्यूमे पढ़ा नहीं जा सका',
  resumeEmpty:
    'इस PDF में कोई पाठ नहीं मिला, उसकी छवियों को पहचानकर भी नहीं। किसी वर्ड प्रोसेसर से PDF के रूप में सहेजा गया रिज़्यूमे अपलोड करें।',
  appliedTitle: 'आवेदन भेजा गया: {title}',
  appliedBody: 'आपका विवरण और रिज़्यूमे {company} को भेज दिया गया। वे आपसे सीधे संपर्क करेंगे।',
  employerSubject: 'Application for {title} from {name} (via Nclude)',
  employerBody:
    '{name} has applied for the job "{title}" you posted on Nclude, a portal for people with disabilities.\n\nEmail: {email}\nPhone: {phone}\n\nTheir resume is attached. Please reply to them directly.',
  importFileRequired: 'एक फ़ीड फ़ाइल चुनें: CSV, JSON या JSON-LD।',
  importNotText: 'यह फ़ाइल पाठ नहीं है: फ़ीड UTF-8 में CSV, JSON या JSON-LD फ़ाइल होती है।',
  importDone: 'आयात पूरा: {added} जोड़े, {updated} अद्यतन, {unchanged} अपरिवर्तित, {refused} अस्वीकृत।',
  postingClosed: '{title} बंद कर दी गई है: अब यह नौकरियों की सूची में नहीं दिखेगी।',
  postingReopened: '{title} फिर से खुल गई है।',
  feedNotFound: '"{name}" नाम की कोई निर्धारित फ़ीड नहीं है।',
  feedRunning: 'फ़ीड "{name}" पहले से इम्पोर्ट हो रही है।',
  feedStarted: 'फ़ीड "{name}" इम्पोर्ट हो रही है। इसकी रिपोर्ट इसी पेज पर आएगी।',
  applicationNotFound: 'यह आवेदन मौजूद नहीं है।',
  importJsonLdInvalid: 'इस फ़ीड का JSON-LD पढ़ा नहीं जा सकता: यह मान्य JSON नहीं है।',
  importJsonInvalid: 'यह JSON फ़ीड पढ़ी नहीं जा सकती: यह मान्य JSON नहीं है।',
  importJsonShape: 'JSON फ़ीड नौकरियों की सूची होती है, या "jobs" सूची वाला ऑब्जेक्ट।',
  importCsvInvalid: 'यह CSV फ़ाइल पढ़ी नहीं जा सकती: {detail}',
  importEmpty: 'इस फ़ीड में कोई नौकरी नहीं है।',
  importTooMany: 'इस फ़ीड में {count} नौकरियाँ हैं; एक बार में अधिकतम {max} इम्पोर्ट होती हैं।',
  feedTooLarge: 'फ़ीड 10 MB से बड़ी है।',
  feedAnswered: 'फ़ीड के सर्वर ने {status} उत्तर दिया।',
  importNul: 'फ़ील्ड {field} में NUL वर्ण (U+0000) है, जिसे कोई भी फ़ील्ड स्वीकार नहीं करती।',
  notGiven: 'नहीं दिया',
};

export default hi;
