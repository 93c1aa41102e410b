// Resumes with a known content for the resume parser's tests and `pnpm bench`: twelve fictional
// Indian job seekers with disabilities in varied fields, written here as data (the expected
// ParsedResume), rendered to HTML in one of four layouts and printed to PDF by Chromium (as the
// converter's own fixtures are), and the scores that compare what the parser read with what was
// written. Everything here is deterministic: the same PDFs, the same expected values.
//
// Layouts:
// - `one-column`: real <h1>/<h2> headings (one printed as a tagged PDF);
// - `two-column`: a header with the name over a left sidebar (contact, skills, languages) beside a
//   main column (summary, experience, projects, education…);
// - `caps-titles`: no heading elements at all; section titles are ALL-CAPS paragraphs, bold
//   ("SKILLS") or plain with a colon ("SKILLS:");
// - `scanned`: one page drawn to an image at 300 dpi and printed as an image-only PDF, so the
//   converter has to recognise it (OCR).
// Besides the layouts, the resumes vary how an entry's header is written (HeaderStyle), how
// education, skills and projects are set out, and hold sections the parser must skip.
import path from 'node:path';
import type { Browser } from 'playwright-core';
import type {
  ParsedResume,
  ResumeEducation,
  ResumeExperience,
  ResumePeriod,
} from '@nclude/shared/api-schemas';
import { pdf } from '../conversion/fixtures';
import { launchChromium } from '../fixtures/chromium';

export type ResumeLayout = 'one-column' | 'two-column' | 'caps-titles' | 'scanned';

export interface ResumeFixture {
  name: string;
  layout: ResumeLayout;
  /** The PDF, inside the folder given to makeResumeFixtures. */
  file: string;
  expected: ParsedResume;
}

/** How an experience entry's header is written. */
type HeaderStyle =
  /** "Title, Employer, Place" in bold, the period on the line below. */
  | 'comma'
  /** "Title at Employer | Period" on one line. */
  | 'at'
  /** A heading "Title — Employer", the period in a paragraph below. */
  | 'dash'
  /** "Title | Employer | Period" on one line. */
  | 'pipe'
  /** "Title | Employer" on the left, the period set flush right on the same line. */
  | 'right'
  /** Title, then employer, then period, each on its own line. */
  | 'two-line'
  /** "Employer, Place — Period" in bold, the title in italics on the line below. */
  | 'employer-first';

type SectionKey =
  'summary' | 'skills' | 'experience' | 'education' | 'projects' | 'certifications' | 'languages';

interface Entry<T> {
  entry: T;
  /** Town written after the employer or institution: part of the text, not of the expected value. */
  place?: string;
}

/** One resume as written: the expected ParsedResume plus what only the rendering needs. */
interface ResumeSource {
  name: string;
  layout: ResumeLayout;
  /** Print a tagged PDF (the converter then reads the structure tree, not the layout). */
  tagged?: boolean;
  headerStyle: HeaderStyle;
  contact: ParsedResume['contact'];
  /** The contact lines under the name, as printed (they must hold the contact's values). */
  contactLines: string[];
  /** Section titles as printed, in the order printed (a missing section is not printed). */
  titles: Partial<Record<SectionKey, string>>;
  order: SectionKey[];
  summary: string[];
  skills: SkillsBlock;
  experience: Entry<ResumeExperience>[];
  education: Entry<ResumeEducation>[];
  /** Education as lines (degree, then institution…), a bordered table, or one bullet each. */
  educationAs?: 'lines' | 'table' | 'bullets';
  projects: ParsedResume['projects'];
  /** Projects as a bold name over bullets, or one bullet each ("Name – what it is"). */
  projectsAs?: 'titled' | 'bullets';
  /** caps-titles: bold titles ("SKILLS"), or plain ones with a colon ("SKILLS:"). */
  titleStyle?: 'bold' | 'colon';
  /** The name printed in capitals (CSS text-transform, so the PDF's text is in capitals). */
  nameInCaps?: boolean;
  certifications: string[];
  languages: { items: string[]; as: 'list' | 'comma' };
  /** Sections the parser must ignore (hobbies, declaration…): title and lines. */
  ignored: { title: string; lines: string[] }[];
}

type SkillsBlock =
  | { as: 'list'; items: string[] }
  | { as: 'comma' | 'pipe'; items: string[] }
  /** Labelled lines ("Assistive technology: NVDA, JAWS"): labels are not skills. */
  | { as: 'labelled'; groups: { label: string; items: string[] }[] };

const period = (
  text: string,
  start: string | null,
  end: string | null,
  current = false,
): ResumePeriod => ({ text, start, end, current });

// ---------------------------------------------------------------------------------------------
// The resumes. People, phone numbers and addresses are made up (email at example.org and
// example.com); colleges and many companies are real names, used as a resume would use them, with
// no claim that these people studied or worked there.
// ---------------------------------------------------------------------------------------------

