// Telugu texts of the library ingestion (see messages.ts for the English).
import type { Translation } from '@nclude/shared/messages';
import type { ingestMessages } from './messages';

const te: Translation<typeof ingestMessages> = {
  unknownFormat:
    'ఇది మేము చదవగలిగే పుస్తకం కాదు. TXT, HTML, DOCX లేదా EPUB ఫైల్, MP3 ఫైల్‌లు (ప్రతి అధ్యాయానికి ఒకటి), లేదా DAISY 2.02 లేదా DAISY 3 పుస్తకం ఇవ్వండి.',
  notUtf8:
    'ఈ టెక్స్ట్ ఫైల్ UTF-8 (యూనికోడ్)లో లేదు. దీన్ని UTF-8గా మళ్లీ సేవ్ చేసి (Notepadలో: Save as, Encoding UTF-8) మళ్లీ ప్రయత్నించండి.',
  emptyBook: 'ఈ పుస్తకంలో చదవడానికి టెక్స్ట్ లేదా ఆడియో లేదు.',
  noChapters:
    'అధ్యాయాలు కనిపించలేదు. ప్రతి అధ్యాయాన్ని ఒక శీర్షికతో మొదలుపెట్టండి: "Chapter 1", "अध्याय 1" లేదా "అధ్యాయం 1" వంటి పంక్తి, Markdownలో "#" శీర్షిక, లేదా పత్రంలో Heading 1 లేదా 2.',
  tooLarge: 'ఈ పుస్తకం మేము అంగీకరించే పరిమితి ({limit}) కంటే పెద్దది. దీన్ని చిన్న పుస్తకాలుగా విభజించండి.',
  zipBomb:
    'ఈ ఆర్కైవ్ మా పరిమితి ({limit}) కంటే పెద్దదిగా విప్పుతుంది లేదా చాలా ఎక్కువ ఫైల్‌లను కలిగి ఉంది. ఇది పాడై ఉండవచ్చు లేదా సర్వర్‌కు హాని చేయడానికి తయారు చేసి ఉండవచ్చు.',
  tooDense:
    'ఈ ఆర్కైవ్ తన పరిమాణానికి {ratio} రెట్లకు మించి విప్పుతుంది, ఏ నిజమైన పుస్తకమూ అలా చేయదు. ఇది పాడై ఉండవచ్చు లేదా సర్వర్‌కు హాని చేయడానికి తయారు చేసి ఉండవచ్చు.',
  tooMuchMemory:
    'ఈ పుస్తకాన్ని చదవడానికి మేము అనుమతించే దాని ({limit}) కంటే ఎక్కువ మెమరీ కావాలి. దీన్ని చిన్న పుస్తకాలుగా విభజించండి.',
  badZip: 'ఈ ఆర్కైవ్ పాడైంది, తెరవలేము: {reason}',
  badEpub: 'ఈ EPUBని చదవలేము: {reason}',
  badDaisy: 'ఈ DAISY పుస్తకాన్ని చదవలేము: {reason}',
  badAudio: 'ఆడియో ఫైల్ {file}ను చదవలేము: {reason}',
  badDocx: 'ఈ Word పత్రాన్ని చదవలేము: {reason}',
  languageUnsupported: 'పుస్తకాలను ఇంగ్లీష్, హిందీ లేదా తెలుగులో మాత్రమే చదివి వినిపించగలము.',
  sourceMissing: 'చేర్చాల్సిన ఫైల్ ఇప్పుడు లేదు. దాన్ని మళ్లీ అప్‌లోడ్ చేయండి.',
  pathNotAllowed: 'పుస్తకాలను లైబ్రరీ ఇంపోర్ట్ ఫోల్డర్ నుండి మాత్రమే చేర్చగలము.',
  categoryRequired: 'పుస్తకానికి గరిష్ఠంగా {max} అక్షరాల వర్గాన్ని ఇవ్వండి.',
  badSlug:
    'పుస్తకం చిరునామా పేరు చిన్న ఆంగ్ల అక్షరాలు, అంకెలు, హైఫన్‌లతో ఉండాలి ("the-river" వంటిది), గరిష్ఠంగా {max} అక్షరాలు.',
  badCollection:
    'సంకలనం "nclude" (Nclude Books) లేదా "telangana" (Telangana Books) అయి ఉండాలి, లేదా ఏదీ కాదు.',
  cancelled: 'పుస్తకాన్ని చేర్చడం రద్దు చేయబడింది.',
  stageReading: 'పుస్తకాన్ని చదువుతున్నాము',
  stageSynthesising: 'ఆడియో తయారవుతోంది: {total}లో విభాగం {done}',
  stageFinishing: 'పూర్తి చేస్తున్నాము',
};

export default te;
