import { translationProblems } from '@nclude/shared/testing';
import { t } from './messages';

it('has complete Hindi and Telugu translations', async () => {
  expect(await translationProblems(t.catalogue)).toEqual([]);
});