const SOURCES: ResumeSource[] = [
  {
    name: 'priya-accounts',
    layout: 'one-column',
    headerStyle: 'comma',
    contact: {
      name: 'Priya Venkatesh',
      email: 'priya.venkatesh@example.org',
      phone: '+91 98765 43210',
      location: 'Hyderabad, Telangana',
      links: ['linkedin.com/in/priya-venkatesh'],
    },
    contactLines: [
      'Hyderabad, Telangana | +91 98765 43210 | priya.venkatesh@example.org',
      'linkedin.com/in/priya-venkatesh',
    ],
    titles: {
      summary: 'Professional Summary',
      skills: 'Key Skills',
      experience: 'Work Experience',
      education: 'Education',
      certifications: 'Certifications',
      languages: 'Languages Known',
    },
    order: ['summary', 'skills', 'experience', 'education', 'certifications', 'languages'],
    summary: [
      'Commerce graduate with five years of experience in accounts payable, GST filing and bank reconciliation.',
      'Wheelchair user who works efficiently with Tally Prime and Excel, looking for an accounts role in an accessible office or from home.',
    ],
    skills: {
      as: 'list',
      items: [
        'Tally Prime',
        'GST Filing',
        'Bank Reconciliation',
        'MS Excel (VLOOKUP, Pivot Tables)',
        'Accounts Payable',
        'TDS Returns',
      ],
    },
    experience: [
      {
        entry: {
          title: 'Senior Accounts Executive',
          employer: 'Sharma Traders Pvt Ltd',
          period: period('Jun 2021 – Present', '2021-06', null, true),
          details: [
            'Prepare and file monthly GSTR-1 and GSTR-3B returns for three group companies.',
            'Reconcile four bank accounts every week and clear differences within two days.',
          ],
        },
        place: 'Hyderabad',
      },
      {
        entry: {
          title: 'Accounts Assistant',
          employer: 'Rao & Associates',
          period: period('Jul 2018 – May 2021', '2018-07', '2021-05'),
          details: [
            'Posted purchase and sales vouchers in Tally for twenty small business clients.',
            'Prepared TDS challans and quarterly returns under supervision.',
          ],
        },
        place: 'Secunderabad',
      },
    ],
    education: [
      {
        entry: {
          degree: 'B.Com (Computers)',
          institution: 'Osmania University',
          period: period('2015 – 2018', '2015', '2018'),
          grade: '78%',
        },
        place: 'Hyderabad',
      },
      {
        entry: {
          degree: 'Class XII (MEC)',
          institution: 'Sri Chaitanya Junior College',
          period: period('2013 – 2015', '2013', '2015'),
          grade: '91%',
        },
        place: 'Hyderabad',
      },
    ],
    projects: [],
    certifications: [
      'Tally Prime Certified Professional (Tally Education, 2019)',
      'GST Practitioner Course, NIIT',
    ],
    languages: { items: ['English', 'Telugu', 'Hindi'], as: 'comma' },
    ignored: [
      { title: 'Hobbies', lines: ['Reading Telugu novels, Carnatic music'] },
      {
        title: 'Declaration',
        lines: [
          'I hereby declare that the information given above is true to the best of my knowledge.',
        ],
      },
    ],
  },
  {
    name: 'arjun-software',
    layout: 'two-column',
    headerStyle: 'at',
    contact: {
      name: 'Arjun Mehta',
      email: 'arjun.mehta@example.com',
      phone: '+91-99220-41873',
      location: 'Pune, Maharashtra',
      links: ['github.com/arjunmehta-dev', 'linkedin.com/in/arjun-mehta'],
    },
    contactLines: [
      'arjun.mehta@example.com',
      '+91-99220-41873',
      'Pune, Maharashtra',
      'github.com/arjunmehta-dev',
      'linkedin.com/in/arjun-mehta',
    ],
    titles: {
      skills: 'Skills',
      languages: 'Languages',
      summary: 'Profile',
      experience: 'Professional Experience',
      education: 'Education',
      projects: 'Projects',
      certifications: 'Certifications',
    },
    order: [
      'skills',
      'languages',
      'summary',
      'experience',
      'projects',
      'education',
      'certifications',
    ],
    summary: [
      'Full stack developer with five years of experience building accessible web applications in React and Node.js.',
      'Low vision since childhood; I use screen magnification daily and test every feature with NVDA before release.',
    ],
    skills: {
      as: 'list',
      items: [
        'JavaScript',
        'TypeScript',
        'React',
        'Node.js',
        'PostgreSQL',
        'Docker',
        'Accessibility testing (NVDA, JAWS)',
      ],
    },
    experience: [
      {
        entry: {
          title: 'Software Engineer',
          employer: 'Infosys Ltd',
          period: period('Aug 2020 – Present', '2020-08', null, true),
          details: [
            'Built the claims portal of an insurance client in React and TypeScript for 40,000 users.',
            'Brought the portal to WCAG 2.1 AA and trained six colleagues in screen reader testing.',
          ],
        },
      },
      {
        entry: {
          title: 'Junior Developer',
          employer: 'Persistent Systems',
          period: period('Jan 2019 – Jul 2020', '2019-01', '2020-07'),
          details: [
            'Wrote REST APIs in Node.js and PostgreSQL for a hospital appointment system.',
            'Cut the average page load time from four seconds to under one second.',
          ],
        },
      },
    ],
    education: [
      {
        entry: {
          degree: 'B.E. in Computer Engineering',
          institution: 'Pune Institute of Computer Technology',
          period: period('2015 – 2019', '2015', '2019'),
          grade: 'CGPA 8.4/10',
        },
      },
    ],
    projects: [
      {
        name: 'Accessible Bus Timings App',
        details: [
          'A progressive web app that reads out PMPML bus arrivals with large, high-contrast text.',
          'Used by about 300 visually impaired commuters in Pune.',
        ],
      },
      {
        name: 'Screen Reader Friendly Expense Tracker',
        details: ['An expense tracker built with React and IndexedDB that works fully offline.'],
      },
    ],
    certifications: ['AWS Certified Cloud Practitioner', 'Trusted Tester for Web Accessibility'],
    languages: { items: ['English', 'Hindi', 'Marathi (native)'], as: 'list' },
    ignored: [],
  },
  {
    name: 'fatima-support',
    layout: 'caps-titles',
    headerStyle: 'dash',
    contact: {
      name: 'Fatima Shaikh',
      email: 'fatima.shaikh@example.org',
      phone: '098201-55342',
      location: 'Mumbai',
      links: [],
    },
    contactLines: ['Email: fatima.shaikh@example.org', 'Phone: 098201-55342', 'Location: Mumbai'],
    titles: {
      summary: 'PROFESSIONAL SUMMARY',
      skills: 'CORE COMPETENCIES',
      experience: 'EMPLOYMENT HISTORY',
      education: 'EDUCATIONAL QUALIFICATIONS',
      certifications: 'CERTIFICATES',
      languages: 'LANGUAGES',
    },
    order: ['summary', 'skills', 'experience', 'education', 'certifications', 'languages'],
    summary: [
      'Customer support professional with six years of email and chat support for telecom and banking clients.',
      'Deaf since birth and fluent in Indian Sign Language; I resolve customer issues in writing with a 96% satisfaction score.',
    ],
    skills: {
      as: 'pipe',
      items: [
        'Email & Chat Support',
        'Zendesk',
        'Freshdesk',
        'CRM Data Entry',
        'Complaint Resolution',
        'Typing 45 WPM',
      ],
    },
    experience: [
      {
        entry: {
          title: 'Customer Support Associate',
          employer: 'Teleperformance India',
          period: period('Mar 2020 to Present', '2020-03', null, true),
          details: [
            'Answer 60 chat and email queries a day for a telecom client with a 96% CSAT.',
            'Write the macros the team uses for refund and plan change requests.',
          ],
        },
      },
      {
        entry: {
          title: 'Chat Support Executive',
          employer: 'Hinduja Global Solutions',
          period: period('Jan 2018 to Feb 2020', '2018-01', '2020-02'),
          details: ['Handled credit card queries over chat and escalated fraud cases.'],
        },
      },
    ],
    education: [
      {
        entry: {
          degree: 'Bachelor of Arts (B.A.)',
          institution: 'University of Mumbai',
          period: period('2014 – 2017', '2014', '2017'),
          grade: 'First Class',
        },
      },
    ],
    projects: [],
    certifications: [
      'Customer Service Excellence – Coursera',
      'Indian Sign Language Level A – ISLRTC',
    ],
    languages: {
      items: ['English', 'Hindi', 'Urdu', 'Marathi', 'Indian Sign Language'],
      as: 'comma',
    },
    ignored: [
      {
        title: 'DECLARATION',
        lines: ['I confirm that the above details are correct.', 'Place: Mumbai'],
      },
    ],
  },
  {
    name: 'suresh-teacher',
    layout: 'one-column',
    tagged: true,
    headerStyle: 'two-line',
    contact: {
      name: 'Suresh Kumar Reddy',
      email: 'suresh.reddy@example.com',
      phone: '9849012345',
      location: 'Visakhapatnam, Andhra Pradesh',
      links: [],
    },
    contactLines: [
      'Mobile: 9849012345 · Email: suresh.reddy@example.com',
      'Address: Visakhapatnam, Andhra Pradesh',
    ],
    titles: {
      summary: 'Career Objective',
      skills: 'Technical Skills',
      experience: 'Experience',
      education: 'Academic Qualifications',
      certifications: 'Training',
      languages: 'Languages',
    },
    order: ['summary', 'experience', 'education', 'skills', 'certifications', 'languages'],
    summary: [
      'Blind mathematics teacher with nine years in government schools, seeking a post where I can teach with Braille and screen readers.',
    ],
    skills: {
      as: 'labelled',
      groups: [
        { label: 'Assistive technology', items: ['NVDA', 'JAWS', 'Braille Note Touch'] },
        {
          label: 'Teaching',
          items: ['Lesson Planning', 'Classroom Management', 'Activity-Based Learning'],
        },
        { label: 'Office', items: ['MS Word', 'Google Classroom'] },
      ],
    },
    experience: [
      {
        entry: {
          title: 'Mathematics Teacher (TGT)',
          employer: 'Zilla Parishad High School',
          period: period('June 2016 – till date', '2016-06', null, true),
          details: [
            'Teach mathematics to classes VIII to X; 92% of my students passed the SSC board exam in 2023.',
            'Prepared tactile geometry kits for two blind students in the school.',
          ],
        },
        place: 'Anakapalle',
      },
      {
        entry: {
          title: 'Resource Teacher',
          employer: 'Sarva Shiksha Abhiyan',
          period: period('Aug 2014 – May 2016', '2014-08', '2016-05'),
          details: ['Supported children with disabilities in twelve mainstream schools.'],
        },
        place: 'Visakhapatnam',
      },
    ],
    education: [
      {
        entry: {
          degree: 'M.Sc. Mathematics',
          institution: 'Andhra University',
          period: period('2012 – 2014', '2012', '2014'),
          grade: 'First Class',
        },
        place: 'Visakhapatnam',
      },
      {
        entry: {
          degree: 'B.Ed',
          institution: 'Andhra University',
          period: period('2011 – 2012', '2011', '2012'),
          grade: '72%',
        },
        place: 'Visakhapatnam',
      },
    ],
    projects: [],
    certifications: [
      'Andhra Pradesh TET (Paper II), qualified in 2015',
      'Braille Proficiency Certificate – NIEPVD Dehradun',
    ],
    languages: { items: ['Telugu (native)', 'English', 'Hindi'], as: 'list' },
    ignored: [
      {
        title: 'Personal Details',
        lines: ["Father's Name: K. Ramana Reddy", 'Date of Birth: 12-04-1989'],
      },
    ],
  },
  {
    name: 'lakshmi-data-entry',
    layout: 'scanned',
    headerStyle: 'comma',
    contact: {
      name: 'Lakshmi Narayanan',
      email: 'lakshmi.n@example.org',
      phone: '+91 94440 12345',
      location: 'Chennai, Tamil Nadu',
      links: [],
    },
    contactLines: ['Chennai, Tamil Nadu | +91 94440 12345 | lakshmi.n@example.org'],
    titles: {
      summary: 'Summary',
      skills: 'Skills',
      experience: 'Experience',
      education: 'Education',
      languages: 'Languages',
    },
    order: ['summary', 'skills', 'experience', 'education', 'languages'],
    summary: [
      'Data entry operator with four years of experience and a typing speed of 50 words per minute. Person with locomotor disability who works from home.',
    ],
    skills: {
      as: 'comma',
      items: ['Data Entry', 'MS Excel', 'Typing', 'Tamil Typing', 'Google Sheets', 'Tally'],
    },
    experience: [
      {
        entry: {
          title: 'Data Entry Operator',
          employer: 'Sundaram Finance',
          period: period('Feb 2021 – Present', '2021-02', null, true),
          details: ['Enter 400 loan application forms a day with 99.5% accuracy.'],
        },
        place: 'Chennai',
      },
      {
        entry: {
          title: 'Office Assistant',
          employer: 'Murugan Textiles',
          period: period('Jun 2019 – Jan 2021', '2019-06', '2021-01'),
          details: ['Kept stock registers and billing records in Excel.'],
        },
        place: 'Chennai',
      },
    ],
    education: [
      {
        entry: {
          degree: 'B.Sc. Computer Science',
          institution: 'Madras University',
          period: period('2016 – 2019', '2016', '2019'),
          grade: '71%',
        },
      },
    ],
    projects: [],
    certifications: [],
    languages: { items: ['Tamil', 'English'], as: 'comma' },
    ignored: [],
  },
  {
    name: 'ananya-design',
    layout: 'two-column',
    headerStyle: 'pipe',
    contact: {
      name: 'Ananya Das',
      email: 'ananya.das@example.com',
      phone: '9830012345',
      location: 'Kolkata, West Bengal',
      links: ['behance.net/ananyadas'],
    },
    contactLines: [
      'Phone: 9830012345',
      'Email: ananya.das@example.com',
      'Kolkata, West Bengal',
      'Portfolio: behance.net/ananyadas',
    ],
    titles: {
      skills: 'Skills & Tools',
      languages: 'Languages',
      summary: 'About Me',
      experience: 'Experience',
      education: 'Education',
      projects: 'Projects',
      certifications: 'Courses',
    },
    order: [
      'skills',
      'languages',
      'summary',
      'experience',
      'education',
      'projects',
      'certifications',
    ],
    summary: [
      'Graphic designer with four years in brand identity and packaging. Hard of hearing; I work best with written briefs and captioned calls.',
    ],
    skills: {
      as: 'list',
      items: [
        'Adobe Illustrator',
        'Photoshop',
        'Figma',
        'InDesign',
        'Typography',
        'Brand Identity',
      ],
    },
    experience: [
      {
        entry: {
          title: 'Graphic Designer',
          employer: 'Ogilvy India',
          period: period('Apr 2021 – Present', '2021-04', null, true),
          details: [
            'Designed packaging for three FMCG launches sold in 12,000 stores.',
            'Led the visual identity of a state tourism campaign.',
          ],
        },
      },
      {
        entry: {
          title: 'Junior Designer',
          employer: 'Pixel Studio',
          period: period('Jun 2019 – Mar 2021', '2019-06', '2021-03'),
          details: ['Made social media creatives and print layouts for local businesses.'],
        },
      },
    ],
    education: [
      {
        entry: {
          degree: 'Bachelor of Fine Arts (BFA), Applied Art',
          institution: 'Government College of Art & Craft',
          period: period('2015 – 2019', '2015', '2019'),
          grade: '',
        },
        place: 'Kolkata',
      },
    ],
    projects: [
      {
        name: 'Rebranding for Sundarban Honey Cooperative',
        details: ['New logo, labels and a bilingual Bengali and English jar design.'],
      },
      {
        name: 'Accessible Festival Posters',
        details: ['A poster series for Durga Puja with WCAG-compliant contrast and large type.'],
      },
    ],
    certifications: ['UI/UX Design Specialization – CalArts (Coursera)'],
    languages: { items: ['Bengali', 'English', 'Hindi'], as: 'comma' },
    ignored: [],
  },
  {
    name: 'rahul-govt-fresher',
    layout: 'caps-titles',
    headerStyle: 'at',
    contact: {
      name: 'Rahul Yadav',
      email: 'rahul.yadav2000@example.com',
      phone: '+91 70071 23456',
      location: 'Lucknow, Uttar Pradesh',
      links: [],
    },
    contactLines: ['Lucknow, Uttar Pradesh', '+91 70071 23456 | rahul.yadav2000@example.com'],
    titles: {
      summary: 'CAREER OBJECTIVE',
      education: 'ACADEMIC QUALIFICATIONS',
      experience: 'INTERNSHIPS',
      skills: 'SKILLS',
      certifications: 'CERTIFICATIONS',
      languages: 'LANGUAGES KNOWN',
    },
    order: ['summary', 'education', 'experience', 'skills', 'certifications', 'languages'],
    summary: [
      'Graduate in political science with 45% locomotor disability, preparing for SSC CGL and UPSSSC examinations, seeking a clerical or data entry post in a government office.',
    ],
    skills: {
      as: 'list',
      items: [
        'Computer Basics (CCC)',
        'Hindi Typing (Krutidev)',
        'English Typing 35 WPM',
        'MS Office',
        'General Awareness',
      ],
    },
    experience: [
      {
        entry: {
          title: 'Intern',
          employer: 'District Social Welfare Office',
          period: period('May 2022 – Jul 2022', '2022-05', '2022-07'),
          details: ['Entered 1,200 pension applications in the state portal.'],
        },
      },
    ],
    education: [
      {
        entry: {
          degree: 'B.A. (Political Science)',
          institution: 'University of Lucknow',
          period: period('2022', null, '2022'),
          grade: '68%',
        },
      },
      {
        entry: {
          degree: 'Class XII',
          institution: 'UP Board',
          period: period('2019', null, '2019'),
          grade: '74%',
        },
      },
      {
        entry: {
          degree: 'Class X',
          institution: 'UP Board',
          period: period('2017', null, '2017'),
          grade: '81%',
        },
      },
    ],
    educationAs: 'table',
    projects: [],
    certifications: ['CCC – NIELIT (Grade A)'],
    languages: { items: ['Hindi', 'English'], as: 'comma' },
    ignored: [
      { title: 'EXAMS PREPARING FOR', lines: ['SSC CGL 2024, UPSSSC PET, IBPS Clerk'] },
      { title: 'HOBBIES', lines: ['Cricket commentary on radio, reading newspapers'] },
    ],
  },
  {
    name: 'meenakshi-hr',
    layout: 'one-column',
    headerStyle: 'right',
    contact: {
      name: 'Meenakshi Iyer',
      email: 'meenakshi.iyer@example.org',
      phone: '+91 99001 22334',
      location: 'Bengaluru, Karnataka',
      links: ['linkedin.com/in/meenakshi-iyer-hr'],
    },
    contactLines: [
      'Bengaluru, Karnataka • +91 99001 22334 • meenakshi.iyer@example.org • linkedin.com/in/meenakshi-iyer-hr',
    ],
    titles: {
      summary: 'Summary',
      experience: 'Professional Experience',
      skills: 'Skills',
      education: 'Education',
      projects: 'Academic Projects',
      certifications: 'Certifications',
      languages: 'Languages',
    },
    order: [
      'summary',
      'experience',
      'education',
      'skills',
      'projects',
      'certifications',
      'languages',
    ],
    summary: [
      'HR executive with six years in recruitment and employee onboarding, and a champion of disability inclusion at work. I have multiple sclerosis and work a hybrid schedule.',
    ],
    skills: {
      as: 'comma',
      items: [
        'Recruitment',
        'Onboarding',
        'Darwinbox',
        'Payroll Coordination',
        'Employee Engagement',
        'Disability Inclusion',
        'MS Excel',
      ],
    },
    experience: [
      {
        entry: {
          title: 'HR Executive',
          employer: 'Infosys BPM',
          period: period('09/2019 – Present', '2019-09', null, true),
          details: [
            'Hire about 40 associates a month for the voice and non-voice process.',
            'Started the inclusive hiring drive that brought in 25 employees with disabilities.',
          ],
        },
      },
      {
        entry: {
          title: 'HR Trainee',
          employer: 'Wipro Ltd',
          period: period('06/2017 – 08/2019', '2017-06', '2019-08'),
          details: ['Scheduled interviews and kept the joining documents of new hires.'],
        },
      },
    ],
    education: [
      {
        entry: {
          degree: 'MBA (Human Resources)',
          institution: 'Christ University',
          period: period('2015 – 2017', '2015', '2017'),
          grade: 'CGPA 7.9',
        },
        place: 'Bengaluru',
      },
      {
        entry: {
          degree: 'B.Com',
          institution: 'Mount Carmel College',
          period: period('2012 – 2015', '2012', '2015'),
          grade: '82%',
        },
        place: 'Bengaluru',
      },
    ],
    projects: [
      {
        name: 'Attrition Analysis of a BPO',
        details: ['Studied exit interviews of 300 employees and proposed a buddy programme.'],
      },
    ],
    certifications: ['SHRM Certified Professional (SHRM-CP)', 'POSH Trainer Certification'],
    languages: { items: ['Tamil', 'English', 'Kannada', 'Hindi'], as: 'comma' },
    ignored: [{ title: 'References', lines: ['Available on request.'] }],
  },
  {
    name: 'irfan-bank-scan',
    layout: 'scanned',
    headerStyle: 'at',
    contact: {
      name: 'Mohammed Irfan',
      email: 'irfan.mohd@example.com',
      phone: '+91 91234 56780',
      location: 'Bhopal, Madhya Pradesh',
      links: [],
    },
    contactLines: ['Bhopal, Madhya Pradesh', '+91 91234 56780 | irfan.mohd@example.com'],
    titles: {
      summary: 'Objective',
      skills: 'Skills',
      experience: 'Work Experience',
      education: 'Education',
      certifications: 'Certifications',
    },
    order: ['summary', 'skills', 'experience', 'education', 'certifications'],
    summary: [
      'Commerce graduate with low vision and three years of experience as a bank office assistant, seeking a clerical post in a public sector bank.',
    ],
    skills: {
      as: 'list',
      items: ['Cash Handling', 'MS Excel', 'Customer Service', 'Finacle', 'Typing'],
    },
    experience: [
      {
        entry: {
          title: 'Office Assistant',
          employer: 'Bank of India',
          period: period('Jul 2021 – Present', '2021-07', null, true),
          details: ['Maintain account opening records and answer walk-in customer queries.'],
        },
      },
    ],
    education: [
      {
        entry: {
          degree: 'B.Com',
          institution: 'Barkatullah University',
          period: period('2017 – 2020', '2017', '2020'),
          grade: '65%',
        },
      },
    ],
    projects: [],
    certifications: ['JAIIB (Part 1)'],
    languages: { items: [], as: 'comma' },
    ignored: [],
  },
  {
    name: 'deepa-transcription-scan',
    layout: 'scanned',
    headerStyle: 'two-line',
    contact: {
      name: 'Deepa Nair',
      email: 'deepa.nair@example.com',
      phone: '9447012345',
      location: 'Kochi, Kerala',
      links: [],
    },
    contactLines: ['deepa.nair@example.com · 9447012345 · Kochi, Kerala'],
    titles: {
      summary: 'Profile',
      experience: 'Experience',
      education: 'Education',
      skills: 'Skills',
      languages: 'Languages',
    },
    order: ['summary', 'experience', 'education', 'skills', 'languages'],
    summary: [
      'Medical transcriptionist with six years of experience. Hard of hearing; I work from home with captioned calls and written instructions.',
    ],
    skills: {
      as: 'list',
      items: ['Medical Terminology', 'Typing 60 WPM', 'MS Word', 'Express Scribe', 'Proofreading'],
    },
    experience: [
      {
        entry: {
          title: 'Medical Transcriptionist',
          employer: 'Acusis Software India',
          period: period('Jan 2019 – Present', '2019-01', null, true),
          details: ['Transcribe 1,500 lines a day at 98% accuracy.'],
        },
      },
      {
        entry: {
          title: 'Transcription Trainee',
          employer: 'Nuance Transcription Services',
          period: period('Jun 2017 – Dec 2018', '2017-06', '2018-12'),
          details: ['Learnt radiology and cardiology reports.'],
        },
      },
    ],
    education: [
      {
        entry: {
          degree: 'B.Sc. Nursing',
          institution: 'Amrita Institute of Medical Sciences',
          period: period('2013 – 2017', '2013', '2017'),
          grade: '72%',
        },
        place: 'Kochi',
      },
    ],
    educationAs: 'bullets',
    projects: [],
    certifications: [],
    languages: { items: ['Malayalam', 'English', 'Hindi'], as: 'list' },
    ignored: [],
  },
  {
    name: 'naveen-testing',
    layout: 'one-column',
    headerStyle: 'employer-first',
    contact: {
      name: 'Naveen Kumar Bandi',
      email: 'naveen.bandi@example.com',
      phone: '+91 98490 77889',
      location: 'Vijayawada, Andhra Pradesh',
      links: ['github.com/naveenbandi'],
    },
    contactLines: [
      'Software Test Engineer',
      'Phone: +91 98490 77889 | Email: naveen.bandi@example.com',
      'Vijayawada, Andhra Pradesh | github.com/naveenbandi',
    ],
    titles: {
      summary: 'Objective',
      skills: 'Technical Skills',
      experience: 'Work Experience',
      projects: 'Projects',
      education: 'Education',
      languages: 'Languages Known',
    },
    order: ['summary', 'skills', 'experience', 'projects', 'education', 'languages'],
    summary: [
      'Test engineer with cerebral palsy who types with one hand and voice input, looking for a remote QA role in a product company.',
    ],
    skills: {
      as: 'labelled',
      groups: [
        { label: 'Languages', items: ['Python', 'Java', 'SQL'] },
        { label: 'Testing', items: ['Selenium WebDriver', 'Postman', 'JMeter', 'axe DevTools'] },
        { label: 'Tools', items: ['Jira', 'Git', 'Jenkins'] },
      ],
    },
    experience: [
      {
        entry: {
          title: 'Senior Test Engineer',
          employer: 'Cyient Ltd',
          period: period('Apr 2022 to Present', '2022-04', null, true),
          details: [
            'Automated 600 regression tests in Selenium and Python, cutting a release cycle from five days to two.',
          ],
        },
        place: 'Hyderabad',
      },
      {
        entry: {
          title: 'Test Engineer',
          employer: 'Mphasis',
          period: period('Jan 2020 to Mar 2022', '2020-01', '2022-03'),
          details: ['Tested payment APIs with Postman and wrote 200 Jira defect reports.'],
        },
        place: 'Pune',
      },
    ],
    education: [
      {
        entry: {
          degree: 'B.Tech (ECE)',
          institution: 'JNTU Kakinada',
          period: period('2015 – 2019', '2015', '2019'),
          grade: '7.2 CGPA',
        },
      },
      {
        entry: {
          degree: 'Intermediate (MPC)',
          institution: 'Sri Chaitanya Junior College',
          period: period('2013 – 2015', '2013', '2015'),
          grade: '94%',
        },
        place: 'Vijayawada',
      },
    ],
    educationAs: 'bullets',
    projects: [
      { name: 'Accessibility Test Suite', details: ['axe-core checks run on every pull request'] },
      { name: 'Railway Booking API Tests', details: ['Postman collections with 150 test cases'] },
    ],
    projectsAs: 'bullets',
    certifications: [],
    languages: { items: ['Telugu', 'English'], as: 'comma' },
    ignored: [{ title: 'Strengths', lines: ['Patient, detail-oriented, quick learner'] }],
  },
  {
    name: 'gurpreet-retail',
    layout: 'caps-titles',
    titleStyle: 'colon',
    nameInCaps: true,
    headerStyle: 'comma',
    contact: {
      name: 'Gurpreet Kaur',
      email: 'gurpreet.kaur@example.org',
      phone: '+91 81460 33445',
      location: 'Ludhiana, Punjab',
      links: [],
    },
    contactLines: [
      'Ludhiana, Punjab',
      'Mobile: +91 81460 33445',
      'E-mail: gurpreet.kaur@example.org',
    ],
    titles: {
      summary: 'PROFILE',
      experience: 'WORK EXPERIENCE',
      education: 'EDUCATION',
      skills: 'KEY SKILLS',
      certifications: 'COURSES',
      languages: 'LANGUAGES KNOWN',
    },
    order: ['summary', 'experience', 'education', 'skills', 'certifications', 'languages'],
    summary: [
      'Retail cashier with five years of billing and customer service experience. I have dwarfism and work best at a lowered counter.',
    ],
    skills: {
      as: 'comma',
      items: [
        'Billing',
        'POS Systems',
        'Cash Handling',
        'Inventory Management',
        'Customer Service',
      ],
    },
    experience: [
      {
        entry: {
          title: 'Senior Cashier',
          employer: 'Reliance Smart',
          period: period('01/2022 – Present', '2022-01', null, true),
          details: ['Handle billing of about 300 customers a day and the evening cash tally.'],
        },
        place: 'Ludhiana',
      },
      {
        entry: {
          title: 'Cashier',
          employer: 'Vishal Mega Mart',
          period: period('03/2019 – 12/2021', '2019-03', '2021-12'),
          details: ['Billing, returns and loyalty card sign-ups.'],
        },
        place: 'Jalandhar',
      },
    ],
    education: [
      {
        entry: {
          degree: 'B.Com',
          institution: 'Guru Nanak Dev University',
          period: period('2016 – 2019', '2016', '2019'),
          grade: 'Second Division',
        },
      },
    ],
    projects: [],
    certifications: ['Retail Sales Associate – Retailers Association Skill Council of India'],
    languages: { items: ['Punjabi', 'Hindi', 'English'], as: 'comma' },
    ignored: [{ title: 'HOBBIES', lines: ['Gurbani kirtan, cooking'] }],
  },
];

