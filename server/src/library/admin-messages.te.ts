// Telugu texts of the library's administration (see admin-messages.ts for the English).
import type { Translation } from '@nclude/shared/messages';
import type { libraryAdminMessages } from './admin-messages';

const te: Translation<typeof libraryAdminMessages> = {
  fileRequired: 'అప్‌లోడ్ చేయడానికి పుస్తకం ఫైల్‌ను ఎంచుకోండి.',
  bookUploaded: 'పుస్తకం “{name}” అప్‌లోడ్ అయింది, చదివి వినిపించబడుతోంది. సిద్ధమైన తర్వాత ఇది గ్రంథాలయంలో కనిపిస్తుంది.',
  bookReplacing: 'పుస్తకం “{name}” అప్‌లోడ్ అయింది. చదివి వినిపించిన తర్వాత ఇది పుస్తకం “{title}” స్థానంలో వస్తుంది.',
  bookNotFound: 'ఈ పుస్తకం గ్రంథాలయంలో లేదు.',
  bookDeleted: 'పుస్తకం “{title}” దాని ఆడియో, డౌన్‌లోడ్‌లతో సహా తొలగించబడింది.',
  bookRetried: 'పుస్తకం “{title}” మళ్లీ చదవబడుతోంది.',
  notFailed: 'ఇన్‌జెషన్ విఫలమైన పుస్తకాన్ని మాత్రమే మళ్లీ ప్రయత్నించవచ్చు.',
  cannotRetry:
    'ఈ పుస్తకం ఇన్‌జెషన్‌ను మళ్లీ నడపలేము (ఇది ఇక్కడ అప్‌లోడ్ చేయబడలేదు, లేదా దాని అప్‌లోడ్ ఇప్పుడు ఉంచబడలేదు). పుస్తకాన్ని మళ్లీ అప్‌లోడ్ చేయండి.',
};

export default te;
