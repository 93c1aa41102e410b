// Cues from engine output and the three caption files, pure: limits of lines and time, where
// cues and lines break, Devanagari and Telugu, timing rules, and the files read back by a real
// WebVTT parser (Chromium's, through <track>).
import {
  CUE_MIN_SECONDS,
  cuesFromSegments,
  cuesFromWords,
  mergeRecognitions,
  textLength,
} from '../src/captions/cues';
import {
  CUE_LINE_MAX,
  CUE_LINES_MAX,
  CUE_SECONDS_MAX,
  type Cue,
  type TimedWord,
} from '../src/captions/types';
import { formatTimestamp, writeSrt, writeTxt, writeVtt } from '../src/captions/writers';
import { launchChromium } from './fixtures/chromium';

/** Words spoken one after another, `seconds` each, with `gap` between them. */
function timedWords(text: string, { start = 0, seconds = 0.3, gap = 0.05 } = {}): TimedWord[] {
  return text.split(' ').map((word, index) => ({
    text: word,
    start: start + index * (seconds + gap),
    end: start + index * (seconds + gap) + seconds,
  }));
}

const cueText = (cues: Cue[]) => cues.map((cue) => cue.lines.join(' ')).join(' ');

function expectWithinLimits(cues: Cue[]) {
  cues.forEach((cue, index) => {
    expect(cue.lines.length).toBeGreaterThan(0);
    expect(cue.lines.length).toBeLessThanOrEqual(CUE_LINES_MAX);
    for (const line of cue.lines) {
      expect(textLength(line)).toBeLessThanOrEqual(CUE_LINE_MAX);
      expect(line).toBe(line.trim());
      expect(line).not.toMatch(/\s{2}/);
    }
    expect(cue.end).toBeGreaterThan(cue.start);
    expect(cue.end - cue.start).toBeLessThanOrEqual(CUE_SECONDS_MAX + 1e-9);
    const next = cues[index + 1];
    if (next) expect(cue.end).toBeLessThanOrEqual(next.start);
  });
}

const LONG_TEXT =
  'captions are made for people who are deaf or hard of hearing and they also help people ' +
  'who watch without sound on a train or in a library and people who are learning the language ' +
  'of the recording because reading and listening together is easier than listening alone ' +
  'and a good caption file keeps each line short enough to read at a glance while the speaker ' +
  'goes on talking without waiting for anybody to catch up with what was said a moment ago';