// ---------------------------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------------------------

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

const BASE_STYLE = `body { font-family: "DejaVu Sans", sans-serif; font-size: 10.5pt; line-height: 1.35; margin: 0; color: #111; }
h1 { font-size: 22pt; margin: 0 0 4pt; } h2 { font-size: 14pt; margin: 14pt 0 4pt; }
h3 { font-size: 11pt; margin: 8pt 0 2pt; } p { margin: 0 0 6pt; } ul { margin: 2pt 0 8pt; padding-left: 18pt; }
.entry { margin-top: 8pt; } .row { display: flex; justify-content: space-between; }
.caps { font-weight: bold; margin-top: 14pt; } table { border-collapse: collapse; margin: 4pt 0 8pt; }
th, td { border: 1px solid #000; padding: 3pt 8pt; text-align: left; }`;

function sectionTitle(source: ResumeSource, text: string): string {
  // caps-titles: a paragraph the size of the body text, never a heading element; bold, or plain
  // with a colon (which the converter cannot tell from body text).
  if (source.layout !== 'caps-titles') return `<h2>${escapeHtml(text)}</h2>`;
  return source.titleStyle === 'colon'
    ? `<p style="margin-top:12pt">${escapeHtml(text)}:</p>`
    : `<p class="caps">${escapeHtml(text)}</p>`;
}

