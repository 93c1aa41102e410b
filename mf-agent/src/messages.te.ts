// Telugu texts of the assistants' pages (see messages.ts for the English).
import type { Translation } from '@nclude/shared';
import type { agentMessages } from './messages';

const te: Translation<typeof agentMessages> = {
  chatbotHeading: 'సమాచార ప్రాప్తి',
  chatbotIntro:
    'మీ హక్కులు, వైకల్య ధృవీకరణ పత్రం మరియు యూడీఐడీ కార్డు, స్కాలర్‌షిప్‌లు మరియు పథకాలు, ఉద్యోగాలు మరియు విద్యలో రిజర్వేషన్, స్క్రీన్ రీడర్లు మరియు ఇతర సహాయక సాంకేతికత, ఉద్యోగం వెతకడం, లేదా Nclude వాడటం గురించి అడగండి. జవాబులు Nclude జ్ఞాన భాండాగారం నుంచి, అధికారిక పేజీల లింకులతో వస్తాయి.',
  modeModel:
    'జవాబులను ఒక భాషా నమూనా జ్ఞాన భాండాగారం నుంచి రాస్తుంది, తన మూలాలను చెబుతుంది. ముఖ్యమైన వివరాలను అధికారిక పేజీలో సరిచూసుకోండి.',
  modeSearch:
    'ఈ సర్వర్‌లో భాషా నమూనా ఏర్పాటు చేయలేదు: జవాబులు శోధన ఫలితాలు, అంటే జ్ఞాన భాండాగారం నుంచి ఉల్లేఖించిన భాగాలు, వాటి మూలాలతో.',
  inputLabel: 'మీ సందేశం',
  inputPlaceholder: 'మీ సంభాషణను ఇక్కడ ప్రారంభించండి...',
  logLabel: 'సమాచార ప్రాప్తి సహాయకుడితో సంభాషణ',
  greeting: 'Hi',
  loadingChat: 'సహాయకుడు లోడ్ అవుతున్నాడు…',
  chatFailed: 'సహాయకుడిని చేరుకోలేకపోయాము. {reason}',
  historyHeading: 'మీ మునుపటి సంభాషణలు',
  historyIntro: 'మీరు ఇంతకు ముందు అడిగిన ప్రశ్నలు మీరు తొలగించే వరకు ఇక్కడ ఉంటాయి.',
  historyEmpty: 'మీకు ఇంకా మునుపటి సంభాషణలు లేవు.',
  historyFailed: 'మీ మునుపటి సంభాషణలు లోడ్ కాలేదు. {reason}',
  loadingHistory: 'మీ మునుపటి సంభాషణలు లోడ్ అవుతున్నాయి…',
  openConversation: 'తెరవండి',
  deleteConversation: 'తొలగించండి',
  conversationOpened: 'సంభాషణ “{title}” తెరవబడింది. దాని సందేశాలు లాగ్‌లో ఉన్నాయి.',
  conversationOpenFailed: 'సంభాషణను తెరవలేకపోయాము. {reason}',
  current: '(ఇప్పుడు తెరిచి ఉంది)',
  deleteTitle: 'సంభాషణ “{title}” తొలగించాలా?',
  deleteText: 'దాని ప్రశ్నలు మరియు జవాబులు శాశ్వతంగా తొలగించబడతాయి.',
  deleteConfirm: 'తొలగించండి',
  keepIt: 'ఉంచండి',
  deleted: 'సంభాషణ “{title}” తొలగించబడింది.',
  deleteFailed: 'సంభాషణను తొలగించలేకపోయాము. {reason}',
};

export default te;