describe('cuesFromWords', () => {
  it('keeps lines, line counts and durations within the limits and loses no word', () => {
    const words = timedWords(LONG_TEXT);
    const cues = cuesFromWords(words);
    expectWithinLimits(cues);
    expect(cueText(cues)).toBe(LONG_TEXT);
    // Cues are full: no more cues than twice the minimum the line limits allow.
    expect(cues.length).toBeLessThan((2 * LONG_TEXT.length) / (CUE_LINE_MAX * CUE_LINES_MAX) + 2);
    expect(cues[0]!.start).toBe(0);
  });

  it('ends a cue at 7 seconds of slow speech', () => {
    const cues = cuesFromWords(
      timedWords('one two three four five six seven eight', { seconds: 1.5 }),
    );
    expectWithinLimits(cues);
    expect(cues.length).toBeGreaterThan(1);
  });

  it('starts a new cue at each sentence, but not after an abbreviation', () => {
    const cues = cuesFromWords(timedWords('Hello there. How are you? Dr. Smith is fine!'));
    expect(cues.map((cue) => cue.lines)).toEqual([
      ['Hello there.'],
      ['How are you?'],
      ['Dr. Smith is fine!'],
    ]);
  });

  it('starts a new cue after a pause of half a second, not after a shorter one', () => {
    const words = [
      ...timedWords('we waited', { start: 0 }),
      ...timedWords('for a while', { start: 0.65 + 0.3 }),
      ...timedWords('and then left', { start: 2.0 + 0.6 }),
    ];
    expect(cuesFromWords(words).map((cue) => cue.lines)).toEqual([
      ['we waited for a while'],
      ['and then left'],
    ]);
  });

  it('ends a full cue after a comma rather than anywhere', () => {
    const text =
      'when the recording is long and the speaker never stops, the captions still have to be cut somewhere sensible';
    const cues = cuesFromWords(timedWords(text, { seconds: 0.2, gap: 0.02 }));
    expectWithinLimits(cues);
    expect(cues[0]!.lines.join(' ')).toBe(
      'when the recording is long and the speaker never stops,',
    );
  });

  it('balances two lines and does not end a line on an article', () => {
    const cues = cuesFromWords(
      timedWords('she put the old book back on the top shelf of the cupboard', { seconds: 0.2 }),
    );
    expect(cues).toHaveLength(1);
    const [first = '', second = ''] = cues[0]!.lines;
    expect(Math.abs(first.length - second.length)).toBeLessThanOrEqual(8);
    expect(first).not.toMatch(/\b(the|of|on)$/);
  });

  it('writes one line when the text fits one', () => {
    expect(cuesFromWords(timedWords('a short caption'))[0]!.lines).toEqual(['a short caption']);
  });

  it('splits a word longer than a line', () => {
    const url = 'https://example.org/a/very/long/address/that/nobody/can/read/aloud';
    const cues = cuesFromWords([{ text: url, start: 0, end: 3 }]);
    expectWithinLimits(cues);
    expect(cueText(cues).replaceAll(' ', '')).toBe(url);
  });

  it('normalises whitespace, drops empty words and joins punctuation given as a word', () => {
    const cues = cuesFromWords([
      { text: ' Hel\u0007lo\u00a0', start: 0, end: 0.4 },
      { text: '', start: 0.4, end: 0.5 },
      { text: ',', start: 0.45, end: 0.5 },
      { text: ' \n\t', start: 0.5, end: 0.6 },
      { text: 'world', start: 0.6, end: 1 },
      { text: '.', start: 1, end: 1.05 },
    ]);
    expect(cues).toEqual([{ start: 0, end: 1.05, lines: ['Hello, world.'] }]);
  });

  it('survives times out of order or missing', () => {
    const cues = cuesFromWords([
      { text: 'first', start: 2, end: 2.5 },
      { text: 'second', start: 1, end: 0.5 },
      { text: 'third', start: NaN, end: NaN },
      { text: 'fourth', start: 3, end: 3.4 },
    ]);
    expectWithinLimits(cues);
    expect(cueText(cues)).toBe('first second third fourth');
  });

  it('shows a short cue for at least 0.8 s when there is room, and never past the next', () => {
    const roomy = cuesFromWords([
      { text: 'Yes.', start: 1, end: 1.2 },
      { text: 'Then', start: 5, end: 5.3 },
    ]);
    expect(roomy[0]).toEqual({ start: 1, end: 1 + CUE_MIN_SECONDS, lines: ['Yes.'] });
    const tight = cuesFromWords([
      { text: 'Yes.', start: 1, end: 1.2 },
      { text: 'Then', start: 1.4, end: 1.7 },
    ]);
    expect(tight[0]!.end).toBe(1.4);
    expect(tight[1]!.start).toBe(1.4);
  });

  it('breaks Hindi at the danda and counts Devanagari by what a reader sees', () => {
    const text = 'आज मौसम बहुत अच्छा है। हम सब पार्क में घूमने जाएंगे और वहाँ क्रिकेट खेलेंगे क्योंकि छुट्टी का दिन है।';
    const cues = cuesFromWords(timedWords(text, { seconds: 0.25 }));
    expectWithinLimits(cues);
    expect(cues[0]!.lines).toEqual(['आज मौसम बहुत अच्छा है।']);
    expect(cueText(cues)).toBe(text);
    // "क्ष" is one character to a reader, three code points.
    expect(textLength('क्षत्रिय')).toBe(3);
    // Not "के" or "में" at the start of a line: a postposition stays with its noun.
    for (const cue of cues)
      for (const line of cue.lines) expect(line).not.toMatch(/^(का|की|के|में|से|को) /);
  });

  it('handles Telugu', () => {
    const text =
      'ఈ రోజు వాతావరణం చాలా బాగుంది. మేము అందరం పార్కుకు వెళ్లి సాయంత్రం వరకు ఆడుకుంటాము ఎందుకంటే ఈ రోజు సెలవు.';
    const cues = cuesFromWords(timedWords(text, { seconds: 0.3 }));
    expectWithinLimits(cues);
    expect(cues[0]!.lines).toEqual(['ఈ రోజు వాతావరణం చాలా బాగుంది.']);
    expect(cueText(cues)).toBe(text);
  });
});

