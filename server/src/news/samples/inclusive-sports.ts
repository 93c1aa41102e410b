// Sample content (English, JSON Feed 1.1): inclusive sport and culture in general terms, written for
// Nclude's development setup. No events, results or people: only how things work.
import type { SampleFeedContent } from './types';

const HOME = 'https://news.example.org/inclusive-sports/';

export const INCLUSIVE_SPORTS: SampleFeedContent = {
  file: 'inclusive-sports.json',
  name: 'Inclusive Sports (sample)',
  language: 'eng',
  format: 'json',
  categories: ['Sports', 'Culture'],
  description:
    'Sample content of the Nclude portal: explainers on inclusive sport and accessible culture, written for development and testing. Not real news.',
  homePage: HOME,
  guids: 'link',
  items: [
    {
      slug: 'how-blind-cricket-is-played',
      title: 'How blind cricket is played',
      authors: ['Sample Sports Desk'],
      categories: ['Sports'],
      ageHours: 3,
      image: {
        name: 'blind-cricket',
        alt: 'Sample illustration: a white ball with holes next to three stumps, captioned "Blind cricket".',
      },
      body: `<p>Cricket for blind and partially sighted players follows the familiar game, with changes that let players follow the ball by sound. The ball is made of hard plastic and holds metal ball bearings, so it rattles as it moves.</p>
<p>The bowler bowls underarm and the ball bounces along the ground, so that the batter can track it by its sound. Players call out to each other so that everyone knows when the ball is coming.</p>
<p>Teams include players from three sight categories, known as B1, B2 and B3, from totally blind to partially sighted. Rules on how many players of each category take the field keep the game from favouring those with more sight.</p>
<ul>
<li>International tournaments for blind cricketers, including world cups, have been held for many years.</li>
<li>In India, associations of blind cricketers organise matches at the state and national level.</li>
</ul>
<p>Also read: <a href="${HOME}para-athletics-classes">Para-athletics classes, explained</a></p>`,
    },
    {
      slug: 'para-athletics-classes',
      title: 'Para-athletics classes, explained: what T11 or F46 means',
      authors: ['Sample Sports Desk'],
      categories: ['Sports'],
      ageHours: 11,
      image: {
        name: 'para-athletics',
        alt: 'Sample illustration: running lanes with two runners joined by a short tether, before a chequered finish line, captioned "Para-athletics".',
      },
      body: `<p>In para-athletics, athletes compete in classes that group people whose impairments affect them in similar ways, so that races and throws are decided by skill and training. Each class is written as a letter and a number.</p>
<ul>
<li>The letter <strong>T</strong> stands for track and jump events, and <strong>F</strong> for field events such as throws.</li>
<li>Classes 11 to 13 are for athletes with visual impairment; class 11 runners run with a sighted guide, joined by a short tether.</li>
<li>Class 20 is for athletes with an intellectual impairment.</li>
<li>Classes in the 30s cover impairments of coordination, such as cerebral palsy; the 40s and 60s cover short stature and limb differences; classes 51 to 57 are for wheelchair racing and seated throws.</li>
</ul>
<p>Within a range, a lower number usually means the impairment has a greater effect on the sport. Athletes are assessed by trained classifiers, and a class can be reviewed.</p>
<p>Read more</p>`,
    },
    {
      slug: 'goalball',
      title: 'Goalball: a team sport played by sound',
      authors: ['Sample Sports Desk'],
      categories: ['Sports'],
      ageHours: 19,
      body: `<p>Goalball was designed for athletes with visual impairment and is played at the Paralympic Games. Two teams of three players face each other on a court the size of a volleyball court, each defending a goal that spans the full width of its end.</p>
<p>The ball has bells inside. Players roll or bounce it hard towards the opposing goal, and defenders dive across to block it with their bodies. All players wear eyeshades, so everyone plays without sight whatever their level of vision.</p>
<ul>
<li>The lines on the court are slightly raised so that players can feel them.</li>
<li>Spectators stay silent while the ball is in play, so that players can hear it.</li>
</ul>
<p>Goalball needs little equipment and can be started in a school hall, which makes it a good first team sport for children with visual impairment.</p>
<p>Read it here: <a href="${HOME}goalball">the rules in brief</a></p>`,
    },
    {
      slug: 'wheelchair-basketball',
      title: 'Wheelchair basketball: the basics',
      authors: ['Sample Sports Desk'],
      categories: ['Sports'],
      ageHours: 33,
      body: `<p>Wheelchair basketball keeps the hoop at the standard height and uses the same ball and court as the running game. Players use sports wheelchairs built to turn quickly and to withstand contact.</p>
<p>A few rules are adapted. A player holding the ball may push the wheels twice before bouncing, passing or shooting it; pushing more often is a travelling violation.</p>
<p>Each player has a classification value based on their functional ability, and the total for the five players on court may not exceed a set limit. This lets players with different impairments play in the same team.</p>
<ul>
<li>Men and women play the sport at the Paralympic Games.</li>
<li>Many clubs welcome players without disabilities to local and practice games.</li>
</ul>`,
    },
    {
      slug: 'paralympics-special-olympics-deaflympics',
      title: 'Paralympics, Special Olympics and Deaflympics: not the same thing',
      authors: ['Sample Sports Desk', 'Sample Culture Desk'],
      categories: ['Sports'],
      ageHours: 45,
      body: `<p>Three international sports movements are often confused, but each serves different athletes.</p>
<ul>
<li><strong>The Paralympic Games</strong> are held after the Olympic Games, in the same host city, for athletes with physical and visual impairments and, in some events, intellectual impairments.</li>
<li><strong>Special Olympics</strong> offers sport and competition to people with intellectual disabilities at every level of ability, with an emphasis on taking part.</li>
<li><strong>The Deaflympics</strong> are games for deaf athletes, where visual signals replace sounds such as the starting gun.</li>
</ul>
<p>Each movement has its own national bodies, and athletes reach their events by different routes. Knowing the difference helps when looking for coaching or competitions.</p>
<p>Read more</p>`,
    },
    {
      slug: 'accessible-match-day',
      title: 'Going to a match: planning an accessible visit',
      authors: ['Sample Culture Desk'],
      categories: ['Sports', 'Culture'],
      ageHours: 60,
      // Left without a description on purpose: the reader must supply its own alt text.
      image: { name: 'step-free' },
      body: `<p>Watching a match live can be a great day out, and a little planning makes it easier for spectators with disabilities.</p>
<ul>
<li>Check whether the venue lists accessible seating, step-free entrances and accessible toilets, and book those seats early.</li>
<li>Ask whether a companion ticket is available and whether a wheelchair can be borrowed at the gate.</li>
<li>Find out whether audio commentary is offered on a radio, an app or a headset.</li>
<li>Plan the journey, including where the accessible drop-off points are.</li>
</ul>
<p>At the gate, it is worth asking whether staff or volunteers can help find the seats and the nearest accessible toilet.</p>
<p>If the venue's website does not answer these questions, writing to its management is worthwhile: each question is a reminder that spectators with disabilities are part of the crowd.</p>`,
    },
    {
      slug: 'audio-description',
      title: 'Audio description: films and plays for blind and low-vision audiences',
      authors: ['Sample Culture Desk'],
      categories: ['Culture'],
      ageHours: 80,
      body: `<p>Audio description is a spoken track that describes what happens on screen or on stage between the lines of dialogue: actions, scenery, facial expressions and any text that appears. It lets blind and low-vision viewers follow the story without someone beside them explaining.</p>
<p>On streaming services, audio description appears as a separate audio track or language option, usually labelled "Audio Description" or "AD". Some theatres offer live description through headsets at selected performances.</p>
<blockquote><p>Good description does not explain the story; it tells the listener what a sighted viewer can see and leaves the meaning to them.</p></blockquote>
<p>Viewers who rely on it can help by telling services which titles they would like described.</p>
<p>Also read: <a href="${HOME}touch-tours">Touch tours and tactile models in museums</a></p>`,
    },
    {
      slug: 'touch-tours',
      title: 'Touch tours and tactile models in museums',
      authors: ['Sample Culture Desk'],
      categories: ['Culture'],
      ageHours: 100,
      body: `<p>Museums increasingly offer ways to experience their collections other than by looking. Touch tours let visitors handle selected objects or replicas, often with a guide describing them.</p>
<ul>
<li>Tactile models and raised drawings show the shape of buildings, sculptures or paintings.</li>
<li>Audio guides with detailed descriptions let visitors explore at their own pace.</li>
<li>Labels in large print and Braille, and videos in sign language, make information available to more visitors.</li>
</ul>
<p>Before a visit, ask the museum what is available and whether a guided tour must be booked. Where nothing is offered yet, a request can be the start of a new service.</p>
<p>Read it here</p>`,
    },
    {
      slug: 'sign-language-on-stage',
      title: 'Sign language on stage and screen',
      authors: ['Sample Culture Desk'],
      categories: ['Culture'],
      ageHours: 150,
      image: {
        name: 'sign-language',
        alt: 'Sample illustration: two raised open hands, one orange and one white, captioned "Sign language".',
      },
      body: `<p>Deaf audiences can enjoy theatre, concerts and television when sign language is part of the performance. An interpreter may stand at the side of the stage or appear in a corner of the screen, and in some productions signing performers are part of the cast.</p>
<p>Indian Sign Language is a full language with its own grammar, different from spoken Hindi or English. Facial expressions and the space around the signer carry meaning, so a good view of the interpreter matters.</p>
<ul>
<li>When booking, ask for seats with a clear view of the interpreter.</li>
<li>Captions and sign language serve different people: many deaf viewers prefer sign language, while people who lost their hearing later in life may prefer captions.</li>
</ul>
<p>Click here to read the full story</p>`,
    },
    {
      slug: 'days-to-remember',
      title: 'Days that mark disability rights and accessibility through the year',
      authors: ['Sample Culture Desk'],
      categories: ['Culture'],
      ageHours: 220,
      image: {
        name: 'calendar',
        alt: 'Sample illustration: a calendar page with one day highlighted, captioned "Days to remember".',
      },
      body: `<p>Several days in the calendar draw attention to disability rights and accessibility. They are good occasions for schools, employers and communities to learn, and to check their own accessibility.</p>
<ul>
<li><strong>4 January:</strong> World Braille Day.</li>
<li><strong>The third Thursday of May:</strong> Global Accessibility Awareness Day, about digital access.</li>
<li><strong>23 September:</strong> International Day of Sign Languages.</li>
<li><strong>15 October:</strong> White Cane Safety Day.</li>
<li><strong>3 December:</strong> International Day of Persons with Disabilities, observed by the United Nations.</li>
</ul>
<p>Joining an event on one of these days, or simply checking how accessible your own website, office or classroom is, is a good way to mark them.</p>
<p>Also read: <a href="https://news.example.org/sample-desk/braille-and-bharati-braille">Braille and Bharati Braille: one system for many scripts</a></p>`,
    },
  ],
};