function bullets(lines: readonly string[]): string {
  return lines.length ? `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>` : '';
}

function experienceHtml(source: ResumeSource, { entry, place }: Entry<ResumeExperience>): string {
  const e = (t: string) => escapeHtml(t);
  const where = place ? `, ${place}` : '';
  const when = entry.period?.text ?? '';
  let head: string;
  switch (source.headerStyle) {
    case 'comma':
      head = `<p class="entry"><b>${e(`${entry.title}, ${entry.employer}${where}`)}</b></p><p>${e(when)}</p>`;
      break;
    case 'at':
      head = `<p class="entry"><b>${e(entry.title)}</b> at ${e(entry.employer + where)} | ${e(when)}</p>`;
      break;
    case 'dash':
      head = `<h3 class="entry">${e(`${entry.title} — ${entry.employer}${where}`)}</h3><p>${e(when)}</p>`;
      break;
    case 'pipe':
      head = `<p class="entry"><b>${e(`${entry.title} | ${entry.employer}${where}`)}</b> | ${e(when)}</p>`;
      break;
    case 'right':
      head = `<div class="row entry"><b>${e(`${entry.title} | ${entry.employer}${where}`)}</b><span>${e(when)}</span></div>`;
      break;
    case 'two-line':
      head = `<p class="entry"><b>${e(entry.title)}</b></p><p>${e(entry.employer + where)}</p><p><i>${e(when)}</i></p>`;
      break;
    case 'employer-first':
      head = `<p class="entry"><b>${e(`${entry.employer}${where} — ${when}`)}</b></p><p><i>${e(entry.title)}</i></p>`;
      break;
  }
  return head + bullets(entry.details);
}

