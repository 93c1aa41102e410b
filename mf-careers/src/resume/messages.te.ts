// Telugu texts of the resume pages (see messages.ts for the English).
import type { Translation } from '@nclude/shared';
import type { resumeMessages } from './messages';

const te: Translation<typeof resumeMessages> = {
  // అన్ని పేజీలలో
  checkUnderstood: 'మేము ఏమి అర్థం చేసుకున్నామో చూడండి',
  seeReading: 'చదవడం ఎంతవరకు వచ్చిందో చూడండి',
  uploadHeading: 'మీ రెజ్యూమెను అప్‌లోడ్ చేయండి',
  uploadAgainHeading: 'మీ రెజ్యూమెను మళ్లీ అప్‌లోడ్ చేయండి',
  readFailed: 'మీ రెజ్యూమెను చదవలేకపోయాము. {reason}',
  readFailedNoReason: 'మీ రెజ్యూమెను చదవలేకపోయాము.',
  readCancelled: 'మీ రెజ్యూమెను చదవడం పూర్తి కాకముందే ఆపివేయబడింది.',

  // కెరీర్ అన్వేషణ
  discoveryIntro:
    'కెరీర్ అసిస్టెంట్ మీ పని, చదువుల గురించి మీతో మాట్లాడి, మీకు సరిపోయే కెరీర్‌లు, నేర్చుకోవలసిన నైపుణ్యాలు, తదుపరి అడుగులను సూచిస్తుంది.',
  discoveryAskResume:
    'ప్రతి విషయాన్నీ విడిగా అడగకుండా, మీ నిజమైన నైపుణ్యాలు, అనుభవం నుండి అది మొదలుపెట్టేలా మీ రెజ్యూమెను అప్‌లోడ్ చేయండి. మేము దాన్ని చదువుతాము, మేము అర్థం చేసుకున్నదాన్ని మీరు తనిఖీ చేసి సరిచేయవచ్చు.',

  // ఉద్యోగ సూచనల కోసం రెజ్యూమె
  jobsWhy:
    'ఉద్యోగ సూచనలు మీ రెజ్యూమె నుండి తయారవుతాయి: మీ నైపుణ్యాలు, అనుభవం, విద్యను కార్పొరేట్ ఉద్యోగ ప్రకటనలతో పోల్చి, ప్రతి ఉద్యోగం ఎందుకు సూచించబడిందో చెబుతాము.',
  jobsAskResume: 'అవి పొందడానికి మీ తాజా రెజ్యూమెను అప్‌లోడ్ చేయండి.',
  haveResume: 'మీరు ఇప్పటికే మీ రెజ్యూమె {fileName}ను అప్‌లోడ్ చేశారు. మీ సూచనలు దాన్నే ఉపయోగిస్తాయి.',
  haveResumeUnnamed: 'మీరు ఇప్పటికే మీ రెజ్యూమెను అప్‌లోడ్ చేశారు. మీ సూచనలు దాన్నే ఉపయోగిస్తాయి.',
  stillReading: 'మీ రెజ్యూమె {fileName} ఇంకా చదవబడుతోంది.',
  stillReadingUnnamed: 'మీ రెజ్యూమె ఇంకా చదవబడుతోంది.',
  seeJobs: 'ఉద్యోగ అవకాశాలు చూడండి',
  uploadNewerHeading: 'కొత్త రెజ్యూమెను అప్‌లోడ్ చేయండి',
  uploadNewerHint: 'కొత్తగా అప్‌లోడ్ చేసిన రెజ్యూమె ఇప్పుడున్న దాని స్థానంలోకి వస్తుంది, దాన్ని మళ్లీ చదువుతాము.',

  // మీ రెజ్యూమె చదవబడుతోంది
  readingIntro:
    'మీ నైపుణ్యాలు, అనుభవం, విద్యను అర్థం చేసుకోవడానికి మేము మీ రెజ్యూమెను చదువుతున్నాము. సాధారణంగా దీనికి ఒక నిమిషం పడుతుంది. మీరు ఈ పేజీని వదిలి వెళ్లవచ్చు: పూర్తయినప్పుడు మీకు నోటిఫికేషన్ వస్తుంది.',
  progressLabel: 'మీ రెజ్యూమెను చదవడంలో పురోగతి',
  progressText: '{percent}% పూర్తయింది',
  waitingToStart: 'ప్రారంభం కోసం వేచి ఉంది',
  readingStage: 'మీ రెజ్యూమె చదవబడుతోంది',
  progressNews: '{stage}: {percent}% పూర్తయింది.',
  readDone: 'మీ రెజ్యూమెను చదవడం పూర్తయింది.',
  nextJobs: 'తర్వాత, మీ కోసం సూచించిన ఉద్యోగాలను చూడండి.',
  nextChat: 'తర్వాత, కెరీర్ అసిస్టెంట్‌తో మీ కెరీర్ గురించి మాట్లాడండి.',
  continueJobs: 'ఉద్యోగ అవకాశాలకు కొనసాగండి',
  continueChat: 'కెరీర్ అసిస్టెంట్‌కు కొనసాగండి',
  checkUnderstoodWhy: 'మేము అర్థం చేసుకున్నదాని ఆధారంగానే సూచనలు తయారవుతాయి. మీరు దాన్ని ఎప్పుడైనా సరిచేయవచ్చు.',
  noResume: 'మీరు ఇంకా రెజ్యూమెను అప్‌లోడ్ చేయలేదు.',
  noReading: 'మీ రెజ్యూమెను చదివిన వివరాలు మా దగ్గర లేవు. దాన్ని చదివించడానికి మళ్లీ అప్‌లోడ్ చేయండి.',

  // మేము అర్థం చేసుకున్నది
  reviewIntro:
    'మీ రెజ్యూమె నుండి మేము చదివినది ఇది. ఉద్యోగ సూచనలు, కెరీర్ అసిస్టెంట్ దీన్నే ఉపయోగిస్తాయి, కాబట్టి మేము తప్పుగా అర్థం చేసుకున్నది సరిచేయండి, లేనిది జోడించండి, ఆపై సేవ్ చేయండి.',
  reviewFile: '{fileName} నుండి చదివినది.',
  checkedByYou: 'మీరు తనిఖీ చేశారు',
  reviewNoResume: 'మీరు ఇంకా రెజ్యూమెను అప్‌లోడ్ చేయలేదు, కాబట్టి తనిఖీ చేయడానికి ఏమీ లేదు.',
  reviewStillReading: 'మీ రెజ్యూమె ఇంకా చదవబడుతోంది. పూర్తయినప్పుడు మేము అర్థం చేసుకున్నది ఇక్కడ కనిపిస్తుంది.',
  reviewNotRead: 'మీ రెజ్యూమెను ఇంకా చదవలేదు.',
  goUpload: 'మీ రెజ్యూమెను అప్‌లోడ్ చేయండి',
  goUploadAgain: 'మీ రెజ్యూమెను మళ్లీ అప్‌లోడ్ చేయండి',
  linesHintMax: 'ఒక్కో పంక్తిలో ఒకటి, గరిష్ఠంగా {max}.',

  sectionContact: 'సంప్రదింపు వివరాలు',
  nameLabel: 'పేరు',
  emailLabel: 'ఈమెయిల్',
  phoneLabel: 'ఫోన్',
  locationLabel: 'ప్రాంతం',
  linksLabel: 'లింకులు (LinkedIn, GitHub, పోర్ట్‌ఫోలియో)',

  sectionSummary: 'సారాంశం',
  summaryLabel: 'మీ గురించి',
  summaryHint: 'మీ గురించి, మీ పని గురించి కొన్ని వాక్యాలు, గరిష్ఠంగా {max} అక్షరాలు.',

  sectionSkills: 'నైపుణ్యాలు',
  skillsLabel: 'మీ నైపుణ్యాలు',

  sectionExperience: 'అనుభవం',
  experienceEntry: 'అనుభవం {n}',
  experienceNamed: 'అనుభవం {n}: {name}',
  titleAtEmployer: '{employer}లో {title}',
  jobTitleLabel: 'ఉద్యోగ హోదా',
  employerLabel: 'యజమాని సంస్థ',
  periodLabel: 'కాలం',
  periodHint: 'మీరు రాసే విధంగానే, ఉదాహరణకు “Jun 2019 – Present” లేదా “2018 – 2020”.',
  experienceDetailsLabel: 'మీరు చేసిన పని',
  addExperience: 'అనుభవాన్ని జోడించండి',
  removeExperience: 'అనుభవం {n} తీసివేయండి',
  removeExperienceNamed: 'అనుభవం {n} తీసివేయండి: {name}',
  experienceAdded: 'అనుభవం {n} జోడించబడింది.',
  experienceRemoved: 'అనుభవం {n} తీసివేయబడింది.',
  noExperience: 'ఏ అనుభవమూ నమోదు కాలేదు.',
  experienceFull: 'మీరు గరిష్ఠంగా {max} అనుభవాలను నమోదు చేయవచ్చు.',

  sectionEducation: 'విద్య',
  educationEntry: 'విద్య {n}',
  educationNamed: 'విద్య {n}: {name}',
  degreeAtInstitution: '{degree}, {institution}',
  degreeLabel: 'డిగ్రీ లేదా కోర్సు',
  institutionLabel: 'పాఠశాల, కళాశాల లేదా విశ్వవిద్యాలయం',
  gradeLabel: 'గ్రేడ్',
  gradeHint: 'ఉదాహరణకు “8.2 CGPA” లేదా “78%”. కావాలంటే ఖాళీగా వదిలేయండి.',
  addEducation: 'విద్యను జోడించండి',
  removeEducation: 'విద్య {n} తీసివేయండి',
  removeEducationNamed: 'విద్య {n} తీసివేయండి: {name}',
  educationAdded: 'విద్య {n} జోడించబడింది.',
  educationRemoved: 'విద్య {n} తీసివేయబడింది.',
  noEducation: 'ఏ విద్యా వివరాలూ నమోదు కాలేదు.',
  educationFull: 'మీరు గరిష్ఠంగా {max} విద్యా వివరాలను నమోదు చేయవచ్చు.',

  sectionProjects: 'ప్రాజెక్టులు',
  projectEntry: 'ప్రాజెక్ట్ {n}',
  projectNamed: 'ప్రాజెక్ట్ {n}: {name}',
  projectNameLabel: 'ప్రాజెక్ట్ పేరు',
  projectDetailsLabel: 'ప్రాజెక్ట్ గురించి',
  addProject: 'ప్రాజెక్ట్‌ను జోడించండి',
  removeProject: 'ప్రాజెక్ట్ {n} తీసివేయండి',
  removeProjectNamed: 'ప్రాజెక్ట్ {n} తీసివేయండి: {name}',
  projectAdded: 'ప్రాజెక్ట్ {n} జోడించబడింది.',
  projectRemoved: 'ప్రాజెక్ట్ {n} తీసివేయబడింది.',
  noProjects: 'ఏ ప్రాజెక్టులూ నమోదు కాలేదు.',
  projectsFull: 'మీరు గరిష్ఠంగా {max} ప్రాజెక్టులను నమోదు చేయవచ్చు.',

  sectionCertifications: 'సర్టిఫికేషన్లు',
  certificationsLabel: 'మీ సర్టిఫికేషన్లు',
  sectionLanguages: 'భాషలు',
  languagesLabel: 'మీకు వచ్చిన భాషలు',

  save: 'మార్పులను సేవ్ చేయండి',
  saving: 'మీ మార్పులు సేవ్ అవుతున్నాయి',
  saved: 'మీ మార్పులు సేవ్ అయ్యాయి. ఇకపై సూచనలు వీటినే ఉపయోగిస్తాయి.',
  saveFailed: 'మీ మార్పులను సేవ్ చేయలేకపోయాము. {reason}',
  showNewReading: 'కొత్తగా చదివిన రెజ్యూమెను తనిఖీ చేయండి',
  tooLong: 'గరిష్ఠంగా {max} అక్షరాలు ఉపయోగించండి; ఇందులో {count} ఉన్నాయి.',
  lineTooLong: 'పంక్తి {line}లో {max} కంటే ఎక్కువ అక్షరాలు ఉన్నాయి.',
  tooManyLines: 'గరిష్ఠంగా {max} పంక్తులు ఉపయోగించండి; ఇందులో {count} ఉన్నాయి.',
  fieldIn: '{entry}, {field}',
};

export default te;
