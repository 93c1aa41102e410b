// Hindi texts of the resume pages (see messages.ts for the English).
import type { Translation } from '@nclude/shared';
import type { resumeMessages } from './messages';

const hi: Translation<typeof resumeMessages> = {
  // सभी पेजों में
  checkUnderstood: 'देखें कि हमने क्या समझा',
  seeReading: 'देखें कि रिज़्यूमे कितना पढ़ा जा चुका है',
  uploadHeading: 'अपना रिज़्यूमे अपलोड करें',
  uploadAgainHeading: 'अपना रिज़्यूमे फिर से अपलोड करें',
  readFailed: 'आपका रिज़्यूमे पढ़ा नहीं जा सका। {reason}',
  readFailedNoReason: 'आपका रिज़्यूमे पढ़ा नहीं जा सका।',
  readCancelled: 'आपके रिज़्यूमे को पढ़ना पूरा होने से पहले रोक दिया गया।',

  // करियर खोज
  discoveryIntro:
    'करियर सहायक आपसे आपके काम और पढ़ाई के बारे में बात करता है और आपके लिए उपयुक्त करियर, सीखने लायक कौशल और अगले कदम सुझाता है।',
  discoveryAskResume:
    'अपना रिज़्यूमे अपलोड करें, ताकि सहायक हर बात अलग से पूछने के बजाय आपके असली कौशल और अनुभव से शुरुआत करे। हम उसे पढ़ते हैं, और हमने जो समझा उसे आप जाँचकर सुधार सकते हैं।',

  // नौकरी के सुझावों के लिए रिज़्यूमे
  jobsWhy:
    'नौकरी के सुझाव आपके रिज़्यूमे से बनते हैं: हम आपके कौशल, अनुभव और शिक्षा को कॉर्पोरेट नौकरियों के विज्ञापनों से मिलाते हैं, और बताते हैं कि हर नौकरी क्यों सुझाई गई।',
  jobsAskResume: 'ये सुझाव पाने के लिए अपना नवीनतम रिज़्यूमे अपलोड करें।',
  haveResume: 'आप अपना रिज़्यूमे, {fileName}, पहले ही अपलोड कर चुके हैं। आपके सुझाव उसी से बनते हैं।',
  haveResumeUnnamed: 'आप अपना रिज़्यूमे पहले ही अपलोड कर चुके हैं। आपके सुझाव उसी से बनते हैं।',
  stillReading: 'आपका रिज़्यूमे, {fileName}, अभी पढ़ा जा रहा है।',
  stillReadingUnnamed: 'आपका रिज़्यूमे अभी पढ़ा जा रहा है।',
  seeJobs: 'नौकरी के अवसर देखें',
  uploadNewerHeading: 'नया रिज़्यूमे अपलोड करें',
  uploadNewerHint:
    'नया रिज़्यूमे अपलोड करने पर वह आपके अभी के रिज़्यूमे की जगह ले लेता है, और उसे फिर से पढ़ा जाता है।',

  // आपका रिज़्यूमे पढ़ा जा रहा है
  readingIntro:
    'हम आपके कौशल, अनुभव और शिक्षा को समझने के लिए आपका रिज़्यूमे पढ़ रहे हैं। इसमें आम तौर पर एक मिनट लगता है। आप यह पेज छोड़ सकते हैं: काम पूरा होने पर आपको सूचना मिलेगी।',
  progressLabel: 'आपका रिज़्यूमे पढ़ने की प्रगति',
  progressText: '{percent}% पूरा',
  waitingToStart: 'शुरू होने की प्रतीक्षा है',
  readingStage: 'आपका रिज़्यूमे पढ़ा जा रहा है',
  progressNews: '{stage}: {percent}% पूरा।',
  readDone: 'आपका रिज़्यूमे पढ़ लिया गया है।',
  nextJobs: 'अब, आपके लिए सुझाई गई नौकरियाँ देखें।',
  nextChat: 'अब, करियर सहायक से अपने करियर के बारे में बात करें।',
  continueJobs: 'नौकरी के अवसरों पर आगे बढ़ें',
  continueChat: 'करियर सहायक पर आगे बढ़ें',
  checkUnderstoodWhy: 'सुझाव उसी से बनते हैं जो हमने समझा। आप उसे कभी भी सुधार सकते हैं।',
  noResume: 'आपने अभी तक कोई रिज़्यूमे अपलोड नहीं किया है।',
  noReading: 'आपके रिज़्यूमे को पढ़े जाने का कोई रिकॉर्ड हमारे पास नहीं है। उसे पढ़वाने के लिए फिर से अपलोड करें।',

  // हमने क्या समझा
  reviewIntro:
    'यह वह है जो हमने आपके रिज़्यूमे से पढ़ा। नौकरी के सुझाव और करियर सहायक इसी का उपयोग करते हैं, इसलिए जो गलत समझा गया उसे सुधारें, जो छूट गया उसे जोड़ें, और सहेजें।',
  reviewFile: '{fileName} से पढ़ा गया।',
  checkedByYou: 'आपके द्वारा जाँचा गया',
  reviewNoResume: 'आपने अभी तक कोई रिज़्यूमे अपलोड नहीं किया है, इसलिए जाँचने के लिए कुछ नहीं है।',
  reviewStillReading: 'आपका रिज़्यूमे अभी पढ़ा जा रहा है। पूरा होने पर हमने जो समझा वह यहाँ दिखेगा।',
  reviewNotRead: 'आपका रिज़्यूमे अभी तक पढ़ा नहीं गया है।',
  goUpload: 'अपना रिज़्यूमे अपलोड करें',
  goUploadAgain: 'अपना रिज़्यूमे फिर से अपलोड करें',
  linesHintMax: 'हर पंक्ति में एक, अधिकतम {max}।',

  sectionContact: 'संपर्क विवरण',
  nameLabel: 'नाम',
  emailLabel: 'ईमेल',
  phoneLabel: 'फ़ोन',
  locationLabel: 'स्थान',
  linksLabel: 'लिंक (LinkedIn, GitHub, पोर्टफ़ोलियो)',

  sectionSummary: 'सारांश',
  summaryLabel: 'आपके बारे में',
  summaryHint: 'आपके और आपके काम के बारे में कुछ वाक्य, अधिकतम {max} अक्षर।',

  sectionSkills: 'कौशल',
  skillsLabel: 'आपके कौशल',

  sectionExperience: 'अनुभव',
  experienceEntry: 'अनुभव {n}',
  experienceNamed: 'अनुभव {n}: {name}',
  titleAtEmployer: '{employer} में {title}',
  jobTitleLabel: 'पद का नाम',
  employerLabel: 'नियोक्ता',
  periodLabel: 'अवधि',
  periodHint: 'जैसे आप लिखते हैं, उदाहरण के लिए “Jun 2019 – Present” या “2018 – 2020”।',
  experienceDetailsLabel: 'आपने क्या किया',
  addExperience: 'अनुभव जोड़ें',
  removeExperience: 'अनुभव {n} हटाएँ',
  removeExperienceNamed: 'अनुभव {n} हटाएँ: {name}',
  experienceAdded: 'अनुभव {n} जोड़ा गया।',
  experienceRemoved: 'अनुभव {n} हटाया गया।',
  noExperience: 'कोई अनुभव नहीं लिखा गया है।',
  experienceFull: 'आप अधिकतम {max} अनुभव लिख सकते हैं।',

  sectionEducation: 'शिक्षा',
  educationEntry: 'शिक्षा {n}',
  educationNamed: 'शिक्षा {n}: {name}',
  degreeAtInstitution: '{degree}, {institution}',
  degreeLabel: 'डिग्री या कोर्स',
  institutionLabel: 'स्कूल, कॉलेज या विश्वविद्यालय',
  gradeLabel: 'ग्रेड',
  gradeHint: 'उदाहरण के लिए “8.2 CGPA” या “78%”। चाहें तो इसे खाली छोड़ दें।',
  addEducation: 'शिक्षा जोड़ें',
  removeEducation: 'शिक्षा {n} हटाएँ',
  removeEducationNamed: 'शिक्षा {n} हटाएँ: {name}',
  educationAdded: 'शिक्षा {n} जोड़ी गई।',
  educationRemoved: 'शिक्षा {n} हटाई गई।',
  noEducation: 'कोई शिक्षा नहीं लिखी गई है।',
  educationFull: 'आप अधिकतम {max} शिक्षा प्रविष्टियाँ लिख सकते हैं।',

  sectionProjects: 'प्रोजेक्ट',
  projectEntry: 'प्रोजेक्ट {n}',
  projectNamed: 'प्रोजेक्ट {n}: {name}',
  projectNameLabel: 'प्रोजेक्ट का नाम',
  projectDetailsLabel: 'प्रोजेक्ट के बारे में',
  addProject: 'प्रोजेक्ट जोड़ें',
  removeProject: 'प्रोजेक्ट {n} हटाएँ',
  removeProjectNamed: 'प्रोजेक्ट {n} हटाएँ: {name}',
  projectAdded: 'प्रोजेक्ट {n} जोड़ा गया।',
  projectRemoved: 'प्रोजेक्ट {n} हटाया गया।',
  noProjects: 'कोई प्रोजेक्ट नहीं लिखा गया है।',
  projectsFull: 'आप अधिकतम {max} प्रोजेक्ट लिख सकते हैं।',

  sectionCertifications: 'प्रमाणपत्र',
  certificationsLabel: 'आपके प्रमाणपत्र',
  sectionLanguages: 'भाषाएँ',
  languagesLabel: 'आपको आने वाली भाषाएँ',

  save: 'बदलाव सहेजें',
  saving: 'आपके बदलाव सहेजे जा रहे हैं',
  saved: 'आपके बदलाव सहेज लिए गए हैं। अब सुझाव इन्हीं का उपयोग करते हैं।',
  saveFailed: 'आपके बदलाव सहेजे नहीं जा सके। {reason}',
  showNewReading: 'नया पढ़ा गया रिज़्यूमे जाँचें',
  tooLong: 'अधिकतम {max} अक्षर लिखें; इसमें {count} हैं।',
  lineTooLong: 'पंक्ति {line} में {max} से अधिक अक्षर हैं।',
  tooManyLines: 'अधिकतम {max} पंक्तियाँ लिखें; इसमें {count} हैं।',
  fieldIn: '{entry}, {field}',
};

export default hi;
