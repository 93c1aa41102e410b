// Telugu texts of the chat component (see messages.ts for the English).
import type { Translation } from '../../messages';
import type { chatMessages } from './messages';

const te: Translation<typeof chatMessages> = {
  you: 'మీరు',
  assistant: 'సహాయకుడు',
  send: 'పంపండి',
  stop: 'ఆపండి',
  newConversation: 'కొత్త సంభాషణ',
  keysHint: 'Enter నొక్కితే సందేశం పంపబడుతుంది; Shift+Enter కొత్త పంక్తిని ప్రారంభిస్తుంది.',
  characterCount: '{max} లో {count} అక్షరాలు',
  working: 'పని జరుగుతోంది',
  stillWorking: 'ఇంకా పని జరుగుతోంది',
  replyFrom: 'సహాయకుడి జవాబు:',
  replyContinues: 'పూర్తి జవాబు సంభాషణలోని చివరి సందేశం.',
  stopped: 'మీరు ఈ జవాబును ఆపారు.',
  stoppedAnnouncement: 'జవాబు ఆపబడింది.',
  failed: 'ఈ సందేశానికి జవాబు రాలేదు: {reason}',
  sources: 'మూలాలు',
  opensNewTab: '(కొత్త ట్యాబ్‌లో తెరుచుకుంటుంది)',
  table: 'పట్టిక (పక్కకు స్క్రోల్ అవుతుంది)',
  code: 'కోడ్ (పక్కకు స్క్రోల్ అవుతుంది)',
  cleared: 'కొత్త సంభాషణ ప్రారంభమైంది.',
};

export default te;
