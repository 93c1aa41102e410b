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
  // Messages beyond words (the browser agent): a problem, a picture, a link, a question
  assistantProblem: 'Problem: {reason}',
  pictureHidden: 'Picture hidden: {alt}',
  pictureSaid: 'Picture: {alt}',
  linkSaid: 'With a link: {text}.',
  confirmSaid: 'Answer with Go ahead or Cancel, below the question.',
  goAhead: 'Go ahead',
  cancel: 'Cancel',
  youWentAhead: 'You said go ahead.',
  youCancelled: 'You cancelled.',
  // The conversation area of an assistant's page: the chat and the earlier conversations
  loadingChat: 'Loading the assistant…',
  unreachable: 'The assistant could not be reached. {reason}',
  historyHeading: 'Your earlier conversations',
  historyIntro: 'Questions you asked before are kept here until you delete them.',
  historyEmpty: 'You have no earlier conversations yet.',
  historyFailed: 'Your earlier conversations could not be loaded. {reason}',
  loadingHistory: 'Loading your earlier conversations…',
  openConversation: 'Open',
  deleteConversation: 'Delete',
  conversationOpened: 'Conversation “{title}” opened. Its messages are in the log.',
  conversationOpenFailed: 'The conversation could not be opened. {reason}',
  current: '(open now)',
  deleteTitle: 'Delete the conversation “{title}”?',
  deleteText: 'Its questions and answers are removed for good.',
  deleteConfirm: 'Delete it',
  keepIt: 'Keep it',
  deleted: 'The conversation “{title}” was deleted.',
  deleteFailed: 'The conversation could not be deleted. {reason}',
} as const;

export const ct = defineMessages(chatMessages, {
  hi: () => import('./messages.hi'),
  te: () => import('./messages.te'),
});
