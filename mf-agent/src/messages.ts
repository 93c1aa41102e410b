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

  // The browser agent (/browser-agent)
  agentHeading: 'I-Stem Assistant',
  agentOnline: 'Online',
  agentConnecting: 'Connecting...',
  hideImages: 'Hide Images',
  showImages: 'Show Images',
  agentThinking: 'AI is thinking...',
  agentPlaceholderReady: 'Type your message...',
  agentPlaceholderWait: 'Please wait...',
  agentInputLabel: 'Your message to the assistant',
  agentLogLabel: 'Conversation with the I-Stem Assistant',
  agentIntro:
    'Hello! I am the I-Stem Assistant. I use the web for you: tell me in your own words what you need, and I will do it step by step while you follow here.\n\nI can:\n- search the web and open sites\n- click links and buttons, and fill in forms\n- read a page to you, or summarise it\n- book an appointment, order food or a cab, or check your mail with you\n\nBefore I pay, book, order or send anything, I ask you, and nothing happens until you choose Go ahead.\n\nI never type passwords. When a site needs you to be signed in (LinkedIn, Naukri, Swiggy, Uber or 1mg), sign in to it in this browser yourself, and I will use that sign-in through the Nclude companion extension.\n\nYou can stop a task at any time with Stop.',
  agentIntroCommands:
    'No language model is set up on this server, so I follow plain commands:\n- open, then a site or an address (open wikipedia.org)\n- search for, then your words (search for bus pass rules)\n- click, then the words of a link or button (click Apply now)\n- type, then your text, into, then the field (type Asha into Name)\n- select, then an option, in, then the list (select Hindi in Language)\n- scroll down, scroll up, go back\n- read this page, summarise\n\nJoin several with "then": search for railway concession then open the first result.',
  agentImageAlt: 'A picture of the page the assistant is using',
  signInNeeded:
    'To complete the task, I need access to your {site} account. Please click the button below to open {site} and log in to your account.',
  openSite: 'Open {site}',
  signedIn: 'Successfully logged into your {site} account.',
  extensionMissing:
    'To use your {site} account I need the Nclude companion extension in this browser, and I cannot reach it. To install it (Chrome, Edge or another Chromium browser):\n\n1. Download the extension with the button below and unzip it.\n2. Open chrome://extensions in a new tab.\n3. Turn on Developer mode.\n4. Choose Load unpacked and pick the unzipped folder.\n\nThen sign in to {site} in this browser. I check again every 5 seconds, so you do not need to reload this page.',
  downloadExtension: 'Download the companion extension',
} as const;

export const m = defineMessages(agentMessages, {
  hi: () => import('./messages.hi'),
  te: () => import('./messages.te'),
});
