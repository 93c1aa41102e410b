// Telugu texts of the careers area (see messages.ts for the English).
import type { Translation } from '@nclude/shared/messages';
import type { careerMessages } from './messages';

const te: Translation<typeof careerMessages> = {
  jobNotFound: 'ఆ ఉద్యోగ ప్రకటన లేదు.',
  jobClosed: 'ఈ ఉద్యోగానికి దరఖాస్తులు ముగిశాయి.',
  alreadyApplied: 'మీరు ఈ ఉద్యోగానికి {date} న ఇప్పటికే దరఖాస్తు చేశారు.',
  consentRequired: 'దరఖాస్తు చేయడానికి, ముందుగా మీ పేరు, సంప్రదింపు వివరాలు మరియు రెజ్యూమె యజమానికి పంపడానికి అంగీకరించండి.',
  resumeRequired: 'ముందుగా మీ రెజ్యూమెను అప్‌లోడ్ చేయండి: సూచనలు దాని నుంచే వస్తాయి.',
  resumeStillReading: 'మీ రెజ్యూమె ఇంకా చదవబడుతోంది. సూచనలు కొద్దిసేపట్లో వస్తాయి.',
  resumeNotRead: 'మీ రెజ్యూమెను చదవలేకపోయాం, కాబట్టి ఇంకా సూచనలు లేవు. దాన్ని PDFగా మళ్లీ అప్‌లోడ్ చేయండి.',
  resumeReplaced:
    'మీరు ఈ రెజ్యూమెను తనిఖీ చేస్తున్నప్పుడు కొత్త రెజ్యూమె అప్‌లోడ్ అయింది. కొత్త దాని నుండి మేము అర్థం చేసుకున్నది తనిఖీ చేయండి.',
  resumeFileRequired: 'మీ రెజ్యూమెను ఎంచుకోండి, ఒక PDF ఫైల్.',
  applied: '{title} కోసం మీ దరఖాస్తు {company} కు పంపబడింది.',
  resumeSaved: 'మీ సవరణలు సేవ్ అయ్యాయి. సూచనలు ఇప్పుడు వాటిని ఉపయోగిస్తాయి.',
  reasonSkills: 'మీ నైపుణ్యాలతో సరిపోతుంది: {list}',
  reasonRole: '{title} గా మీ పనికి దగ్గరగా ఉంది',
  reasonSuits: '{disability} కు అనుకూలం',
  reasonExperience: 'మీ {years} సంవత్సరాల అనుభవానికి సరిపోతుంది',
  reasonFreshers: 'ఫ్రెషర్లకు అవకాశం',
  stageReading: 'మీ రెజ్యూమె చదవబడుతోంది',
  stageUnderstanding: 'మీ రెజ్యూమె అర్థం చేసుకోబడుతోంది',
  resumeReadyTitle: 'మీ రెజ్యూమె చదవబడింది',
  resumeReadyBody: 'మేము ఏమి అర్థం చేసుకున్నామో చూడండి: సూచనలు దాని నుంచే వస్తాయి.',
  resumeFailedTitle: 'మీ రెజ్యూమెను చదవలేకపోయాము',
  resumeEmpty:
    'ఈ PDF లో ఏ పాఠ్యం దొరకలేదు, దాని చిత్రాలను గుర్తించినా కూడా. వర్డ్ ప్రాసెసర్ నుంచి PDF గా సేవ్ చేసిన రెజ్యూమెను అప్‌లోడ్ చేయండి.',
  appliedTitle: 'దరఖాస్తు పంపబడింది: {title}',
  appliedBody: 'మీ వివరాలు మరియు రెజ్యూమె {company} కు పంపబడ్డాయి. వారు మిమ్మల్ని నేరుగా సంప్రదిస్తారు.',
  employerSubject: 'Application for {title} from {name} (via Nclude)',
  employerBody:
    '{name} has applied for the job "{title}" you posted on Nclude, a portal for people with disabilities.\n\nEmail: {email}\nPhone: {phone}\n\nTheir resume is attached. Please reply to them directly.',
  importFileRequired: 'ఒక ఫీడ్ ఫైల్‌ను ఎంచుకోండి: CSV, JSON లేదా JSON-LD.',
  importNotText: 'ఈ ఫైల్ పాఠ్యం కాదు: ఫీడ్ అంటే UTF-8 లో CSV, JSON లేదా JSON-LD ఫైల్.',
  importDone:
    'దిగుమతి పూర్తయింది: {added} జోడించబడ్డాయి, {updated} నవీకరించబడ్డాయి, {unchanged} మారలేదు, {refused} తిరస్కరించబడ్డాయి.',
  postingClosed: '{title} మూసివేయబడింది: ఇది ఇకపై ఉద్యోగాల జాబితాల్లో కనిపించదు.',
  postingReopened: '{title} మళ్లీ తెరవబడింది.',
  feedNotFound: '"{name}" అనే షెడ్యూల్ చేసిన ఫీడ్ ఏదీ లేదు.',
  feedRunning: 'ఫీడ్ "{name}" ఇప్పటికే ఇంపోర్ట్ అవుతోంది.',
  feedStarted: 'ఫీడ్ "{name}" ఇంపోర్ట్ అవుతోంది. దాని నివేదిక ఈ పేజీలోనే వస్తుంది.',
  applicationNotFound: 'ఆ దరఖాస్తు లేదు.',
  importJsonLdInvalid: 'ఈ ఫీడ్‌లోని JSON-LD చదవలేము: ఇది సరైన JSON కాదు.',
  importJsonInvalid: 'ఈ JSON ఫీడ్‌ను చదవలేము: ఇది సరైన JSON కాదు.',
  importJsonShape: 'JSON ఫీడ్ అంటే ఉద్యోగాల జాబితా, లేదా "jobs" జాబితా ఉన్న ఆబ్జెక్ట్.',
  importCsvInvalid: 'ఈ CSV ఫైల్‌ను చదవలేము: {detail}',
  importEmpty: 'ఈ ఫీడ్‌లో ఉద్యోగాలు ఏవీ లేవు.',
  importTooMany: 'ఈ ఫీడ్‌లో {count} ఉద్యోగాలు ఉన్నాయి; ఒకేసారి గరిష్టంగా {max} ఇంపోర్ట్ అవుతాయి.',
  feedTooLarge: 'ఫీడ్ 10 MB కంటే పెద్దది.',
  feedAnswered: 'ఫీడ్ సర్వర్ {status} అని సమాధానం ఇచ్చింది.',
  importNul: 'ఫీల్డ్ {field}లో NUL అక్షరం (U+0000) ఉంది, దీన్ని ఏ ఫీల్డ్ అంగీకరించదు.',
  notGiven: 'ఇవ్వలేదు',
};

export default te;
