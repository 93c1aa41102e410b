import { translationProblems } from '@nclude/shared/testing';
import { m } from './messages';

it('has complete Hindi and Telugu translations', async () => {
  expect(await translationProblems(m.catalogue)).toEqual([]);
});

it('starts each Remove button’s accessible name with its visible text, in every language', async () => {
  const tables: Readonly<Record<string, string>>[] = [
    m.catalogue.en,
    (await import('./messages.hi')).default,
    (await import('./messages.te')).default,
  ];
  for (const table of tables)
    for (const list of ['Experience', 'Education', 'Project'])
      expect(table[`remove${list}Named`]).toMatch(
        new RegExp(`^${table[`remove${list}`]!.replace(/[{}]/g, '\\$&')}`),
      );
});