describe('cuesFromSegments', () => {
  it('spreads a long segment over its time in proportion to its characters', () => {
    const cues = cuesFromSegments([{ text: LONG_TEXT, start: 10, end: 70 }]);
    expectWithinLimits(cues);
    expect(cueText(cues)).toBe(LONG_TEXT);
    expect(cues[0]!.start).toBe(10);
    expect(cues.at(-1)!.end).toBeCloseTo(70, 2);
    // Each cue's share of the time is about its share of the characters.
    const secondsPerCharacter = 60 / LONG_TEXT.length;
    for (const cue of cues.slice(0, -1)) {
      const characters = cue.lines.join(' ').length + 1;
      expect(cue.end - cue.start).toBeCloseTo(characters * secondsPerCharacter, 0);
    }
  });

  it('ends cues at segment ends and drops empty segments', () => {
    const cues = cuesFromSegments([
      { text: 'first part of it', start: 0, end: 1.5 },
      { text: '   ', start: 1.5, end: 2 },
      { text: 'and the second', start: 1.6, end: 3 },
    ]);
    expect(cues.map((cue) => cue.lines.join(' '))).toEqual(['first part of it and the second']);
    const full = cuesFromSegments([
      { text: 'the first segment is quite long already with', start: 0, end: 3 },
      { text: 'a second one that does not fit into the same cue at all', start: 3, end: 6 },
    ]);
    expect(full[0]!.lines.join(' ')).toBe('the first segment is quite long already with');
  });
});

describe('mergeRecognitions', () => {
  it('offsets each chunk by its start and uses words when every chunk has them', () => {
    const cues = mergeRecognitions([
      {
        start: 60,
        recognition: {
          words: [{ text: 'Later.', start: 1, end: 1.5 }],
          segments: [{ text: 'Later.', start: 1, end: 1.5 }],
        },
      },
      {
        start: 0,
        recognition: {
          words: [
            { text: 'First', start: 0.5, end: 0.9 },
            { text: 'words.', start: 1, end: 1.4 },
          ],
          segments: [{ text: 'IGNORED', start: 0, end: 2 }],
        },
      },
    ]);
    expect(cues).toEqual([
      { start: 0.5, end: 1.4, lines: ['First words.'] },
      { start: 61, end: 61.8, lines: ['Later.'] },
    ]);
  });

  it('uses segments when a chunk has no words', () => {
    const cues = mergeRecognitions([
      {
        start: 0,
        recognition: {
          words: [{ text: 'word', start: 0, end: 1 }],
          segments: [{ text: 'segment one', start: 0, end: 1 }],
        },
      },
      {
        start: 30,
        recognition: { words: null, segments: [{ text: 'segment two', start: 0, end: 2 }] },
      },
    ]);
    expect(cues.map((cue) => [cue.start, cue.lines.join(' ')])).toEqual([
      [0, 'segment one'],
      [30, 'segment two'],
    ]);
  });
});

