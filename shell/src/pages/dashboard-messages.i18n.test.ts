import { translationProblems } from '@nclude/shared/testing';
import { dashboardText } from './dashboard-messages';

it('has complete Hindi and Telugu translations', async () => {
  expect(await translationProblems(dashboardText.catalogue)).toEqual([]);
});
