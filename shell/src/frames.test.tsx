/**
 * @jest-environment node
 */
// The shell's first-paint frames as the build prerenders them (without a DOM, as the build runs):
// a layout with the page slot, and the dashboard, in every interface language.
import { FRAME_SLOT, LANGUAGES } from '@nclude/shared';
import { renderFrames } from './frames';

describe('the shell frames', () => {
  it('prerender the layout around a page slot and the dashboard, in every language', async () => {
    const frames = await renderFrames();
    for (const language of LANGUAGES) {
      const layout = frames.layout?.[language] ?? '';
      expect(layout.split(FRAME_SLOT)).toHaveLength(2);
      expect(layout).toContain('class="nc-header__logo"');
      expect(frames.routes['/']?.html[language]).toContain('class="nc-dashboard"');
    }
    expect(frames.routes['/']?.audience).toBe('signedIn');
    expect(frames.layout?.en).toContain('alt="Nclude home"');
    // Rendered in each language's own script, not English.
    expect(frames.routes['/']?.html.hi).toMatch(/<h1[^>]*>[^<]*[\u0900-\u097F]/);
    expect(frames.routes['/']?.html.te).toMatch(/<h1[^>]*>[^<]*[\u0C00-\u0C7F]/);
  });
});