describe('writers', () => {
  const cues: Cue[] = [
    { start: 0, end: 1.5, lines: ['Tom & Jerry <3', 'a --> b'] },
    { start: 3725.5, end: 3727.25, lines: ['Second cue.'] },
  ];

  it('formats timestamps', () => {
    expect(formatTimestamp(3725.5)).toBe('01:02:05.500');
    expect(formatTimestamp(3725.5, ',')).toBe('01:02:05,500');
    expect(formatTimestamp(0)).toBe('00:00:00.000');
    expect(formatTimestamp(59.9996)).toBe('00:01:00.000');
    expect(formatTimestamp(100 * 3600 + 0.001)).toBe('100:00:00.001');
  });

  it('writes WebVTT with escaped text', () => {
    expect(writeVtt(cues, { language: 'en' })).toBe(
      [
        'WEBVTT',
        '',
        'NOTE',
        'Language: en',
        '',
        '1',
        '00:00:00.000 --> 00:00:01.500',
        'Tom &amp; Jerry &lt;3',
        'a --&gt; b',
        '',
        '2',
        '01:02:05.500 --> 01:02:07.250',
        'Second cue.',
        '',
      ].join('\n'),
    );
  });

  it('writes SRT numbered from 1, without markup or arrows in the text', () => {
    expect(writeSrt(cues)).toBe(
      [
        '1',
        '00:00:00,000 --> 00:00:01,500',
        'Tom & Jerry <3',
        'a -> b',
        '',
        '2',
        '01:02:05,500 --> 01:02:07,250',
        'Second cue.',
        '',
      ].join('\n'),
    );
    expect(writeSrt([])).toBe('');
  });

  it('writes the transcript as paragraphs, after long pauses and every few sentences', () => {
    const transcript: Cue[] = [
      { start: 0, end: 1, lines: ['One.'] },
      { start: 1.2, end: 2, lines: ['Two', 'goes on.'] },
      { start: 5, end: 6, lines: ['After a pause.'] },
      ...['Three.', 'Four.', 'Five.', 'Six.'].map((text, index) => ({
        start: 6.5 + index,
        end: 7 + index,
        lines: [text],
      })),
    ];
    expect(writeTxt(transcript)).toBe(
      'One. Two goes on.\n\nAfter a pause. Three. Four. Five.\n\nSix.\n',
    );
    expect(writeTxt([])).toBe('');
  });

  it('is read back by Chromium’s WebVTT parser, cue for cue', async () => {
    const made = [
      ...cuesFromWords(timedWords(LONG_TEXT)),
      ...cuesFromWords(timedWords('Fish & chips <b>not bold</b> --> here.', { start: 200 })),
      ...cuesFromWords(timedWords('आज मौसम बहुत अच्छा है।', { start: 3725.5 })),
    ];
    const vtt = writeVtt(made, { language: 'en' });
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      await page.setContent('<video></video>');
      // A string, so the browser's own types (document, VTTCue) stay out of the server's.
      const parsed = (await page.evaluate(`(async (text) => {
        const video = document.querySelector('video');
        const track = document.createElement('track');
        track.src = URL.createObjectURL(new Blob([text], { type: 'text/vtt' }));
        track.default = true;
        video.append(track);
        track.track.mode = 'hidden';
        await new Promise((resolve, reject) => {
          track.addEventListener('load', resolve);
          track.addEventListener('error', reject);
        });
        return Array.from(track.track.cues, (cue) => ({
          id: cue.id,
          start: cue.startTime,
          end: cue.endTime,
          text: cue.getCueAsHTML().textContent,
        }));
      })(${JSON.stringify(vtt)})`)) as unknown[];
      expect(parsed).toEqual(
        made.map((cue, index) => ({
          id: String(index + 1),
          start: cue.start,
          end: cue.end,
          text: cue.lines.join('\n'),
        })),
      );
    } finally {
      await browser.close();
    }
  });
});
