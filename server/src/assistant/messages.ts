// The assistants' texts (English; Hindi and Telugu beside it). Replies are written in the language
// the person writes in; errors in the language of their interface.
import { defineMessages } from '@nclude/shared/messages';

export const assistantMessages = {
  tooManyMessages: 'You have sent many messages in a short time. Wait {wait} and send it again.',
  stillAnswering: 'Your previous message is still being answered. Wait for it, or stop it first.',
  conversationNotFound: 'That conversation does not exist, or it was deleted.',
  conversationDeleted: 'The conversation was deleted.',
  modelUnavailable: 'The assistant is not answering just now. Try again in a moment.',
  modelRefused: 'The assistant could not answer this message. Try again, or ask it in other words.',
  // Replies
  greeting:
    'Hello! I am the Information Access assistant. Ask me about your rights under the Rights of Persons with Disabilities Act, reservation in jobs and education, the UDID card and disability certificates, scholarships and schemes, screen readers and other assistive technology, finding work, or using Nclude. For example: *How do I apply for a UDID card?*',
  greetingSearch:
    'No language model is set up on this server, so I answer with the best passages of the Nclude knowledge base, each with its official source.',
  thanks: 'You are welcome. Ask me anything else whenever you like.',
  searchIntro:
    'Search results from the Nclude knowledge base. These are quoted passages, not an answer written for your question:',
  sourceLine: 'Source: {link} (checked {date})',
  dontKnow:
    'I don’t know: I found nothing about that in the Nclude knowledge base, which covers disability rights, certificates, schemes and scholarships, assistive technology, careers and this portal. Try asking in other words, or ask here:',
  askCommissioner:
    'Your rights and complaints: the Chief Commissioner for Persons with Disabilities, https://ccpd.nic.in/',
  askDepartment:
    'Government schemes for persons with disabilities: the Department of Empowerment of Persons with Disabilities, https://depwd.gov.in/',
  askCoordinator: 'Using Nclude: the coordinator of the organisation that enrolled you.',
  // The Career Discovery assistant
  careerGreeting:
    'Hello! I am the Career Discovery assistant. I can suggest career paths and skills to learn from your resume, find jobs that suit you, and answer questions about resumes, interviews, exam facilities and skill training.',
  careerGreetingResume:
    'I have read your resume. Ask me, for example: *Which jobs suit me?* or *What skills should I learn next?*',
  careerNoResume:
    'Upload your resume on the [Career Discovery page](/opportunity) and I can also find jobs that match it.',
  careerGreetingSearch:
    'No language model is set up on this server, so I answer with the jobs that match your resume and passages of the Nclude knowledge base.',
  careerMatchesIntro: 'Jobs from the Nclude job list that match your resume, best first:',
  careerAllMatches: 'All of them are under [Recommended Jobs](/jobs).',
  careerNoMatches:
    'No open job matches your resume just now. Check the [job list](/jobs) again later.',
  careerDontKnow:
    'I found nothing about that in the Nclude knowledge base. Ask me about jobs that suit you, skills to learn, resumes, interviews or exam facilities.',
} as const;

export const assistantText = defineMessages(assistantMessages, {
  hi: () => import('./messages.hi'),
  te: () => import('./messages.te'),
});