function educationHtml(source: ResumeSource): string {
  if (source.educationAs === 'bullets') {
    return bullets(
      source.education.map(({ entry, place }) =>
        [
          entry.degree,
          entry.institution + (place ? `, ${place}` : ''),
          entry.period?.text ?? '',
          entry.grade,
        ]
          .filter(Boolean)
          .join(', '),
      ),
    );
  }
  if (source.educationAs === 'table') {
    const rows = source.education
      .map(
        ({ entry }) =>
          `<tr><td>${escapeHtml(entry.degree)}</td><td>${escapeHtml(entry.institution)}</td><td>${escapeHtml(entry.period?.text ?? '')}</td><td>${escapeHtml(entry.grade)}</td></tr>`,
      )
      .join('');
    return `<table><thead><tr><th>Qualification</th><th>Board / University</th><th>Year</th><th>Percentage</th></tr></thead><tbody>${rows}</tbody></table>`;
  }
  return source.education
    .map(({ entry, place }) => {
      const institution = escapeHtml(entry.institution + (place ? `, ${place}` : ''));
      const tail = [entry.period?.text ?? '', entry.grade].filter(Boolean).map(escapeHtml);
      // Alternate the two common shapes: degree and institution on one line, or on two.
      return source.headerStyle === 'two-line' || source.headerStyle === 'at'
        ? `<p class="entry"><b>${escapeHtml(entry.degree)}</b></p><p>${institution}</p><p>${tail.join(' | ')}</p>`
        : `<p class="entry"><b>${escapeHtml(entry.degree)}</b>, ${institution}</p><p>${tail.join(' | ')}</p>`;
    })
    .join('');
}

