// Telugu texts of the news area (see messages.ts for the English).
import type { Translation } from '@nclude/shared/messages';
import type { newsMessages } from './messages';

const te: Translation<typeof newsMessages> = {
  articleNotFound: 'ఆ వ్యాసం లేదు, లేదా తొలగించబడింది.',
  sourceUnknown: '"{name}" అనే వార్తా మూలం లేదు.',
  categoryNeedsSource: 'వర్గాన్ని ఎంచుకునే ముందు వార్తా మూలాన్ని ఎంచుకోండి.',
  categoryUnknown: '"{source}" మూలంలో "{category}" అనే వర్గం లేదు.',
  linkExpired: 'ఈ చిరునామా గడువు ముగిసింది. కొత్తది పొందడానికి వ్యాసాన్ని మళ్లీ తెరవండి.',
  imageUnavailable: 'ఈ వ్యాసం చిత్రాన్ని దాని ప్రచురణకర్త నుండి తీసుకురాలేకపోయాం.',
  audioUnavailable: 'దీన్ని సర్వర్‌లో చదివి వినిపించలేకపోయాం: {reason}',
  audioTooMany: 'ఒక నిమిషంలో చాలా రికార్డింగ్‌లు అడిగారు. {seconds} సెకన్ల తర్వాత మళ్లీ ప్రయత్నించండి.',
  nothingToRead: 'ఇక్కడ చదివి వినిపించడానికి ఏమీ లేదు.',
  sourceNotFound: 'ఆ వార్తా మూలం లేదు.',
  sourceNameRequired: 'మూలం పేరు నమోదు చేయండి.',
  categoryEmpty: 'వర్గం పేరు ఖాళీగా ఉండకూడదు.',
  sourceNameTaken: '"{name}" అనే మూలం ఇప్పటికే ఉంది.',
  sourceUrlTaken: '"{name}" మూలానికి ఇప్పటికే ఈ ఫీడ్ చిరునామా ఉంది.',
  sourceAddressRefused: 'ఈ ఫీడ్ చిరునామాను జోడించలేము: {reason}',
  localNotAllowed:
    'ఈ సర్వర్ స్థానిక మూలాలను అంగీకరించదు: అవి అభివృద్ధి మరియు పరీక్షల కోసం (NEWS_ALLOW_LOCAL_SOURCES).',
  categoryRepeated: '"{category}" వర్గం రెండుసార్లు ఇవ్వబడింది.',
  sourceAdded: '"{name}" మూలం జోడించబడింది. దాని మొదటి వ్యాసాలు కొద్దిసేపట్లో వస్తాయి.',
  sourcePaused: '"{name}" మూలం ఆపబడింది: మీరు మళ్లీ ప్రారంభించే వరకు దాన్ని తనిఖీ చేయము.',
  sourceResumed: '"{name}" మూలాన్ని మళ్లీ తనిఖీ చేస్తాం.',
  sourceSaved: '"{name}" మూలం సేవ్ చేయబడింది.',
  sourceRemoved: '"{name}" మూలం మరియు దాని {count} వ్యాసాలు తొలగించబడ్డాయి.',
  pollStarted: '"{name}" మూలం తనిఖీ అవుతోంది. దాని స్థితి ఈ పేజీలో కనిపిస్తుంది.',
  pollRunning: '"{name}" మూలం ఇప్పటికే తనిఖీ అవుతోంది.',
  feedWorks: 'ఈ {format} ఫీడ్ పనిచేస్తోంది: ఇందులో {count} వ్యాసాలు ఉన్నాయి.',
  feedHasNoItems: 'ఈ ఫీడ్ పనిచేస్తోంది కానీ ఇందులో వ్యాసాలు లేవు.',
  feedFetchFailed: 'ఫీడ్‌ను తీసుకురాలేకపోయాం: {reason}',
  feedUnreadable: 'ఫీడ్‌ను చదవలేకపోయాం: {reason}',
  imageFrom: '{source} నుండి చిత్రం',
};

export default te;
