import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@nclude/shared';
import { registryEntry } from '@nclude/shared/testing';
import {
  PORTAL_REGISTRY,
  PORTAL_REMOTES,
  clickAndSettle,
  renderShell,
  setViewportNarrow,
  signIn,
} from '../test-utils';

const portal = { registry: PORTAL_REGISTRY, remotes: PORTAL_REMOTES };

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const navNames = () =>
  within(mainNav())
    .getAllByRole('link')
    .map((link) => link.textContent);

beforeEach(() => setViewportNarrow(false));
afterEach(() => sessionStore.signOut());

describe('sidebar', () => {
  it('lists the navigation entries of the registry in order, without the library for other scopes', async () => {
    signIn({ scope: null });
    await renderShell(portal);
    expect(navNames()).toEqual([
      'Dashboard',
      'Profile',
      'Document Accessibility',
      'Career Discovery',
      'Jobs Listing',
      'Information Access',
      'News',
      'Browser Agent',
    ]);
    expect(within(mainNav()).getByRole('link', { name: 'Document Accessibility' })).toHaveAttribute(
      'href',
      '/docaccess',
    );
  });

  it('shows Accessible Library for scope library', async () => {
    signIn({ scope: 'library' });
    await renderShell(portal);
    expect(within(mainNav()).getByRole('link', { name: 'Accessible Library' })).toHaveAttribute(
      'href',
      '/library',
    );
  });

  it('lists only the Dashboard when no remote offers a navigation entry', async () => {
    signIn();
    await renderShell();
    expect(navNames()).toEqual(['Dashboard']);
  });

  it('marks the current page and hides Profile when collapsed', async () => {
    signIn();
    await renderShell(portal);
    expect(within(mainNav()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const toggle = within(mainNav()).getByRole('button', { name: 'Collapse sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    const expand = within(mainNav()).getByRole('button', { name: 'Expand sidebar' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    expect(within(mainNav()).queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
    // Icons only, but every entry keeps its accessible name.
    expect(within(mainNav()).getByRole('link', { name: 'News' })).toBeInTheDocument();
  });

  it('under 769 px becomes a menu behind a hamburger, with Logout', async () => {
    setViewportNarrow(true);
    signIn();
    await renderShell(portal);
    const hamburger = screen.getByRole('button', { name: 'Open menu' });
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(hamburger).toHaveAttribute('aria-controls', 'nc-sidebar');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    // The header's own Logout moves into the menu on small screens.
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();

    await userEvent.click(hamburger);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(mainNav()).getByRole('link', { name: 'Profile' })).toBeInTheDocument();
    expect(within(mainNav()).getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('is not shown to signed-out visitors', async () => {
    await renderShell({ path: '/login' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });
});

describe('header', () => {
  it('links the user name to /profile for role user', async () => {
    signIn({ role: 'user', userName: 'Asha Rao' });
    await renderShell();
    expect(screen.getByRole('link', { name: 'Asha Rao' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('links the name to /orgProfile for role org', async () => {
    signIn({ role: 'org', userName: 'Sight Trust' });
    await renderShell();
    expect(screen.getByRole('link', { name: 'Sight Trust' })).toHaveAttribute(
      'href',
      '/orgProfile',
    );
  });

  it('shows no name for admin', async () => {
    signIn({ role: 'admin', userName: 'Administrator' });
    await renderShell();
    expect(screen.queryByRole('link', { name: 'Administrator' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('gives signed-out visitors the logo and the accessibility settings only', async () => {
    await renderShell({ path: '/login' });
    const logo = screen.getByRole('link', { name: 'Nclude home' });
    expect(logo).toHaveAttribute('href', '/');
    expect(screen.getByAltText('Nclude home')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accessibility settings' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('renders the skip link first and moves focus to the main region', async () => {
    await renderShell({ path: '/login' });
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await userEvent.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('shows the sub-tabs the current remote page publishes', async () => {
    signIn();
    const registry = {
      remotes: [
        registryEntry('mf_jobs', [
          {
            path: '/jobs',
            title: 'Jobs',
            subTabs: [
              { label: 'Government Jobs', to: '/jobs' },
              { label: 'Corporate Jobs', to: '/jobs?category=corporate' },
            ],
          },
        ]),
      ],
    };
    await renderShell({
      path: '/jobs',
      registry,
      remotes: { mf_jobs: [{ path: '/jobs', Component: () => <h1>Job Opportunities</h1> }] },
    });
    const tabs = await screen.findByRole('navigation', { name: 'Page sections' });
    expect(within(tabs).getByRole('link', { name: 'Government Jobs' })).toBeInTheDocument();
    expect(within(tabs).getByRole('link', { name: 'Corporate Jobs' })).toBeInTheDocument();
  });
});

describe('logout', () => {
  it('revokes the session, signs out and goes to /login', async () => {
    signIn();
    const fetchMock = jest.fn(async () => new Response('{"success":true}', { status: 200 }));
    const realFetch = global.fetch;
    global.fetch = fetchMock as unknown as typeof fetch;
    try {
      const { router } = await renderShell();
      await clickAndSettle(screen.getByRole('button', { name: 'Logout' }));
      expect(fetchMock).toHaveBeenCalledWith(
        '/v1/api/auth/logout',
        expect.objectContaining({ method: 'POST' }),
      );
      expect(sessionStore.get().token).toBeNull();
      expect(router.state.location.pathname).toBe('/login');
    } finally {
      global.fetch = realFetch;
    }
  });

  it('still signs out when the server cannot be reached', async () => {
    signIn();
    const realFetch = global.fetch;
    global.fetch = jest.fn(async () => {
      throw new TypeError('offline');
    }) as unknown as typeof fetch;
    try {
      const { router } = await renderShell();
      await clickAndSettle(screen.getByRole('button', { name: 'Logout' }));
      expect(sessionStore.get().token).toBeNull();
      expect(router.state.location.pathname).toBe('/login');
    } finally {
      global.fetch = realFetch;
    }
  });
});
