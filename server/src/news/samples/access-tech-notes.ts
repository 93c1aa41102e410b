// Sample content (English, Atom): notes on assistive technology and work, written for Nclude's
// development setup. Entries have a plain-text summary besides the HTML content, as Atom feeds
// often do.
import type { SampleFeedContent } from './types';

const HOME = 'https://news.example.org/access-tech-notes/';

export const ACCESS_TECH_NOTES: SampleFeedContent = {
  file: 'access-tech-notes.xml',
  name: 'Access Tech Notes (sample)',
  language: 'eng',
  format: 'atom',
  categories: ['Technology', 'Employment'],
  description:
    'Sample content of the Nclude portal: practical notes on assistive technology and accessible work, written for development and testing. Not real news.',
  homePage: HOME,
  guids: 'tag',
  items: [
    {
      slug: 'talkback-first-gestures',
      title: 'TalkBack on Android: the gestures to learn first',
      summary: "TalkBack, Android's built-in screen reader, is used with a few basic gestures.",
      authors: ['Access Tech Notes Team (sample)'],
      categories: ['Technology'],
      ageHours: 0,
      image: {
        name: 'phone',
        alt: 'Sample illustration: a smartphone showing the large letters "Aa", with sound waves and a touch point beside it, captioned "Phone accessibility".',
      },
      body: `<p>TalkBack is the screen reader built into Android phones. It is switched on in the phone's accessibility settings, and on many phones also by holding both volume keys for a few seconds once that shortcut is set up.</p>
<p>With TalkBack on, a single tap speaks what is under your finger instead of activating it. The basic gestures are:</p>
<ul>
<li>swipe right or left with one finger to move to the next or previous item;</li>
<li>double-tap anywhere to activate the item that was spoken last;</li>
<li>swipe with two fingers to scroll a list or a page;</li>
<li>open the TalkBack menu to reach options such as reading controls and speech settings.</li>
</ul>
<p>TalkBack includes a tutorial for practising these gestures safely. It is worth doing once, even for experienced users, since gestures can change between versions.</p>
<p>Read more</p>`,
    },
    {
      slug: 'speech-rate-and-verbosity',
      title: 'Tuning speech rate and verbosity in your screen reader',
      summary: 'The speed of speech and the amount of detail spoken can both be adjusted.',
      authors: ['Access Tech Notes Team (sample)'],
      categories: ['Technology'],
      ageHours: 7,
      body: `<p>New screen reader users often find the default voice too fast, while experienced users tend to speed it up over time. Both are normal: the speech rate is a setting, and it can be changed at any time.</p>
<p>Verbosity settings control how much extra detail is spoken, for example whether the type of each control, punctuation marks or changes of font are announced. Less detail is faster for everyday reading; more detail helps when proofreading or filling in forms.</p>
<ul>
<li>In NVDA, the rate and the punctuation level are in the Speech category of its settings.</li>
<li>On Android, the speech rate is set in the text-to-speech settings, and TalkBack's verbosity in its own settings.</li>
<li>On iPhone, VoiceOver's speaking rate can be added to the rotor for quick changes.</li>
</ul>
<p>Changing one setting at a time, and living with it for a few days, is the easiest way to find what suits you.</p>`,
    },
    {
      slug: 'screen-magnification',
      title: 'Screen magnification on Windows, Android and iPhone',
      summary: 'Every major system includes a magnifier at no extra cost.',
      authors: ['Access Tech Notes Team (sample)'],
      categories: ['Technology'],
      ageHours: 16,
      body: `<p>People with low vision often prefer magnification to a screen reader, or use both together. Every major system includes a magnifier at no extra cost.</p>
<ul>
<li><strong>Windows:</strong> Magnifier starts with the Windows logo key and the plus key, and stops with the Windows logo key and Escape.</li>
<li><strong>Android:</strong> Magnification, in the accessibility settings, can be started with a shortcut such as triple-tapping the screen, depending on the phone.</li>
<li><strong>iPhone and iPad:</strong> Zoom is switched on in the accessibility settings and then used by double-tapping the screen with three fingers.</li>
</ul>
<p>Alongside magnification, larger text, a bolder font, a high-contrast theme or a dark mode can reduce eye strain. Many people find that a combination works better than very high zoom alone.</p>
<p>Read it here: <a href="${HOME}screen-magnification">the settings step by step</a></p>`,
    },
    {
      slug: 'hindi-with-screen-readers',
      title: 'Reading Hindi with a screen reader: voices and keyboards',
      summary: 'Screen readers read Hindi well once a Hindi voice is available.',
      authors: ['Access Tech Notes Team (sample)', 'Language Desk (sample)'],
      categories: ['Technology'],
      ageHours: 26,
      body: `<p>Screen readers can read Hindi as well as English, but they need a voice that knows the language. NVDA comes with the eSpeak NG synthesiser, which includes Hindi, and it can also use the Hindi voices that Windows offers as part of a language pack.</p>
<p>On Android, TalkBack uses the phone's text-to-speech engine. Installing the Hindi voice data for that engine lets TalkBack read Hindi text.</p>
<p>For typing, Windows includes the standard INSCRIPT layout for Devanagari, and phone keyboards usually offer transliteration, where Hindi words are typed in Latin letters.</p>
<ul>
<li>Check that the voice reads vowel signs and conjunct letters correctly before relying on it for long texts.</li>
<li>When a text mixes Hindi and English, a voice that speaks both well saves switching.</li>
</ul>`,
    },
    {
      slug: 'live-captions-on-calls',
      title: 'Live captions on video calls: how to switch them on',
      summary: 'Most meeting services can show automatic captions; a few habits make them better.',
      authors: ['Access Tech Notes Team (sample)'],
      categories: ['Technology'],
      ageHours: 40,
      body: `<p>Most video meeting services can show live captions made by speech recognition. Google Meet, Microsoft Teams and Zoom all offer them, usually from the meeting's toolbar or settings.</p>
<p>Automatic captions make mistakes, especially with names, technical words and poor audio. Some habits improve them for everyone:</p>
<ul>
<li>speakers use a good microphone and avoid talking over each other;</li>
<li>the host shares unusual names and terms in the chat;</li>
<li>for important meetings, a human captioner or a sign language interpreter is arranged in advance.</li>
</ul>
<p>Android and recent versions of Windows can also caption audio playing on the device itself, which helps with videos and with calls in apps that have no captions of their own.</p>
<p>Read it here</p>`,
    },
    {
      slug: 'job-applications-with-a-screen-reader',
      title: 'Applying for jobs online with a screen reader',
      summary: 'A little preparation helps with online forms, tests and interviews.',
      authors: ['Careers Desk (sample)'],
      categories: ['Employment'],
      ageHours: 52,
      image: {
        name: 'work',
        alt: 'Sample illustration: a brown briefcase, captioned "Work and careers".',
      },
      body: `<p>Many job applications now happen entirely online, from the application form to aptitude tests and video interviews. Some of these steps work well with a screen reader and some do not, so a little preparation helps.</p>
<ul>
<li>Keep your résumé as a well-structured document with headings, so that it is easy to upload or to copy into forms.</li>
<li>Before a timed online test, ask the employer whether it works with your screen reader and whether extra time can be given.</li>
<li>If a form cannot be completed, note which step failed and write to the employer describing it; this also tells them what to fix.</li>
</ul>
<p>Asking for an adjustment in the recruitment process is not asking for a favour. The Rights of Persons with Disabilities Act, 2016 forbids government establishments to discriminate on the ground of disability in employment, and many private employers have their own equal opportunity policies.</p>
<p>Also read: <a href="${HOME}reasonable-accommodation">Reasonable accommodation at work: what it means</a></p>`,
    },
    {
      slug: 'reasonable-accommodation',
      title: 'Reasonable accommodation at work: what it means',
      summary: 'Necessary adjustments that let employees with disabilities work on equal terms.',
      authors: ['Careers Desk (sample)'],
      categories: ['Employment'],
      ageHours: 70,
      body: `<p>Reasonable accommodation means necessary and appropriate changes and adjustments that let a person with a disability exercise their rights equally with others, as long as they do not impose a disproportionate or undue burden. The Rights of Persons with Disabilities Act, 2016 uses this idea throughout.</p>
<p>At work, accommodations are often simple and inexpensive:</p>
<ul>
<li>screen reading or magnification software on a work computer;</li>
<li>a desk near the entrance, a ramp or an accessible toilet;</li>
<li>flexible hours for medical appointments;</li>
<li>written instructions as well as spoken ones, or a sign language interpreter for important meetings.</li>
</ul>
<blockquote><p>The best accommodation is often the one the employee suggests, because they know their own needs.</p></blockquote>
<p>The Act also requires establishments to publish an equal opportunity policy describing the facilities they provide for employees with disabilities.</p>
<p>Click here to read the full story</p>`,
    },
    {
      slug: 'telling-an-employer',
      title: 'Telling an employer about a disability: a personal choice',
      summary: 'Whether and when to disclose a disability is for each person to decide.',
      authors: ['Careers Desk (sample)', 'Access Tech Notes Team (sample)'],
      categories: ['Employment'],
      ageHours: 95,
      body: `<p>Whether and when to tell an employer about a disability is a personal decision. Some people mention it in their application so that they can ask for adjustments in the interview; others wait until they have an offer, or tell only when they need a specific change at work.</p>
<p>Points people often weigh:</p>
<ul>
<li>whether an adjustment is needed for the recruitment itself, such as an accessible test;</li>
<li>whether the post is reserved for persons with benchmark disabilities, which requires a certificate;</li>
<li>how the employer speaks about inclusion in its policies and job advertisements.</li>
</ul>
<p>Whatever you decide, it helps to describe what you can do and what support makes that possible, rather than only naming a condition.</p>`,
    },
    {
      slug: 'working-without-a-mouse',
      title: 'Working without a mouse: keyboard shortcuts worth knowing',
      summary: 'A handful of keys make computers usable without precise pointing.',
      authors: ['Access Tech Notes Team (sample)'],
      categories: ['Technology'],
      ageHours: 130,
      body: `<p>Many people with disabilities use a keyboard instead of a mouse, including screen reader users and people for whom precise pointing is difficult. Shortcuts save time for everyone else as well.</p>
<ul>
<li><kbd>Tab</kbd> and <kbd>Shift</kbd>+<kbd>Tab</kbd> move between links, buttons and fields.</li>
<li><kbd>Enter</kbd> follows a link; <kbd>Space</kbd> presses a button or ticks a checkbox.</li>
<li>The arrow keys move within menus, groups of radio buttons and lists.</li>
<li><kbd>Alt</kbd>+<kbd>Tab</kbd> switches between windows in Windows.</li>
<li><kbd>Ctrl</kbd>+<kbd>L</kbd> moves to the address bar in most web browsers.</li>
</ul>
<p>A website that cannot be used with the keyboard alone fails a basic requirement of the Web Content Accessibility Guidelines. Reporting it to the site's owner, with the page address and what you tried, helps get it fixed.</p>
<p>Click here to read the full story</p>`,
    },
    {
      slug: 'meetings-everyone-can-join',
      title: 'Meetings everyone can join: a short checklist',
      summary: 'A few habits for organisers make meetings open to everyone.',
      authors: ['Careers Desk (sample)'],
      categories: ['Employment', 'Technology'],
      ageHours: 200,
      body: `<p>Meetings are where decisions are made, so being able to take part matters. A short checklist for organisers:</p>
<ul>
<li>send the agenda and documents in advance, in accessible formats;</li>
<li>ask participants beforehand whether they need an interpreter, captions or other support;</li>
<li>describe aloud the slides and anything else shown on screen;</li>
<li>let people speak one at a time, and say your name before speaking in audio calls;</li>
<li>for meetings in person, choose a venue with step-free access and an accessible toilet.</li>
</ul>
<p>None of this needs special equipment, and it makes meetings clearer for everyone, including people joining on a poor connection.</p>
<p>Read more</p>`,
    },
  ],
};
