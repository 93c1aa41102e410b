// Telugu texts of the job pages (see messages.ts for the English).
import type { Translation } from '@nclude/shared';
import type { jobsMessages } from './messages';

const te: Translation<typeof jobsMessages> = {
  // /jobs: పేజీ మరియు రెజ్యూమె
  jobsHeading: 'ఉద్యోగ అవకాశాలు',
  resumeHeading: 'మీ రెజ్యూమె',
  resumeIntro: 'ఉద్యోగ సూచనలు పొందడానికి మీ తాజా రెజ్యూమెను అప్‌లోడ్ చేయండి.',
  resumeOnFile: 'మా వద్ద ఉన్న మీ రెజ్యూమె: {fileName}.',
  noResumeYet: 'మీరు ఇంకా రెజ్యూమె అప్‌లోడ్ చేయలేదు.',
  resumeBeingRead: 'మేము దీన్ని ఇంకా చదువుతున్నాం; అది పూర్తవగానే సూచనలు కనిపిస్తాయి.',
  resumeReadFailed: 'మీ రెజ్యూమెను చదవలేకపోయాం. {reason} దయచేసి మళ్లీ అప్‌లోడ్ చేయండి.',
  resumeReadFailedNoReason: 'మీ రెజ్యూమెను చదవలేకపోయాం. దయచేసి మళ్లీ అప్‌లోడ్ చేయండి.',
  addResume: 'మీ రెజ్యూమెను జోడించండి',
  replaceResume: 'మీ రెజ్యూమెను మార్చండి',

  // వర్గాలు, శోధన మరియు సూచించిన ఉద్యోగాల స్విచ్
  categoriesLabel: 'ఉద్యోగ వర్గాలు',
  tabGovernment: 'ప్రభుత్వ ఉద్యోగాలు',
  tabCorporate: 'కార్పొరేట్ ఉద్యోగాలు',
  searchLabel: 'ఉద్యోగాలను వెతకండి',
  searchHint: 'కంపెనీ, ఉద్యోగ పేరు, బాధ్యతలు మరియు చిరునామాలో వెతుకుతుంది.',
  searchButton: 'వెతకండి',
  clearSearch: 'శోధనను తీసివేయండి',
  recommendedSwitch: 'సూచించిన ఉద్యోగాలు',
  switchOn: 'ఆన్',
  switchOff: 'ఆఫ్',
  recommendedHint:
    'మీ రెజ్యూమె ఆధారంగా మీకు బాగా సరిపోయే కార్పొరేట్ ఉద్యోగాలను క్రమంలో చూపిస్తుంది. వెతికితే మళ్లీ అన్ని కార్పొరేట్ ఉద్యోగాలలో వెతుకుతుంది.',

  // జాబితా
  loadingJobs: 'ఉద్యోగాలు లోడ్ అవుతున్నాయి…',
  loadFailed: 'ఉద్యోగాలను లోడ్ చేయలేకపోయాం. {reason}',
  noJobs: 'ఈ వర్గంలో ప్రస్తుతం ఖాళీగా ఉన్న ఉద్యోగాలు లేవు.',
  jobCountOne: 'ఒక ఉద్యోగం అందుబాటులో ఉంది.',
  jobCount: '{count} ఉద్యోగాలు అందుబాటులో ఉన్నాయి.',
  matchCountOne: '“{search}”కు ఒక ఉద్యోగం సరిపోలుతోంది.',
  matchCount: '“{search}”కు {count} ఉద్యోగాలు సరిపోలుతున్నాయి.',
  noMatches: '“{search}”కు ఏ ఉద్యోగమూ సరిపోలలేదు.',
  pageStatus: 'మొత్తం {pages} పేజీలలో {page}వ పేజీ.',
  listAnnouncement: '{list}. {summary}',
  paginationLabel: 'ఉద్యోగాల పేజీలు',
  recommendedCount: 'మీ కోసం సూచనలు, {page}వ పేజీ: {count} ఉద్యోగాలు, బాగా సరిపోయేవి ముందు.',
  noRecommendations: 'ప్రస్తుతం ఏ కార్పొరేట్ ఉద్యోగమూ మీ రెజ్యూమెకు తగినంతగా సరిపోలడం లేదు.',
  noMoreRecommendations: 'ఇంకా సూచించిన ఉద్యోగాలు లేవు. ముందటి పేజీకి వెళ్లండి.',
  recommendedPaginationLabel: 'సూచించిన ఉద్యోగాల పేజీలు',
  recommendedPage: '{page}వ పేజీ',
  checkAgain: 'మళ్లీ చూడండి',

  // ఉద్యోగ కార్డు
  newBadge: 'కొత్తది',
  sampleBadge: 'నమూనా ప్రకటన',
  sampleNote: 'పోర్టల్‌ను ప్రయత్నించడానికి రాసినది: ఇది నిజమైన ఖాళీ కాదు.',
  whyRecommended: 'ఎందుకు సూచించాం:',
  detailsOf: '{title} వివరాలు',
  experience: 'అనుభవం',
  education: 'విద్య',
  responsibilities: 'బాధ్యతలు',
  minQualification: 'కనీస అర్హతలు',
  prefQualification: 'కోరదగిన అర్హతలు',
  aboutJob: 'ఉద్యోగం గురించి',
  pwdDetails: 'దివ్యాంగుల కోసం',
  suits: 'సరిపోయేది: {list}',
  accommodations: 'పని చోట సౌకర్యాలు',
  postedOn: 'ప్రచురించిన తేదీ',
  closesOn: 'దరఖాస్తుకు చివరి తేదీ',
  noClosingDate: 'చివరి తేదీ ఇవ్వలేదు',
  source: 'మూలం',
  jobWebsite: 'ఈ ఉద్యోగాన్ని దాని వెబ్‌సైట్‌లో చూడండి',
  opensInNewTab: '(కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)',
  applyButton: 'ఈ ఉద్యోగానికి దరఖాస్తు చేయండి',
  applyButtonName: 'ఈ ఉద్యోగానికి దరఖాస్తు చేయండి: {company}లో {title}',
  preparingApplication: 'దరఖాస్తుతో ఏమి పంపుతామో చూస్తున్నాం…',
  sendingApplication: 'మీ దరఖాస్తు పంపుతున్నాం…',
  applyFailed: 'మీ దరఖాస్తు పంపబడలేదు. {reason}',
  markReadFailed: '{title}ను చదివినట్లు గుర్తించలేకపోయాం. {reason}',

  // సమ్మతి డైలాగ్ (మొదటి దరఖాస్తు)
  consentTitle: 'మీ వివరాలను {company}తో పంచుకోవాలా?',
  consentIntro: '{title}కు దరఖాస్తు చేస్తే, ఈ వివరాలను ఈమెయిల్ ద్వారా {company}కు పంపుతాం:',
  sharedName: 'పేరు',
  sharedEmail: 'ఈమెయిల్',
  sharedPhone: 'ఫోన్',
  sharedResume: 'రెజ్యూమె',
  notGiven: 'ఇవ్వలేదు',
  noResumeShared: 'రెజ్యూమె లేదు: మీ సంప్రదింపు వివరాలు మాత్రమే పంపబడతాయి.',
  consentOnce:
    'మేము ఒక్కసారే అడుగుతాం. తర్వాతి దరఖాస్తులు కూడా ఇవే వివరాలను, అప్పటికి మీ ప్రొఫైల్‌లో ఉన్నట్లుగా పంపుతాయి.',
  agreeAndApply: 'అంగీకరించి దరఖాస్తు చేయండి',
  cancel: 'రద్దు చేయండి',

  // /appliedjob
  appliedHeading: 'ఉద్యోగానికి దరఖాస్తు విజయవంతమైంది',
  appliedThanks: 'దరఖాస్తు చేసినందుకు ధన్యవాదాలు.',
  appliedPartner:
    'మీ దరఖాస్తు గురించి మా కార్పొరేట్ భాగస్వామికి తెలియజేస్తాం, అయినా దయచేసి ఉద్యోగ వెబ్‌సైట్‌లో కూడా దరఖాస్తు చేయండి.',
  backToJobs: 'ఉద్యోగ అవకాశాలకు తిరిగి వెళ్లండి',
  historyHeading: 'మీ దరఖాస్తులు',
  loadingApplications: 'మీ దరఖాస్తులు లోడ్ అవుతున్నాయి…',
  applicationsFailed: 'మీ దరఖాస్తులను లోడ్ చేయలేకపోయాం. {reason}',
  noApplications: 'మీరు ఇంకా ఏ ఉద్యోగానికీ దరఖాస్తు చేయలేదు.',
  company: 'కంపెనీ',
  appliedOn: 'దరఖాస్తు చేసిన తేదీ',
  sharedWithEmployer: 'యజమానికి పంపినవి',
  justSent: '(ఇప్పుడే పంపబడింది)',
};

export default te;
