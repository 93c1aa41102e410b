import { translationProblems } from '@nclude/shared/testing';
import { m } from './messages';

it('has complete Hindi and Telugu translations', async () => {
  expect(await translationProblems(m.catalogue)).toEqual([]);
});
