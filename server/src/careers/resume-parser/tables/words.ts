// Words that tell a job title from an organisation's name, and the spoken languages a
// languages list may name.

export const TITLE_WORDS =
  /\b(?:executive|engineer|developer|assistant|manager|analyst|teacher|intern|internship|trainee|operator|associate|officer|clerk|designer|accountant|consultant|specialist|coordinator|co-ordinator|lead|representative|agent|tutor|lecturer|professor|administrator|architect|technician|supervisor|head|director|programmer|tester|writer|editor|nurse|pharmacist|instructor|faculty|volunteer|freelancer?|apprentice|receptionist|cashier|tele-?caller|advis[eo]r|auditor|scientist|researcher|fellow|translator|interpreter|trainer|principal|mentor|founder|owner|partner|secretary|steno(?:grapher)?|typist|attendant|helper|incharge|in-charge|educator|therapist|counsellor)s?\b/i;
export const ORG_WORDS =
  /\b(?:pvt|private|ltd|limited|llp|inc|corp|corporation|company|co(?!-)|bank|solutions|technologies|technology|tech|services|systems|software|infotech|infosystems|consultancy|consulting|consultants|associates|traders|trading|enterprises?|industries|group|foundation|trust|society|ngo|school|college|university|institute|academy|hospital|clinic|office|department|ministry|government|govt|council|board|agency|agencies|studio|studios|labs?|global|international|textiles|finance|financial|insurance|bpm|bpo|abhiyan|mission|cent(?:re|er)|stores?|mart|media|press|publications|communications|telecom|motors|pharma|pharmaceuticals|healthcare|logistics|bureau|municipal|municipality|panchayat|parishad|vidyalaya|sangh|mandal|nigam|railways?|authority|commission|court)\b/i;

export const HUMAN_LANGUAGES = new Set([
  'english',
  'hindi',
  'telugu',
  'tamil',
  'kannada',
  'malayalam',
  'marathi',
  'bengali',
  'bangla',
  'gujarati',
  'punjabi',
  'odia',
  'oriya',
  'assamese',
  'urdu',
  'konkani',
  'sanskrit',
  'sindhi',
  'kashmiri',
  'nepali',
  'manipuri',
  'maithili',
  'bhojpuri',
  'tulu',
  'french',
  'german',
  'spanish',
  'japanese',
  'arabic',
  'chinese',
  'mandarin',
  'russian',
  'portuguese',
  'italian',
  'korean',
  'indian sign language',
  'isl',
  'sign language',
]);