function skillsHtml(skills: SkillsBlock): string {
  switch (skills.as) {
    case 'list':
      return bullets(skills.items);
    case 'comma':
      return `<p>${escapeHtml(skills.items.join(', '))}</p>`;
    case 'pipe':
      return `<p>${escapeHtml(skills.items.join(' | '))}</p>`;
    case 'labelled':
      return skills.groups
        .map((g) => `<p><b>${escapeHtml(g.label)}:</b> ${escapeHtml(g.items.join(', '))}</p>`)
        .join('');
  }
}

function sectionHtml(source: ResumeSource, key: SectionKey): string {
  const title = source.titles[key];
  if (!title) return '';
  let body: string;
  switch (key) {
    case 'summary':
      body = source.summary.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
      break;
    case 'skills':
      body = skillsHtml(source.skills);
      break;
    case 'experience':
      body = source.experience.map((x) => experienceHtml(source, x)).join('');
      break;
    case 'education':
      body = educationHtml(source);
      break;
    case 'projects':
      body =
        source.projectsAs === 'bullets'
          ? bullets(source.projects.map((p) => [p.name, ...p.details].join(' – ')))
          : source.projects
              .map((p) => `<p class="entry"><b>${escapeHtml(p.name)}</b></p>${bullets(p.details)}`)
              .join('');
      break;
    case 'certifications':
      body = bullets(source.certifications);
      break;
    case 'languages':
      if (source.languages.items.length === 0) return '';
      body =
        source.languages.as === 'list'
          ? bullets(source.languages.items)
          : `<p>${escapeHtml(source.languages.items.join(', '))}</p>`;
      break;
  }
  return sectionTitle(source, title) + body;
}

