import { translationProblems } from '@nclude/shared/testing';
import { m } from './messages';

it('has complete Hindi and Telugu translations of the job pages', async () => {
  expect(await translationProblems(m.catalogue)).toEqual([]);
});
