// Telugu texts of the captions area (see messages.ts for the English).
import type { Translation } from '@nclude/shared/messages';
import type { captionMessages } from './messages';

const te: Translation<typeof captionMessages> = {
  accepted: 'మీ రికార్డింగ్ అప్‌లోడ్ అయింది, దానికి క్యాప్షన్‌లు తయారవుతున్నాయి.',
  fileRequired: 'క్యాప్షన్‌ల కోసం ఒక ఆడియో లేదా వీడియో ఫైల్‌ను ఎంచుకోండి.',
  outputFormatInvalid: 'అవుట్‌పుట్‌గా TXT, WebVTT లేదా SRT ఎంచుకోండి.',
  languageUnsupported: 'ఈ సర్వర్ స్పీచ్ ఇంజిన్ ఆ భాషను గుర్తించదు. {languages} ఎంచుకోండి.',
  unavailable: 'ఈ సర్వర్‌లో క్యాప్షన్‌లు అందుబాటులో లేవు: {reason}',
  missingFfmpeg: 'మీడియా డీకోడర్ (ffmpeg) ఇన్‌స్టాల్ కాలేదు. దయచేసి మీ నిర్వాహకుడికి చెప్పండి.',
  missingEngine: 'స్పీచ్ ఇంజిన్ ఏదీ ఏర్పాటు కాలేదు. దయచేసి మీ నిర్వాహకుడికి చెప్పండి.',
  refusedMidi:
    'ఇది MIDI ఫైల్: ఇందులో సింథసైజర్ కోసం స్వరాలు ఉంటాయి, రికార్డ్ చేసిన ధ్వని కాదు, కాబట్టి క్యాప్షన్ చేయడానికి మాటలు లేవు.',
  refusedNotMedia:
    'ఈ ఫైల్ మేము చదవగలిగే ఆడియో లేదా వీడియో కాదు. mp3, wav, aac, flac, ogg, wma, m4a, mp4, avi, mov, wmv, mkv లేదా flv ఫైల్‌ను ఎంచుకోండి.',
  refusedNoAudio: 'ఈ వీడియోలో ధ్వని ట్రాక్ లేదు, కాబట్టి క్యాప్షన్ చేయడానికి మాటలు లేవు.',
  refusedTooLong:
    'ఈ రికార్డింగ్ నిడివి {duration}; మేము గరిష్ఠంగా {max} వరకు క్యాప్షన్ చేస్తాము. దీన్ని చిన్న భాగాలుగా విభజించండి.',
  refusedUndecodable: 'ఈ ఫైల్ ధ్వనిని డీకోడ్ చేయలేము. ఇది పాడై ఉండవచ్చు: మళ్లీ ఎక్స్‌పోర్ట్ చేసి కొత్త కాపీని అప్‌లోడ్ చేయండి.',
  noSpeech: 'ఈ రికార్డింగ్‌లో మాటలు కనిపించలేదు.',
  engineRefused: 'స్పీచ్ ఇంజిన్ ఈ రికార్డింగ్‌ను తిరస్కరించింది: {reason}',
  stageDecoding: 'ధ్వనిని డీకోడ్ చేస్తున్నాము',
  stageFindingSpeech: 'మాటలను కనుగొంటున్నాము',
  stageRecognising: 'మాటలను గుర్తిస్తున్నాము: {total}లో {done}',
  stageWriting: '{format} క్యాప్షన్‌లు రాస్తున్నాము',
  readyTitle: '{fileName} క్యాప్షన్‌లు సిద్ధంగా ఉన్నాయి',
  readyBody: 'ట్రాన్స్‌క్రిప్ట్‌ను తెరవండి, లేదా మీ మునుపటి అభ్యర్థనల నుండి {format} ఫైల్‌ను డౌన్‌లోడ్ చేయండి.',
  failedTitle: '{fileName} క్యాప్షన్‌లు తయారు చేయలేకపోయాము',
  notReady: 'క్యాప్షన్‌లు ఇంకా సిద్ధంగా లేవు.',
  linkExpired: 'ఈ మీడియా చిరునామా గడువు ముగిసింది. ట్రాన్స్‌క్రిప్ట్‌ను మళ్లీ తెరవండి.',
  lowAccuracy:
    'ఈ క్యాప్షన్‌లను ఒక ప్రాథమిక స్పీచ్ రికగ్నైజర్ తయారు చేసింది, వీటిలో చాలా తప్పులు ఉండవచ్చు. మీ నిర్వాహకుడు మరింత ఖచ్చితమైన ఇంజిన్‌ను ఏర్పాటు చేయగలరు.',
};

export default te;
