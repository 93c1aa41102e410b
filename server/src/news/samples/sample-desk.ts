// Sample content (English, RSS 2.0): explainers on disability policy, technology and education,
// written for Nclude's development setup. The bodies carry what real feeds carry, on purpose: promo
// lines ("Also read", "Read more", ...), one title with markup, one with an escaped entity, and one
// item with a script and an inline event handler that ingestion must strip.
import type { SampleFeedContent } from './types';

const HOME = 'https://news.example.org/sample-desk/';

export const SAMPLE_DESK: SampleFeedContent = {
  file: 'sample-desk.xml',
  name: 'Nclude Sample Desk (sample)',
  language: 'eng',
  format: 'rss',
  categories: ['Policy', 'Technology', 'Education'],
  description:
    'Sample content of the Nclude portal: explainers on disability policy, technology and education in India, written for development and testing. Not real news.',
  homePage: HOME,
  guids: 'link',
  items: [
    {
      slug: 'udid-card-explained',
      title: 'What a UDID card is and how to apply for one',
      authors: ['Nclude Sample Desk'],
      categories: ['Policy'],
      ageHours: 2,
      image: {
        name: 'udid-card',
        alt: 'Sample illustration: an identity card with a round photo space and lines of text, captioned "UDID card".',
      },
      body: `<p>The Unique Disability ID (UDID) project of the Government of India gives each person with a disability a single national identity card together with a disability certificate. The card is meant to replace the many separate certificates people once had to carry for different schemes and states.</p>
<p>Applications are made online on the official UDID portal of the Department of Empowerment of Persons with Disabilities. After applying, the applicant is assessed by the medical authority of their district, which records the type and percentage of disability. The card is then issued, and the application can be tracked online.</p>
<p>It helps to keep these ready before applying:</p>
<ul>
<li>a recent photograph and a scan of your signature or thumb impression;</li>
<li>proof of address and proof of identity;</li>
<li>any existing disability certificate and medical papers.</li>
</ul>
<p>The card is accepted across India, which makes it easier to use schemes, concessions and reserved places without repeating the same paperwork. Rules for individual schemes still differ, so check what each office asks for.</p>
<p>Also read: <a href="${HOME}rpwd-act-basics">The Rights of Persons with Disabilities Act, 2016: the basics</a></p>`,
    },
    {
      slug: 'rpwd-act-basics',
      title: 'The Rights of Persons with Disabilities Act, 2016: the basics',
      authors: ['Nclude Sample Desk', 'Policy Explainers (sample)'],
      categories: ['Policy'],
      ageHours: 5,
      body: `<p>The Rights of Persons with Disabilities Act, 2016 replaced the Persons with Disabilities Act of 1995. It was written to bring Indian law in line with the United Nations Convention on the Rights of Persons with Disabilities, which India ratified in 2007.</p>
<p>Some of the main points of the Act:</p>
<ul>
<li>It recognises 21 specified disabilities, up from seven in the earlier law, including autism spectrum disorder, thalassaemia, specific learning disabilities and disability caused by acid attacks.</li>
<li>A person certified with at least 40 per cent of a specified disability is a person with a <em>benchmark disability</em>, a term many of its provisions rely on.</li>
<li>It reserves not less than four per cent of vacancies in government establishments for persons with benchmark disabilities, and not less than five per cent of seats in government and government-aided institutions of higher education.</li>
<li>It asks governments to set accessibility standards for buildings, transport and information and communication technology.</li>
</ul>
<blockquote><p>In short: the Act treats accessibility and reasonable accommodation as rights, not favours.</p></blockquote>
<p>The Act also provides for a Chief Commissioner for Persons with Disabilities at the national level and State Commissioners in the states, to whom people can complain when their rights are denied.</p>
<p><a href="${HOME}rpwd-act-basics">Read more</a></p>`,
    },
    {
      slug: 'accessible-voting',
      title: 'Voting with a disability: what polling stations should offer',
      authors: ['Policy Explainers (sample)'],
      categories: ['Policy'],
      ageHours: 9,
      image: {
        name: 'voting',
        alt: 'Sample illustration: a ballot paper with a tick going into a purple ballot box marked with raised dots, captioned "Accessible voting".',
      },
      body: `<p>The Election Commission of India's guidelines ask for polling stations that voters with disabilities can reach and use. What is available can vary from one constituency to another, so it is worth checking before polling day.</p>
<p>Facilities voters can usually ask for include:</p>
<ul>
<li>polling stations on the ground floor, with ramps where there are steps;</li>
<li>wheelchairs, and volunteers to help at the station;</li>
<li>Braille numbers on the ballot unit of the electronic voting machine, next to each candidate's button;</li>
<li>priority entry, so that voters with disabilities do not wait in a long queue.</li>
</ul>
<p>A voter who cannot see the symbols or press the buttons without help may take an adult companion into the voting compartment. A companion may help only one such voter at a polling station.</p>
<p>The Commission also offers an app for electors with disabilities, where they can ask for facilities such as a wheelchair and find their polling station. In recent elections, eligible voters with benchmark disabilities have been offered the choice of voting from home by postal ballot; the rules are set for each election, so check the current notice.</p>
<p>Click here to read the full story</p>`,
    },
    {
      slug: 'nvda-first-steps',
      title: 'Getting started with <em>NVDA</em>, a free screen reader for Windows',
      authors: ['Nclude Sample Desk'],
      categories: ['Technology'],
      ageHours: 14,
      image: {
        name: 'screen-reader',
        alt: 'Sample illustration: a laptop with lines of text on its screen and sound waves beside it, captioned "Screen readers".',
      },
      body: `<p>NVDA (NonVisual Desktop Access) is a free and open-source screen reader for Microsoft Windows. It reads out what is on the screen with synthetic speech and can also show it on a refreshable Braille display.</p>
<script>console.log('A sample script: a news reader must never run this.');</script>
<p onclick="alert('This handler should have been removed by the sanitiser.')">Most NVDA commands use the <strong>NVDA key</strong>, which is Insert by default; Caps Lock can be chosen instead. Pressing NVDA+N opens the NVDA menu, where the settings are.</p>
<p>On web pages, single letters move around quickly in browse mode:</p>
<ul>
<li><kbd>H</kbd> moves to the next heading, and <kbd>1</kbd> to <kbd>6</kbd> to the next heading of that level;</li>
<li><kbd>K</kbd> moves to the next link and <kbd>F</kbd> to the next form field;</li>
<li><kbd>D</kbd> moves between landmarks such as the main content and the navigation;</li>
<li>NVDA+F7 opens a list of the page's links, headings and landmarks.</li>
</ul>
<p>Pressing Control stops speech at once, which is useful on long pages. NVDA can speak Hindi and many other languages with the voices that come with it or those installed in Windows.</p>
<p>Also read: <a href="https://news.example.org/access-tech-notes/speech-rate-and-verbosity">Tuning speech rate and verbosity in your screen reader</a></p>`,
    },
    {
      slug: 'accessible-documents',
      title: 'Making documents that everyone can read',
      authors: ['Nclude Sample Desk'],
      categories: ['Technology', 'Education'],
      ageHours: 20,
      body: `<p>A document that looks tidy on screen can still be hard to use with a screen reader or a magnifier. A few habits in word processors make a large difference, and most of them take no extra time once learned.</p>
<ul>
<li>Use the built-in heading styles instead of large bold text, so that readers can jump between sections.</li>
<li>Write alternative text for pictures and charts that carry meaning, and mark purely decorative images as decorative.</li>
<li>Use real lists, and simple tables with a header row, rather than spaces and tabs for layout.</li>
<li>Make link text say where the link goes; "click here" means nothing when links are read out of context.</li>
<li>Keep enough contrast between text and background: the Web Content Accessibility Guidelines ask for at least 4.5 to 1 for normal text.</li>
</ul>
<p>When exporting a document as PDF, choose the option that keeps its structure, often called a tagged PDF. A scanned page is only a picture of text until it goes through text recognition, and even then the result should be checked.</p>
<p>Microsoft Word and LibreOffice both include an accessibility checker that points out missing alternative text, headings and similar problems.</p>
<p>Read it here: <a href="${HOME}accessible-documents">the full checklist</a></p>`,
    },
    {
      slug: 'exam-accommodations',
      title: 'Scribes and extra time in exams: what candidates can ask for',
      authors: ['Education Explainers (sample)'],
      categories: ['Education'],
      ageHours: 30,
      body: `<p>Candidates with disabilities who find writing difficult may be able to use a scribe in written examinations: a person who writes down the answers the candidate dictates. Central government guidelines also provide for compensatory time in addition to the normal duration of the exam.</p>
<p>Each examining body publishes its own rules, and they differ in details such as who may act as a scribe, how to apply and by when. Before an exam, candidates should:</p>
<ul>
<li>read the disability section of the exam notice carefully;</li>
<li>apply for a scribe, extra time or other facilities by the stated date, with the documents asked for;</li>
<li>ask whether assistive technology, such as a computer with a screen reader, a magnifier or large-print papers, is allowed.</li>
</ul>
<p>Some exam bodies let candidates bring their own scribe, while others provide one. When a scribe is provided, meeting them or practising dictation beforehand helps, where that is allowed.</p>
<p>Also read: <a href="${HOME}inclusive-classrooms">Inclusive classrooms: simple changes that help every student</a></p>`,
    },
    {
      slug: 'inclusive-classrooms',
      title: 'Inclusive classrooms: simple changes that help every student',
      authors: ['Education Explainers (sample)', 'Nclude Sample Desk'],
      categories: ['Education'],
      ageHours: 48,
      // Left without a description on purpose: the reader must supply its own alt text.
      image: { name: 'books' },
      body: `<p>Inclusive education means that children with and without disabilities learn together in the same school, with the support each child needs. The Rights of Persons with Disabilities Act, 2016 asks schools funded or recognised by the government to provide it.</p>
<p>Many changes that help a student with a disability help the whole class:</p>
<ul>
<li>reading aloud what is written on the board;</li>
<li>sharing notes in advance in a format the student can use, such as large print, Braille or an accessible digital file;</li>
<li>seating a student with low vision or hearing loss where they can see and hear best;</li>
<li>giving instructions in more than one way: spoken, written and shown.</li>
</ul>
<p>Teachers do not need to know everything at once. Asking the student and their family what works is often the quickest way to find the right support.</p>
<p><a href="${HOME}inclusive-classrooms">Read more</a></p>`,
    },
    {
      slug: 'braille-and-bharati-braille',
      // An entity escaped twice, as some publishers send it: the reader must show "&", not "&amp;".
      title: 'Braille &amp; Bharati Braille: one system for many scripts',
      authors: ['Education Explainers (sample)'],
      categories: ['Education'],
      ageHours: 72,
      body: `<p>Braille is a system of raised dots read by touch. Each character is a cell of up to six dots, arranged in two columns of three, which gives 63 patterns besides the empty cell.</p>
<p>Bharati Braille adapts the system to Indian languages. Sounds that are the same in different Indian scripts share the same Braille pattern, so a reader who knows Hindi Braille can quickly learn Braille for another Indian language.</p>
<p>Braille remains important in the age of screen readers:</p>
<ul>
<li>it shows spelling and punctuation, which speech hides;</li>
<li>it works for notes, labels and signs where no device is at hand;</li>
<li>refreshable Braille displays connect to phones and computers and show the text on the screen.</li>
</ul>
<p>World Braille Day is observed on 4 January, the birthday of Louis Braille, who devised the system in France in the nineteenth century.</p>`,
    },
    {
      slug: 'wcag-for-indian-websites',
      title: 'Why the Web Content Accessibility Guidelines matter for Indian websites',
      authors: ['Nclude Sample Desk'],
      categories: ['Policy', 'Technology'],
      ageHours: 110,
      body: `<p>The Web Content Accessibility Guidelines (WCAG), published by the World Wide Web Consortium, describe how to make websites and apps usable by people with disabilities. Version 2.2, published in October 2023, adds criteria on matters such as the size of touch targets and keeping the focused item visible.</p>
<p>In India, the Guidelines for Indian Government Websites (GIGW) draw on WCAG, and the Rights of Persons with Disabilities Act, 2016 expects information and communication technology to be accessible.</p>
<p>WCAG is organised around four principles. Content should be:</p>
<ul>
<li><strong>perceivable</strong>, for example with text alternatives and captions;</li>
<li><strong>operable</strong>, for example entirely by keyboard;</li>
<li><strong>understandable</strong>, with clear language and predictable behaviour;</li>
<li><strong>robust</strong>, so that assistive technologies can interpret it.</li>
</ul>
<blockquote><p>An accessible website is not a separate version for disabled people; it is one website that works for more people.</p></blockquote>
<p>Read it here: <a href="${HOME}wcag-for-indian-websites">a plain-language summary of WCAG</a></p>`,
    },
    {
      slug: 'identifying-banknotes',
      title: 'Identifying banknotes without sight',
      authors: ['Nclude Sample Desk'],
      categories: ['Technology'],
      ageHours: 160,
      body: `<p>Indian banknotes carry features meant to help people with low vision tell them apart, such as different sizes for different values, large numerals and raised printing. These features can wear off as notes age, so many people combine them with other methods.</p>
<p>The Reserve Bank of India offers a free mobile app called MANI (Mobile Aided Note Identifier). Pointed at a note with the phone's camera, it announces the denomination, and it works without an internet connection once installed.</p>
<p>Some simple habits help too:</p>
<ul>
<li>keep different denominations in different sections of a wallet;</li>
<li>fold the notes of one value in a particular way, to recognise them by touch;</li>
<li>use a general camera app that reads text aloud when a dedicated app is not at hand.</li>
</ul>
<p>Click here to read the full story</p>`,
    },
    {
      slug: 'accessible-public-transport',
      title: 'Accessible public transport: what to look for and how to ask',
      authors: ['Policy Explainers (sample)'],
      categories: ['Policy'],
      ageHours: 190,
      image: {
        name: 'transport',
        alt: 'Sample illustration: a green bus with a ramp down from its door, captioned "Accessible transport".',
      },
      body: `<p>The Rights of Persons with Disabilities Act, 2016 asks governments to make transport accessible: bus stops, railway stations and airports as well as the vehicles themselves. Progress differs between cities and services, so travellers often plan ahead.</p>
<ul>
<li>Metro systems in many Indian cities have lifts, tactile paths on the floor, priority seating and space for wheelchairs, and station staff can help on request.</li>
<li>Low-floor buses are easier to board, and some have ramps for wheelchair users.</li>
<li>Indian Railways offers fare concessions to some categories of passengers with disabilities who hold the certificate the railways ask for; check the current rules before booking.</li>
<li>Airlines in India must provide assistance such as wheelchairs on request; ask for it when booking.</li>
</ul>
<p>When something does not work, such as a lift out of order, reporting it to the operator helps the next traveller too.</p>
<p>Read it here: <a href="${HOME}accessible-public-transport">a travel planning checklist</a></p>`,
    },
  ],
};
