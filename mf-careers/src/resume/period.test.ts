import { periodFromText, periodToSave } from './period';

const dates = (text: string) => {
  const period = periodFromText(text);
  return period && [period.start, period.end, period.current];
};

it('reads the simple forms people write', () => {
  expect(dates('Jun 2019 – Present')).toEqual(['2019-06', null, true]);
  expect(dates('2018 - 2020')).toEqual(['2018', '2020', false]);
  expect(dates('03/2019 – 12/2021')).toEqual(['2019-03', '2021-12', false]);
  expect(dates('03-2019 – 12-2021')).toEqual(['2019-03', '2021-12', false]);
  expect(dates('January 2020 to March 2022')).toEqual(['2020-01', '2022-03', false]);
  expect(dates('Sept. 2017—Aug 2018')).toEqual(['2017-09', '2018-08', false]);
  expect(dates('2019-2020')).toEqual(['2019', '2020', false]);
  expect(dates('2019-20')).toEqual(['2019', '2020', false]);
  expect(dates('Jun 2019 till date')).toEqual(['2019-06', null, true]);
  expect(dates('2021 - current')).toEqual(['2021', null, true]);
});

it('reads "since" as current and a single date as the end, as the server parser does', () => {
  expect(dates('since 2019')).toEqual(['2019', null, true]);
  expect(dates('From Mar 2020')).toEqual(['2020-03', null, true]);
  expect(dates('2021')).toEqual([null, '2021', false]);
  expect(dates('May 2023')).toEqual([null, '2023-05', false]);
});

it('keeps what it cannot read as text, with no dates', () => {
  expect(periodFromText('  two summers  ')).toEqual({
    text: 'two summers',
    start: null,
    end: null,
    current: false,
  });
  expect(dates('2019-06')).toEqual([null, null, false]);
  expect(dates('13/2019 – 12/2021')).toEqual([null, null, false]);
  expect(dates('1890 - 1900')).toEqual([null, null, false]);
});

it('is no period when empty', () => {
  expect(periodFromText('   ')).toBeNull();
});

it('keeps the parser’s reading while the text is unchanged', () => {
  const original = { text: 'Summer 2019', start: '2019-05', end: '2019-07', current: false };
  expect(periodToSave(' Summer 2019 ', original)).toBe(original);
  expect(periodToSave('Jun 2019 – Present', original)).toEqual({
    text: 'Jun 2019 – Present',
    start: '2019-06',
    end: null,
    current: true,
  });
  expect(periodToSave('', original)).toBeNull();
  expect(periodToSave('2018 - 2020', null)).toEqual({
    text: '2018 - 2020',
    start: '2018',
    end: '2020',
    current: false,
  });
});
