// Hindi texts of the job pages (see messages.ts for the English).
import type { Translation } from '@nclude/shared';
import type { jobsMessages } from './messages';

const hi: Translation<typeof jobsMessages> = {
  // /jobs: पृष्ठ और रिज़्यूमे
  jobsHeading: 'नौकरी के अवसर',
  resumeHeading: 'आपका रिज़्यूमे',
  resumeIntro: 'नौकरी के सुझाव पाने के लिए अपना नया रिज़्यूमे अपलोड करें।',
  resumeOnFile: 'हमारे पास आपका रिज़्यूमे: {fileName}।',
  noResumeYet: 'आपने अभी तक कोई रिज़्यूमे अपलोड नहीं किया है।',
  resumeBeingRead: 'हम अभी इसे पढ़ रहे हैं; यह पूरा होते ही सुझाव दिखेंगे।',
  resumeReadFailed: 'आपका रिज़्यूमे पढ़ा नहीं जा सका। {reason} कृपया इसे फिर से अपलोड करें।',
  resumeReadFailedNoReason: 'आपका रिज़्यूमे पढ़ा नहीं जा सका। कृपया इसे फिर से अपलोड करें।',
  addResume: 'अपना रिज़्यूमे जोड़ें',
  replaceResume: 'अपना रिज़्यूमे बदलें',

  // श्रेणियाँ, खोज और सुझाई गई नौकरियों का स्विच
  categoriesLabel: 'नौकरी की श्रेणियाँ',
  tabGovernment: 'सरकारी नौकरियाँ',
  tabCorporate: 'कॉर्पोरेट नौकरियाँ',
  searchLabel: 'नौकरियाँ खोजें',
  searchHint: 'कंपनी, पद के नाम, ज़िम्मेदारियों और पते में खोजता है।',
  searchButton: 'खोजें',
  clearSearch: 'खोज हटाएँ',
  recommendedSwitch: 'सुझाई गई नौकरियाँ',
  switchOn: 'चालू',
  switchOff: 'बंद',
  recommendedHint:
    'आपके रिज़्यूमे के आधार पर आपके लिए सबसे उपयुक्त कॉर्पोरेट नौकरियाँ क्रम से दिखाता है। खोजने पर फिर से सभी कॉर्पोरेट नौकरियों में खोजा जाता है।',

  // सूची
  loadingJobs: 'नौकरियाँ लोड हो रही हैं…',
  loadFailed: 'नौकरियाँ लोड नहीं हो सकीं। {reason}',
  noJobs: 'इस श्रेणी में अभी कोई खुली नौकरी नहीं है।',
  jobCountOne: 'एक खुली नौकरी।',
  jobCount: '{count} खुली नौकरियाँ।',
  matchCountOne: '“{search}” से एक नौकरी मेल खाती है।',
  matchCount: '“{search}” से {count} नौकरियाँ मेल खाती हैं।',
  noMatches: '“{search}” से कोई नौकरी मेल नहीं खाती।',
  pageStatus: 'पृष्ठ {page}, कुल {pages} में से।',
  listAnnouncement: '{list}। {summary}',
  paginationLabel: 'नौकरियों के पृष्ठ',
  recommendedCount: 'आपके लिए सुझाव, पृष्ठ {page}: {count} नौकरियाँ, सबसे उपयुक्त पहले।',
  noRecommendations: 'अभी कोई कॉर्पोरेट नौकरी आपके रिज़्यूमे से पर्याप्त मेल नहीं खाती।',
  noMoreRecommendations: 'और कोई सुझाई गई नौकरी नहीं है। पिछले पृष्ठ पर जाएँ।',
  recommendedPaginationLabel: 'सुझाई गई नौकरियों के पृष्ठ',
  recommendedPage: 'पृष्ठ {page}',
  checkAgain: 'फिर से देखें',

  // नौकरी का कार्ड
  newBadge: 'नई',
  sampleBadge: 'नमूना विज्ञापन',
  sampleNote: 'यह पोर्टल आज़माने के लिए लिखा गया है: यह असली रिक्ति नहीं है।',
  whyRecommended: 'क्यों सुझाई गई:',
  experience: 'अनुभव',
  education: 'शिक्षा',
  responsibilities: 'ज़िम्मेदारियाँ',
  minQualification: 'न्यूनतम योग्यता',
  prefQualification: 'वांछित योग्यता',
  aboutJob: 'नौकरी के बारे में',
  pwdDetails: 'दिव्यांगजनों के लिए',
  suits: 'उपयुक्त: {list}',
  accommodations: 'कार्यस्थल पर सुविधाएँ',
  postedOn: 'प्रकाशित',
  closesOn: 'आवेदन की अंतिम तिथि',
  noClosingDate: 'अंतिम तिथि नहीं दी गई',
  source: 'स्रोत',
  jobWebsite: 'इस नौकरी को उसकी वेबसाइट पर देखें',
  opensInNewTab: '(नए टैब में खुलता है)',
  applyButton: 'इस नौकरी के लिए आवेदन करें',
  applyButtonContext: '{company} में {title}',
  preparingApplication: 'देखा जा रहा है कि आवेदन के साथ क्या भेजा जाएगा…',
  sendingApplication: 'आपका आवेदन भेजा जा रहा है…',
  applyFailed: 'आपका आवेदन नहीं भेजा गया। {reason}',
  markReadFailed: '{title} को पढ़ा हुआ नहीं माना जा सका। {reason}',

  // सहमति का संवाद (पहला आवेदन)
  consentTitle: 'क्या अपना विवरण {company} को भेजें?',
  consentIntro: '{title} के लिए आवेदन करने पर हम ये विवरण ईमेल से {company} को भेजते हैं:',
  sharedName: 'नाम',
  sharedEmail: 'ईमेल',
  sharedPhone: 'फ़ोन',
  sharedResume: 'रिज़्यूमे',
  notGiven: 'नहीं दिया गया',
  noResumeShared: 'कोई रिज़्यूमे नहीं है: केवल आपके संपर्क विवरण भेजे जाएँगे।',
  consentOnce:
    'हम यह एक ही बार पूछते हैं। आगे के आवेदनों में भी यही विवरण भेजे जाएँगे, जैसे वे उस समय आपकी प्रोफ़ाइल में होंगे।',
  agreeAndApply: 'सहमत हूँ, आवेदन करें',
  cancel: 'रद्द करें',

  // /appliedjob
  appliedHeading: 'नौकरी के लिए आवेदन सफलतापूर्वक हो गया',
  appliedThanks: 'आवेदन करने के लिए धन्यवाद।',
  appliedPartner:
    'हम अपने कॉर्पोरेट साझेदार को आपके आवेदन के बारे में बताएँगे, लेकिन कृपया नौकरी की अपनी वेबसाइट पर भी आवेदन करें।',
  backToJobs: 'नौकरी के अवसरों पर वापस जाएँ',
  historyHeading: 'आपके आवेदन',
  loadingApplications: 'आपके आवेदन लोड हो रहे हैं…',
  applicationsFailed: 'आपके आवेदन लोड नहीं हो सके। {reason}',
  noApplications: 'आपने अभी तक किसी नौकरी के लिए आवेदन नहीं किया है।',
  company: 'कंपनी',
  appliedOn: 'आवेदन की तिथि',
  sharedWithEmployer: 'नियोक्ता को भेजा गया',
  justSent: '(अभी भेजा गया)',
};

export default hi;
