// Telugu texts of the library's downloads (see format-messages.ts for the English).
import type { Translation } from '@nclude/shared/messages';
import type { libraryFormatMessages } from './format-messages';

const te: Translation<typeof libraryFormatMessages> = {
  bookNotFound: 'ఈ పుస్తకం గ్రంథాలయంలో లేదు.',
  bookNotReady: 'ఈ పుస్తకం ఇంకా గ్రంథాలయం కోసం సిద్ధమవుతోంది. జాబితాలో కనిపించిన తర్వాత మళ్ళీ ప్రయత్నించండి.',
  bookHasNoAudio: 'ఈ పుస్తకానికి ఇంకా ఆడియో లేదు, కాబట్టి డౌన్‌లోడ్ చేయడానికి MP3 లేదు.',
  bookHasNoText:
    'ఈ పుస్తకం ఆడియో రూపంలో మాత్రమే వచ్చింది: {format} తయారు చేయడానికి ఇందులో పాఠ్యం లేదు. డౌన్‌లోడ్ చేయడానికి MP3 ఎంచుకోండి.',
  formatBuilding: 'దయచేసి వేచి ఉండండి, పుస్తకం యొక్క ఈ ఫార్మాట్‌ను సిద్ధం చేస్తున్నాము...',
  formatReady: 'ఈ పుస్తకం యొక్క {format} డౌన్‌లోడ్‌కు సిద్ధంగా ఉంది.',
  telanganaMp3Only: 'తెలంగాణ పుస్తకాలు MP3 రూపంలో మాత్రమే లభిస్తాయి. ఈ పుస్తకాన్ని డౌన్‌లోడ్ చేయడానికి MP3 ఎంచుకోండి.',
  formatNotBuilt: 'ఈ పుస్తకం యొక్క {format} ఇంకా తయారు కాలేదు. ముందుగా దాన్ని అడగండి: కొద్దిసేపట్లో సిద్ధమవుతుంది.',
  downloadRecorded: 'ఈ పుస్తకం మీ డౌన్‌లోడ్ నమోదు చేయబడింది.',
  stageWriting: 'పుస్తకం యొక్క {format} తయారవుతోంది',
  stageSaving: '{format} భద్రపరుస్తున్నాము',
};

export default te;
