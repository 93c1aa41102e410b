// The dashboard's own texts (English; Hindi and Telugu beside it), loaded with the dashboard
// rather than with every first page.
import { defineMessages } from '@nclude/shared';

export const dashboardMessages = {
  illustrationAlt:
    'Illustration: a document, a play button with captions, a briefcase and a headphone-wearing reader, connected to the Nclude portal.',
  welcomeIntro:
    'Welcome to Nclude. The portal brings accessible content, careers and reading together in one place, and every page works with a keyboard, a screen reader, larger text and high-contrast colours.',
  conversionHeading: 'Content and media accessibility',
  conversionText:
    'Upload a PDF and get it back as accessible HTML or a Word document, with headings, reading order, lists, tables and image descriptions kept so a screen reader can navigate it. Upload an audio or video file and get captions as text. You are notified with a download link when a conversion is ready.',
  jobsHeading: 'Job recommendations',
  jobsText:
    'Browse government and corporate jobs. Upload your resume and we recommend corporate jobs that match your skills and experience.',
  careerHeading: 'Career insights',
  careerText:
    'Talk to the career discovery assistant about your next step. Its guidance draws on the paths of successful professionals with disabilities, and it can start from your resume.',
  libraryHeading: 'Accessible audiobook library',
  libraryText:
    'Listen to audiobooks in Hindi, English and Telugu, keep them on your book shelf, download them and review them. The library is available to readers enrolled in the print-disability library programme.',
} as const;

export const dashboardText = defineMessages(dashboardMessages, {
  hi: () => import('./dashboard-messages.hi'),
  te: () => import('./dashboard-messages.te'),
});