function ignoredHtml(source: ResumeSource): string {
  return source.ignored
    .map(
      (s) => sectionTitle(source, s.title) + s.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join(''),
    )
    .join('');
}

function nameHtml(source: ResumeSource): string {
  const caps = source.nameInCaps ? 'text-transform:uppercase;' : '';
  return source.layout === 'caps-titles'
    ? `<p style="font-size:20pt;font-weight:bold;margin:0 0 4pt;${caps}">${escapeHtml(source.contact.name)}</p>`
    : `<h1 style="${caps}">${escapeHtml(source.contact.name)}</h1>`;
}

function contactHtml(source: ResumeSource): string {
  return `<p>${source.contactLines.map(escapeHtml).join('<br>')}</p>`;
}

function page(source: ResumeSource, style: string, body: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Resume of ${escapeHtml(source.contact.name)}</title><style>${BASE_STYLE}${style}</style></head><body>${body}</body></html>`;
}

const SCAN_STYLE =
  'body { font-size: 23px; margin: 70px 80px; } h1 { font-size: 40px; } h2 { font-size: 27px; }';

function resumeHtml(source: ResumeSource): string {
  if (source.layout === 'two-column') {
    const sideKeys: SectionKey[] = ['skills', 'languages'];
    const side = source.order.filter((k) => sideKeys.includes(k));
    const main = source.order.filter((k) => !sideKeys.includes(k));
    // The name spans both columns; the sidebar's contact lines have a "Contact" title of their own.
    return page(
      source,
      `.top { padding: 0 0 8pt; border-bottom: 2px solid #345; margin-bottom: 10pt; }
.cols { display: grid; grid-template-columns: 32% 1fr; column-gap: 28pt; }
.side h2 { font-size: 12.5pt; } .side { background: #eef3f7; padding: 0 8pt 8pt; }`,
      `<div class="top">${nameHtml(source)}</div><div class="cols"><div class="side"><h2>Contact</h2>${source.contactLines
        .map((l) => `<p>${escapeHtml(l)}</p>`)
        .join('')}${side.map((k) => sectionHtml(source, k)).join('')}</div><div class="main">${main
        .map((k) => sectionHtml(source, k))
        .join('')}${ignoredHtml(source)}</div></div>`,
    );
  }
  return page(
    source,
    // A scan is laid out at 150 CSS pixels an inch: type in pixels, margins drawn by the body.
    source.layout === 'scanned' ? SCAN_STYLE : '',
    nameHtml(source) +
      contactHtml(source) +
      source.order.map((k) => sectionHtml(source, k)).join('') +
      ignoredHtml(source),
  );
}

/** The printed resume's expected reading. */
function expectedOf(source: ResumeSource): ParsedResume {
  const skills =
    source.skills.as === 'labelled'
      ? source.skills.groups.flatMap((g) => g.items)
      : [...source.skills.items];
  return {
    contact: { ...source.contact, links: [...source.contact.links] },
    summary: source.summary.join(' '),
    skills,
    experience: source.experience.map(({ entry }) => entry),
    education: source.education.map(({ entry }) => entry),
    projects: source.projects,
    certifications: source.certifications,
    languages: source.languages.items,
  };
}

/** An A4 page laid out at 150 CSS pixels an inch and captured at twice that: a 300 dpi scan. */
const SCAN = { width: 1240, height: 1754, scale: 2 };

async function printScanned(browser: Browser, html: string, file: string): Promise<void> {
  const shot = await browser.newPage({
    viewport: { width: SCAN.width, height: SCAN.height },
    deviceScaleFactor: SCAN.scale,
  });
  await shot.setContent(html, { waitUntil: 'load' });
  // A scan is one page: a resume longer than the page would be cut off without a word.
  // (An expression: the server's TypeScript has no DOM types.)
  const height = Number(await shot.evaluate('document.documentElement.scrollHeight'));
  if (height > SCAN.height) throw new Error(`A scanned resume is ${height}px tall, over one page`);
  const png = await shot.screenshot({ type: 'png' });
  await shot.close();
  await pdf(
    browser,
    `<!DOCTYPE html><html><head><style>@page { margin: 0 } body { margin: 0 }</style></head><body><img src="data:image/png;base64,${png.toString('base64')}" style="width:210mm;height:296mm;display:block"></body></html>`,
    file,
    { tagged: false },
  );
}

const MARGIN = { top: '40px', bottom: '40px', left: '48px', right: '48px' };

