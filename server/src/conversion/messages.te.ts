// Telugu texts of the conversion area (see messages.ts for the English).
import type { Translation } from '@nclude/shared/messages';
import type { conversionMessages } from './messages';

const te: Translation<typeof conversionMessages> = {
  accepted: 'మీ పత్రం అప్‌లోడ్ అయింది, దాన్ని మార్చడం జరుగుతోంది.',
  requestNotFound: 'అభ్యర్థన కనబడలేదు',
  outputFormatRequired: 'అవుట్‌పుట్ ఫార్మాట్ తప్పనిసరి.',
  outputFormatInvalid: 'అవుట్‌పుట్ ఫార్మాట్‌గా HTML, DOCX లేదా EPUB ఎంచుకోండి.',
  languageInvalid: 'పత్రం భాషను ఎంచుకోండి: స్వయంచాలకం, ఇంగ్లీష్, హిందీ లేదా తెలుగు.',
  tagTooLong: 'ట్యాగ్‌లో గరిష్ఠంగా {max} అక్షరాలు ఉండవచ్చు.',
  tooManyActiveDocuments:
    'మీ {count} పత్రాలు ఇప్పటికే వేచి ఉన్నాయి లేదా మార్చబడుతున్నాయి. వాటిలో ఒకటి సిద్ధమైనప్పుడు మళ్లీ ప్రయత్నించండి.',
  tooManyActiveMedia:
    'మీ {count} ఫైళ్లు ఇప్పటికే వేచి ఉన్నాయి లేదా వాటికి క్యాప్షన్లు తయారవుతున్నాయి. వాటిలో ఒకటి సిద్ధమైనప్పుడు మళ్లీ ప్రయత్నించండి.',
  fileRequired: 'మార్చడానికి ఒక PDF పత్రాన్ని ఎంచుకోండి.',
  deleted: 'అభ్యర్థన మరియు దాని ఫైళ్లు తొలగించబడ్డాయి.',
  cancelled: 'మార్పిడి రద్దు చేయబడింది.',
  restarted: 'మార్పిడి మళ్లీ ప్రారంభమైంది.',
  notRestartable: 'విఫలమైన లేదా రద్దు చేసిన మార్పిడిని మాత్రమే మళ్లీ ప్రారంభించవచ్చు.',
  notCancellable: 'ఈ మార్పిడి ఇప్పటికే ముగిసింది.',
  resultNotReady: 'మార్చిన ఫైల్ ఇంకా సిద్ధంగా లేదు.',
  stageQueued: 'ప్రారంభం కోసం వేచి ఉంది',
  stageReading: 'పేజీ {done} / {total} చదువుతోంది',
  stageRecognising: 'పేజీ {done} / {total} లోని పాఠ్యాన్ని గుర్తిస్తోంది',
  stageStructuring: 'శీర్షికలు, జాబితాలు, పట్టికలను కనుగొంటోంది',
  stageWriting: '{format} ఫైల్ రాస్తోంది',
  stageSaving: 'ఫలితాన్ని భద్రపరుస్తోంది',
  failedEncrypted: 'ఈ PDF పాస్‌వర్డ్‌తో రక్షించబడింది. పాస్‌వర్డ్ తీసివేసి మళ్లీ అప్‌లోడ్ చేయండి.',
  failedDamaged: 'ఈ PDF పాడైంది, చదవడం సాధ్యం కాదు. దాన్ని తయారు చేసిన ప్రోగ్రామ్‌లో మళ్లీ సేవ్ చేసి కొత్త ప్రతిని అప్‌లోడ్ చేయండి.',
  failedEmpty: 'ఈ PDFలో మార్చడానికి పేజీలు లేదా విషయం లేదు.',
  failedNotPdf: 'ఈ ఫైల్ PDF పత్రం కాదు.',
  failedTooBig: 'ఈ PDFను మార్చడానికి సర్వర్ అనుమతించే దానికంటే ఎక్కువ మెమరీ అవసరం. దాన్ని చిన్న భాగాలుగా విభజించండి.',
  failedTooManyPages: 'ఈ PDFలో ఒకేసారి మార్చడానికి చాలా ఎక్కువ పేజీలు ఉన్నాయి. దాన్ని చిన్న భాగాలుగా విభజించండి.',
  readyTitle: '{fileName} సిద్ధంగా ఉంది',
  readyBody: '{format} వెర్షన్‌ను మీ మునుపటి అభ్యర్థనల నుండి డౌన్‌లోడ్ చేసుకోవచ్చు.',
  failedTitle: '{fileName} ను మార్చడం సాధ్యం కాలేదు',
};

export default te;
