import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { a11yStore, applyA11ySettings, sessionStore } from '@nclude/shared';
import { clickAndSettle, renderShell, setViewportNarrow } from '../test-utils';

async function openPanel() {
  const opener = screen.getByRole('button', { name: 'Accessibility settings' });
  await clickAndSettle(opener);
  return { dialog: await screen.findByRole('dialog', { name: 'Accessibility settings' }), opener };
}

beforeEach(() => {
  setViewportNarrow(false);
  a11yStore.reset();
});
afterEach(() => sessionStore.signOut());

describe('accessibility panel', () => {
  it('is reachable before signing in and persists font size and theme', async () => {
    await renderShell({ path: '/login' });
    const { dialog } = await openPanel();
    const fontGroup = within(dialog).getByRole('group', { name: 'Font size' });
    expect(within(fontGroup).getByRole('radio', { name: 'A (16 px, default)' })).toBeChecked();
    await userEvent.click(within(fontGroup).getByRole('radio', { name: 'A++ (18 px)' }));

    const themeGroup = within(dialog).getByRole('group', { name: 'Colour theme' });
    expect(within(themeGroup).getAllByRole('radio')).toHaveLength(7);
    await userEvent.click(within(themeGroup).getByRole('radio', { name: 'Yellow and black' }));

    expect(a11yStore.get()).toEqual({ fontSize: 18, theme: 'yellow-black' });
    expect(JSON.parse(localStorage.getItem('a11ySettings') ?? '{}')).toEqual({
      fontSize: 18,
      theme: 'yellow-black',
    });
  });

  it('Reset All returns to 16 px and the default theme', async () => {
    a11yStore.set({ fontSize: 17, theme: 'white-black' });
    await renderShell({ path: '/login' });
    const { dialog } = await openPanel();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset All' }));
    expect(a11yStore.get()).toEqual({ fontSize: 16, theme: 'default' });
    expect(within(dialog).getByRole('radio', { name: 'A (16 px, default)' })).toBeChecked();
  });

  it('closes with Close and returns focus to the opener', async () => {
    await renderShell({ path: '/login' });
    const { dialog, opener } = await openPanel();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('the settings become CSS custom properties on the page', () => {
    const root = document.createElement('div');
    applyA11ySettings({ fontSize: 18, theme: 'yellow-blue' }, root);
    expect(root.style.getPropertyValue('--nc-fg')).toBe('#ffff00');
    expect(root.style.getPropertyValue('--nc-font-size')).toBe('18px');
  });
});