/** Writes every resume as a PDF into `dir` (one Chromium for all, closed at the end). */
export async function makeResumeFixtures(dir: string): Promise<ResumeFixture[]> {
  const browser = await launchChromium();
  try {
    return await Promise.all(
      SOURCES.map(async (source) => {
        const file = path.join(dir, `${source.name}.pdf`);
        const html = resumeHtml(source);
        if (source.layout === 'scanned') await printScanned(browser, html, file);
        else await pdf(browser, html, file, { tagged: source.tagged ?? false, margin: MARGIN });
        return { name: source.name, layout: source.layout, file, expected: expectedOf(source) };
      }),
    );
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Scores
// ---------------------------------------------------------------------------------------------

export interface FieldScore {
  field: string;
  precision: number;
  recall: number;
  f1: number;
  /** Counts behind the figures, so that fixtures can be pooled (overallF1). */
  tp: number;
  fp: number;
  fn: number;
}

/** Case, spacing and punctuation do not count: "B. Com" = "b.com" = "B.Com". */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim();
}

/** Spaces do not count inside an email address or a phone number. */
function normaliseCompact(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
}

/** The scheme, "www." and a trailing slash do not count in a link. */
function normaliseLink(link: string): string {
  return link
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');
}

function score(field: string, tp: number, fp: number, fn: number): FieldScore {
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { field, precision, recall, f1, tp, fp, fn };
}

/** One value: right (tp), wrong (fp and fn), missing (fn) or made up where none is written (fp). */
function single(field: string, expected: string, parsed: string, norm: (s: string) => string) {
  const e = norm(expected);
  const p = norm(parsed);
  if (!e && !p) return score(field, 0, 0, 0);
  if (e === p) return score(field, 1, 0, 0);
  return score(field, 0, p ? 1 : 0, e ? 1 : 0);
}

/** Items matched one to one, each expected item with the first unmatched parsed one it equals. */
function matched<E, P>(
  field: string,
  expected: readonly E[],
  parsed: readonly P[],
  same: (e: E, p: P) => boolean,
): FieldScore {
  const used = new Set<number>();
  let tp = 0;
  for (const e of expected) {
    const index = parsed.findIndex((p, i) => !used.has(i) && same(e, p));
    if (index >= 0) {
      used.add(index);
      tp += 1;
    }
  }
  return score(field, tp, parsed.length - tp, expected.length - tp);
}

function asSet(items: readonly string[], norm: (s: string) => string): string[] {
  return [...new Set(items.map(norm).filter(Boolean))];
}

function samePeriod(e: ResumePeriod | null, p: ResumePeriod | null): boolean {
  return (e?.start ?? null) === (p?.start ?? null) && (e?.end ?? null) === (p?.end ?? null);
}

function words(text: string): string[] {
  return normaliseText(text).split(' ').filter(Boolean);
}

/** Shared words (as multisets) over the mean length (Dice): 1 is the same words in any order. */
export function wordOverlap(a: string, b: string): number {
  const x = words(a);
  const y = words(b);
  if (x.length + y.length === 0) return 1;
  const counts = new Map<string, number>();
  for (const w of x) counts.set(w, (counts.get(w) ?? 0) + 1);
  let common = 0;
  for (const w of y) {
    const n = counts.get(w) ?? 0;
    if (n > 0) {
      common += 1;
      counts.set(w, n - 1);
    }
  }
  return (2 * common) / (x.length + y.length);
}

/** Field groups scored by resumeFieldScores, in its order. */
export const RESUME_FIELDS = [
  'name',
  'email',
  'phone',
  'location',
  'links',
  'summary',
  'skills',
  'experience',
  'education',
  'projects',
  'certifications',
  'languages',
] as const;

/**
 * Precision, recall and F1 of each field group of one resume:
 * - name, location: equal after normalising case, spaces and punctuation; email, phone: equal
 *   after lower-casing and removing spaces; links: as a set, scheme, "www." and trailing "/" aside;
 * - summary: one item, a match when the word overlap (Dice, wordOverlap) is at least 0.8;
 * - skills, certifications, languages: as sets of normalised strings;
 * - experience: an entry matches when title and employer are equal (normalised) and the period's
 *   start and end are equal; education likewise by degree, institution, start and end; projects
 *   by name. Details and grades are not scored.
 * A field with nothing expected and nothing parsed has no counts (and precision = recall = 1).
 */
export function resumeFieldScores(expected: ParsedResume, parsed: ParsedResume): FieldScore[] {
  const e = expected;
  const p = parsed;
  const set = (field: string, a: readonly string[], b: readonly string[], norm = normaliseText) =>
    matched(field, asSet(a, norm), asSet(b, norm), (x, y) => x === y);
  const summary = (): FieldScore => {
    const has = (s: string) => words(s).length > 0;
    if (!has(e.summary) && !has(p.summary)) return score('summary', 0, 0, 0);
    if (has(e.summary) && has(p.summary) && wordOverlap(e.summary, p.summary) >= 0.8)
      return score('summary', 1, 0, 0);
    return score('summary', 0, has(p.summary) ? 1 : 0, has(e.summary) ? 1 : 0);
  };
  const same = (a: string, b: string) => normaliseText(a) === normaliseText(b);
  return [
    single('name', e.contact.name, p.contact.name, normaliseText),
    single('email', e.contact.email, p.contact.email, normaliseCompact),
    single('phone', e.contact.phone, p.contact.phone, normaliseCompact),
    single('location', e.contact.location, p.contact.location, normaliseText),
    set('links', e.contact.links, p.contact.links, normaliseLink),
    summary(),
    set('skills', e.skills, p.skills),
    matched(
      'experience',
      e.experience,
      p.experience,
      (x, y) =>
        same(x.title, y.title) && same(x.employer, y.employer) && samePeriod(x.period, y.period),
    ),
    matched(
      'education',
      e.education,
      p.education,
      (x, y) =>
        same(x.degree, y.degree) &&
        same(x.institution, y.institution) &&
        samePeriod(x.period, y.period),
    ),
    matched('projects', e.projects, p.projects, (x, y) => same(x.name, y.name)),
    set('certifications', e.certifications, p.certifications),
    set('languages', e.languages, p.languages),
  ];
}

/**
 * Each field group's F1 over many resumes (their counts pooled), and the overall figure: the mean
 * of the groups' F1, so that a group with many items (skills) weighs no more than one with a
 * single item (email). Groups with no counts at all (nothing expected or parsed anywhere) are left
 * out of the mean.
 */
export function pooledFieldScores(scores: readonly (readonly FieldScore[])[]): FieldScore[] {
  const fields = new Map<string, { tp: number; fp: number; fn: number }>();
  for (const resume of scores) {
    for (const s of resume) {
      const sum = fields.get(s.field) ?? { tp: 0, fp: 0, fn: 0 };
      sum.tp += s.tp;
      sum.fp += s.fp;
      sum.fn += s.fn;
      fields.set(s.field, sum);
    }
  }
  return [...fields].map(([field, c]) => score(field, c.tp, c.fp, c.fn));
}

/** The overall F1 of many resumes (see pooledFieldScores). */
export function overallF1(scores: readonly (readonly FieldScore[])[]): number {
  const groups = pooledFieldScores(scores).filter((s) => s.tp + s.fp + s.fn > 0);
  return groups.length === 0 ? 1 : groups.reduce((sum, s) => sum + s.f1, 0) / groups.length;
}
