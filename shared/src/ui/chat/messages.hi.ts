// Hindi texts of the chat component (see messages.ts for the English).
import type { Translation } from '../../messages';
import type { chatMessages } from './messages';

const hi: Translation<typeof chatMessages> = {
  you: 'आप',
  assistant: 'सहायक',
  send: 'भेजें',
  stop: 'रोकें',
  newConversation: 'नई बातचीत',
  keysHint: 'Enter दबाने से संदेश भेजा जाता है; Shift+Enter से नई पंक्ति शुरू होती है।',
  characterCount: '{max} में से {count} अक्षर',
  working: 'काम चल रहा है',
  stillWorking: 'अभी भी काम चल रहा है',
  replyFrom: 'सहायक का उत्तर:',
  replyContinues: 'पूरा उत्तर बातचीत का अंतिम संदेश है।',
  stopped: 'आपने यह उत्तर रोक दिया।',
  stoppedAnnouncement: 'उत्तर रोक दिया गया।',
  failed: 'इस संदेश का उत्तर नहीं मिला: {reason}',
  sources: 'स्रोत',
  opensNewTab: '(नए टैब में खुलता है)',
  table: 'तालिका (बगल में स्क्रॉल होती है)',
  code: 'कोड (बगल में स्क्रॉल होता है)',
  cleared: 'नई बातचीत शुरू हुई।',
};

export default hi;
