// Telugu texts of the library area (see messages.ts for the English).
import type { Translation } from '@nclude/shared/messages';
import type { libraryMessages } from './messages';

const te: Translation<typeof libraryMessages> = {
  scopeRequired:
    'గ్రంథాలయం దాని కార్యక్రమంలో నమోదైన పాఠకుల కోసం. మీ ఖాతాకు గ్రంథాలయ ప్రవేశం ఇవ్వమని మీ సంస్థను లేదా నిర్వాహకుడిని అడగండి.',
  bookNotFound: 'ఆ పుస్తకం గ్రంథాలయంలో లేదు.',
  noMoreSections: 'ప్లే చేయడానికి ఇంకా విభాగాలు లేదా పేజీలు లేవు',
  sectionNotFound: 'ఈ పుస్తకంలో విభాగం {index} లేదు.',
  audioMissing: 'ఈ విభాగం ఆడియో అందుబాటులో లేదు. దయచేసి తర్వాత మళ్లీ ప్రయత్నించండి.',
  linkExpired: 'ఈ ఆడియో చిరునామా గడువు ముగిసింది. పుస్తకాన్ని మళ్లీ తెరవండి.',
  progressIndex: 'ఈ పుస్తకంలో 0 నుండి {last} వరకు {count} విభాగాలు ఉన్నాయి: విభాగం {index} లేదు.',
  progressOffset: 'విభాగం {index} నిడివి {duration} సెకన్లు: {offset} సెకన్లు దాని ముగింపు తర్వాత ఉంది.',
  shelfEmpty: 'మీ పుస్తకాల అర ఖాళీగా ఉంది. మీరు వినే పుస్తకాలు ఇక్కడ కనిపిస్తాయి.',
  shelfBooks: 'మీ పుస్తకాల అరలో పుస్తకాలు: {count}',
  aReader: 'ఒక పాఠకుడు',
};

export default te;
