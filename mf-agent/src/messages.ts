// Every text of the assistants' pages: English inline (also the fallback), Hindi and Telugu in
// messages.hi.ts and messages.te.ts, loaded on demand. Page titles and the sidebar label live in
// remote.json.
import { defineMessages } from '@nclude/shared';

export const agentMessages = {
  // The Information Access chatbot (/chatbot)
  chatbotHeading: 'Information Access',
  chatbotIntro:
    'Ask about your rights, disability certificates and the UDID card, scholarships and schemes, reservation in jobs and education, screen readers and other assistive technology, finding work, or using Nclude. Answers come from the Nclude knowledge base, with links to the official pages.',
  modeModel:
    'Answers are written by a language model from the knowledge base and cite their sources. Check important details on the official page.',
  modeSearch:
    'No language model is set up on this server: replies are search results, passages quoted from the knowledge base with their sources.',
  inputLabel: 'Your message',
  inputPlaceholder: 'Start your chat here...',
  logLabel: 'Conversation with the Information Access assistant',
} as const;

export const m = defineMessages(agentMessages, {
  hi: () => import('./messages.hi'),
  te: () => import('./messages.te'),
});
