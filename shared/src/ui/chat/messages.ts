// The chat component's texts (English; Hindi and Telugu beside it): loaded with the chat's own
// chunk, not with the shell's first load.
import { defineMessages } from '../../messages';

export const chatMessages = {
  you: 'You',
  assistant: 'Assistant',
  send: 'Send',
  stop: 'Stop',
  newConversation: 'New conversation',
  keysHint: 'Enter sends the message; Shift+Enter starts a new line.',
  characterCount: '{count} of {max} characters',
  working: 'Working on it',
  stillWorking: 'still working on it',
  replyFrom: 'Reply from the assistant:',
  replyContinues: 'The full reply is the last message of the conversation.',
  stopped: 'You stopped this reply.',
  stoppedAnnouncement: 'Reply stopped.',
  failed: 'This message was not answered: {reason}',
  sources: 'Sources',
  opensNewTab: '(opens in a new tab)',
  table: 'Table (scrolls sideways)',
  code: 'Code (scrolls sideways)',
  cleared: 'New conversation started.',
} as const;

export const ct = defineMessages(chatMessages, {
  hi: () => import('./messages.hi'),
  te: () => import('./messages.te'),
});
