import {
  conflictField,
  draftProblems,
  emptySourceDraft,
  intervalProblem,
  parseCategories,
  refusedField,
  SOURCE_FIELDS,
  sourceBody,
  sourcePatch,
  sourceState,
} from './newsSources';
import { newsSource } from './testing/fixtures';

describe('parseCategories', () => {
  it('splits at commas, trims, and drops blanks and repeats whatever their case', () => {
    expect(parseCategories(' National ,Sports,, sports ,  Science   and  Tech ,')).toEqual([
      'National',
      'Sports',
      'Science and Tech',
    ]);
    expect(parseCategories('   ')).toEqual([]);
  });
});

describe('the add form’s checks', () => {
  it('names each missing or wrong field, in the form’s order', () => {
    const problems = draftProblems({ ...emptySourceDraft(), url: 'ftp://feeds.example.com' });
    expect(Object.keys(problems)).toEqual(['name', 'url', 'language']);
    expect(problems.url).toBe('Enter a web address starting with https:// or http://.');
    expect(problems.language).toBe('Choose the language of the feed’s articles.');
  });

  it('keeps the interval to whole minutes within the contract’s range', () => {
    expect(intervalProblem('5')).toBeNull();
    expect(intervalProblem(' 1440 ')).toBeNull();
    for (const wrong of ['4', '1441', '', '30.5', '-10', 'soon'])
      expect(intervalProblem(wrong)).toBe('Enter a whole number of minutes from 5 to 1440.');
  });

  it('refuses more than 20 categories, and one longer than 60 characters', () => {
    const many = Array.from({ length: 21 }, (_, i) => `C${i}`).join(',');
    expect(draftProblems({ ...emptySourceDraft(), categories: many }).categories).toBe(
      'List at most 20 categories.',
    );
    const long = 'x'.repeat(61);
    expect(draftProblems({ ...emptySourceDraft(), categories: `Sports, ${long}` }).categories).toBe(
      `The category “${'x'.repeat(40)}” is too long: use at most 60 characters.`,
    );
  });
});

describe('sourceBody', () => {
  const draft = {
    name: '  Daily Herald ',
    url: ' https://herald.example.com/feed.xml ',
    language: 'hin' as const,
    categories: 'National, Sports',
    interval: '15',
    local: true,
  };

  it('sends trimmed values, the categories as a list and the interval as a number', () => {
    expect(sourceBody(draft, true)).toEqual({
      name: 'Daily Herald',
      url: 'https://herald.example.com/feed.xml',
      language: 'hin',
      categories: ['National', 'Sports'],
      intervalMinutes: 15,
      local: true,
    });
  });

  it('never sends the local mark where the server does not allow it', () => {
    expect(sourceBody(draft, false)).not.toHaveProperty('local');
    expect(sourceBody({ ...draft, local: false }, true)).not.toHaveProperty('local');
  });
});

describe('sourcePatch', () => {
  it('holds only what changed', () => {
    const source = newsSource();
    expect(sourcePatch(source, 'National,  Sports', '30')).toEqual({});
    expect(sourcePatch(source, 'National', '45')).toEqual({
      categories: ['National'],
      intervalMinutes: 45,
    });
    expect(sourcePatch(source, '', '30')).toEqual({ categories: [] });
  });
});

describe('sourceState', () => {
  it('says a paused source is paused, unless a poll is running now', () => {
    expect(sourceState(newsSource())).toBe('idle');
    expect(sourceState(newsSource({ state: 'failing' }))).toBe('failing');
    expect(sourceState(newsSource({ state: 'failing', paused: true }))).toBe('paused');
    expect(sourceState(newsSource({ state: 'polling', paused: true }))).toBe('polling');
  });
});

describe('which field a refusal is about', () => {
  const sources = [newsSource()];
  const draft = (name: string, url: string) => ({ ...emptySourceDraft(), name, url });

  it('ties a duplicate to the name or address the list already has', () => {
    expect(conflictField(draft(' daily herald', 'https://other.example.com/rss'), sources)).toBe(
      'name',
    );
    expect(conflictField(draft('Other', 'https://herald.example.com/feed.xml'), sources)).toBe(
      'url',
    );
    // Neither on screen (added elsewhere meanwhile): the name.
    expect(conflictField(draft('Other', 'https://other.example.com/rss'), sources)).toBe('name');
  });

  it('reads the field from the server’s sentence, the address when it names none', () => {
    expect(refusedField('Categories.2 must be text', SOURCE_FIELDS)).toBe('categories');
    expect(refusedField('intervalMinutes must be at most 1440', SOURCE_FIELDS)).toBe('interval');
    expect(refusedField('Name must not be empty', SOURCE_FIELDS)).toBe('name');
    expect(
      refusedField('The host name resolves to a private address (10.0.0.7).', SOURCE_FIELDS),
    ).toBe('url');
    expect(refusedField('Local sources are not allowed on this server.', SOURCE_FIELDS)).toBe(
      'url',
    );
    // Without the address among the fields (the change dialog): nothing to tie it to.
    expect(refusedField('Something else went wrong.', ['categories', 'interval'])).toBeNull();
  });
});
