import { translationProblems } from '../../testing/translations';
import { ct } from './messages';

it('has complete Hindi and Telugu translations', async () => {
  expect(await translationProblems(ct.catalogue)).toEqual([]);
});
