// Every text of this remote's pages. Page titles and sidebar labels live in remote.json.
import { defineMessages } from '@nclude/shared';

export const m = defineMessages({
  heading: 'Conversion',
  intro: 'This page belongs to the Conversion remote.',
});
