/**
 * @jest-environment node
 */
// mf-auth's first-paint frames as the build prerenders them (without a DOM, as the build runs).
import { LANGUAGES } from '@nclude/shared';
import { renderFrames } from './frames';

describe('the mf-auth frames', () => {
  it('prerender the login page for signed-out visitors, in every language', async () => {
    const { routes } = await renderFrames();
    expect(routes['/login']?.audience).toBe('signedOut');
    for (const language of LANGUAGES) {
      expect(routes['/login']?.html[language]).toContain('class="auth-invitation"');
    }
    expect(routes['/login']?.html.en).toContain('>Login</h1>');
    expect(routes['/login']?.html.te).toMatch(/<h1[^>]*>[^<]*[\u0C00-\u0C7F]/);
    // The language choice shows the frame's own language as chosen.
    expect(routes['/login']?.html.hi).toMatch(/<input type="radio"[^>]*checked=""[^>]*value="hi"/);
  });
});
