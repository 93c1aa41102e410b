import type { Translation } from '@nclude/shared';
import type { shellMessages } from './messages';

const te: Translation<typeof shellMessages> = {
  appName: 'Nclude',
  skipToMain: 'ప్రధాన విషయానికి వెళ్లండి',
  logoAlt: 'Nclude హోమ్',

  // Header
  siteHeader: 'సైట్ హెడర్',
  pageSections: 'పేజీ విభాగాలు',
  accessibilitySettings: 'సౌలభ్య సెట్టింగ్‌లు',
  logout: 'లాగ్ అవుట్',
  openMenu: 'మెనూ తెరవండి',
  closeMenu: 'మెనూ మూసివేయండి',
  yourProfile: 'మీ ప్రొఫైల్',
  organisationProfile: 'సంస్థ ప్రొఫైల్',

  // నోటిఫికేషన్‌లు (హెడర్)

  // Sidebar
  mainNavigation: 'ప్రధాన',
  expandSidebar: 'సైడ్‌బార్‌ను విస్తరించండి',
  collapseSidebar: 'సైడ్‌బార్‌ను కుదించండి',
  navDashboard: 'డాష్‌బోర్డ్',

  // Page titles of the shell's own pages
  titleHome: 'హోమ్',
  titleNotFound: 'పేజీ కనబడలేదు',
  titlePageUnavailable: 'పేజీ అందుబాటులో లేదు',

  // Not available / failure / 404
  cannotShowHeading: '{area} చూపించడం సాధ్యం కాదు',
  incompatibleText:
    'పోర్టల్‌లోని ఈ భాగం Nclude యొక్క వేరొక వెర్షన్ కోసం తయారు చేయబడింది, కాబట్టి దీన్ని అప్‌డేట్ చేసే వరకు చూపించలేము. మిగతావన్నీ యథావిధిగా పనిచేస్తాయి: డాష్‌బోర్డ్‌కు తిరిగి వెళ్లండి లేదా మెనూ నుండి వేరొక విభాగాన్ని ఎంచుకోండి.',
  misconfiguredText:
    'పోర్టల్‌లోని ఈ భాగం సరిగ్గా సెటప్ చేయబడలేదు, కాబట్టి దీన్ని చూపించలేము. మిగతావన్నీ యథావిధిగా పనిచేస్తాయి: డాష్‌బోర్డ్‌కు తిరిగి వెళ్లండి లేదా మెనూ నుండి వేరొక విభాగాన్ని ఎంచుకోండి.',
  loadFailedHeading: '{area} లోడ్ కాలేదు',
  loadFailedText:
    'పోర్టల్‌లోని ఈ భాగం లోడ్ కాలేదు. బహుశా నెట్‌వర్క్ సమస్య వల్ల లేదా అప్‌డేట్ జరుగుతున్నందువల్ల కావచ్చు. మళ్లీ ప్రయత్నించడానికి "మళ్లీ ప్రయత్నించండి" నొక్కండి; పోర్టల్‌లోని మిగతా భాగం పనిచేస్తూనే ఉంటుంది.',
  registryFailedText:
    'పోర్టల్ విభాగాల జాబితా లోడ్ కాలేదు, బహుశా నెట్‌వర్క్ సమస్య వల్ల కావచ్చు. మళ్లీ ప్రయత్నించడానికి "మళ్లీ ప్రయత్నించండి" నొక్కండి.',
  retry: 'మళ్లీ ప్రయత్నించండి',
  notFoundHeading: 'పేజీ కనబడలేదు',
  notFoundText: '{path} వద్ద ఏ పేజీ లేదు. చిరునామా తప్పుగా టైప్ చేసి ఉండవచ్చు, లేదా పేజీ వేరే చోటుకు మారి ఉండవచ్చు.',
  loadingPage: 'పేజీ లోడ్ అవుతోంది…',

  loadingSettings: 'సౌలభ్య సెట్టింగ్‌లు లోడ్ అవుతున్నాయి…',

  // Accessibility panel
  fontSize: 'అక్షరాల పరిమాణం',
  fontSizeDefault: 'A (16 px, డిఫాల్ట్)',
  fontSizeLarger: 'A+ (17 px)',
  fontSizeLargest: 'A++ (18 px)',
  colourTheme: 'రంగు థీమ్',
  resetAll: 'అన్నీ రీసెట్ చేయండి',
  themePreviewSample: 'అఆ',
  settingsReset: 'సౌలభ్య సెట్టింగ్‌లు 16 px అక్షరాలు మరియు డిఫాల్ట్ థీమ్‌కు రీసెట్ చేయబడ్డాయి.',
  settingsSavedHint: 'మార్పులు వెంటనే అమలవుతాయి మరియు ఈ పరికరంలో గుర్తుంచుకోబడతాయి.',

  // Session
  sessionEndedElsewhere:
    'మీ ఖాతాతో వేరొక పరికరం లేదా బ్రౌజర్‌లో సైన్ ఇన్ అయినందున మిమ్మల్ని లాగ్ అవుట్ చేశాము. కొనసాగించడానికి మళ్లీ లాగిన్ చేయండి.',
  loggedOut: 'మీరు లాగ్ అవుట్ అయ్యారు.',

  // Dashboard
  dashboardHeading: 'డాష్‌బోర్డ్',
};

export default te;
