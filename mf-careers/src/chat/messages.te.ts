// Telugu texts of the Career Discovery chatbot page (see messages.ts for the English).
import type { Translation } from '@nclude/shared';
import type { chatbotMessages } from './messages';

const te: Translation<typeof chatbotMessages> = {
  heading: 'కెరీర్ అన్వేషణ',
  intro:
    'మీ కెరీర్ గురించి మాట్లాడండి: మీకు ఏ ఉద్యోగాలు సరిపోతాయి, నేర్చుకోదగిన నైపుణ్యాలు, మీ రెజ్యూమె, ఇంటర్వ్యూలు మరియు పరీక్షా సౌకర్యాలు. సహాయకుడు మీ రెజ్యూమె అవగాహనను మరియు Nclude లోని ఉద్యోగాలను ఉపయోగిస్తాడు.',
  checkResume: 'మీ రెజ్యూమె నుంచి మేము అర్థం చేసుకున్నది చూడండి',
  uploadResume: 'కొత్త రెజ్యూమె అప్‌లోడ్ చేయండి',
  inputLabel: 'మీ సందేశం',
  inputPlaceholder: 'చాట్....',
  logLabel: 'కెరీర్ అన్వేషణ సహాయకుడితో సంభాషణ',
  modeModel:
    'జవాబులను ఒక భాషా నమూనా మీ రెజ్యూమె, ఉద్యోగాల జాబితా మరియు జ్ఞాన భాండాగారం నుంచి రాస్తుంది. వివరాలను యజమానితో సరిచూసుకోండి.',
  modeSearch:
    'ఈ సర్వర్‌లో భాషా నమూనా ఏర్పాటు చేయలేదు: జవాబులు మీ రెజ్యూమెకు సరిపోయే ఉద్యోగాలను చూపి, జ్ఞాన భాండాగారం నుంచి ఉల్లేఖిస్తాయి.',
};

export default te;
