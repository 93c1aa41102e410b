// Texts of the Career Discovery chatbot page (/opportunity/chatbot): English inline (also the
// fallback), Hindi and Telugu beside it.
import { defineMessages } from '@nclude/shared';

export const chatbotMessages = {
  heading: 'Career Discovery',
  intro:
    'Talk about your career: which jobs suit you, skills worth learning, your resume, interviews and exam facilities. The assistant uses your resume as understood and the jobs listed on Nclude.',
  checkResume: 'Check what we understood from your resume',
  uploadResume: 'Upload a new resume',
  inputLabel: 'Your message',
  inputPlaceholder: 'Chat....',
  logLabel: 'Conversation with the Career Discovery assistant',
  modeModel:
    'Answers are written by a language model from your resume, the job list and the knowledge base. Check details with the employer.',
  modeSearch:
    'No language model is set up on this server: replies list the jobs that match your resume and quote the knowledge base.',
} as const;

export const m = defineMessages(chatbotMessages, {
  hi: () => import('./messages.hi'),
  te: () => import('./messages.te'),
});
