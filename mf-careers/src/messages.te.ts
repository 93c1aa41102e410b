// Telugu texts shared by the careers pages (see messages.ts for the English).
import type { Translation } from '@nclude/shared';
import type { careersMessages } from './messages';

const te: Translation<typeof careersMessages> = {
  resumeFileLabel: 'మీ రెజ్యూమె (తప్పనిసరి)',
  resumeFileHint: 'గరిష్ఠంగా {max} MB ఉన్న PDF ఫైల్. మీ తాజా రెజ్యూమె ఉత్తమ సూచనలు ఇస్తుంది.',
  resumeFileRequired: 'మీ రెజ్యూమెను ఎంచుకోండి, ఒక PDF ఫైల్.',
  resumeNotPdf: '{fileName} PDF కాదు. PDF గా సేవ్ చేసిన మీ రెజ్యూమెను ఎంచుకోండి.',
  resumeTooLarge: '{fileName} {max} MB కంటే పెద్దది. చిన్న PDF ఎంచుకోండి.',
  resumeIncomplete: 'ముందుగా మీ రెజ్యూమెను ఎంచుకోండి; తర్వాత బటన్ దాన్ని అప్‌లోడ్ చేస్తుంది.',
  uploadResume: 'రెజ్యూమె అప్‌లోడ్ చేయండి',
  uploadingResume: 'మీ రెజ్యూమె అప్‌లోడ్ అవుతోంది',
  uploadStarted: '{fileName} అప్‌లోడ్ అవుతోంది.',
  uploadFailed: '{fileName} అప్‌లోడ్ కాలేదు. {reason}',
  skip: 'దాటవేయండి',
  skipHint: 'రెజ్యూమె లేకుండా కూడా మీ కెరీర్ గురించి మాట్లాడవచ్చు; రెజ్యూమెతో సూచనలు మెరుగ్గా ఉంటాయి.',
  loadingResume: 'మీ రెజ్యూమె తనిఖీ అవుతోంది…',
  resumeLoadFailed: 'మీ రెజ్యూమెను తనిఖీ చేయలేకపోయాము. {reason}',
};

export default te;
