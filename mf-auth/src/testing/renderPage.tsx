// Renders one page at a URL inside a memory router, with the shell's live regions and toasts,
// plus stub pages for the places the page navigates to.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LiveRegions, MemoryRouter, Route, Routes, ToastRegion } from '@nclude/shared';

/** `applyAccept: false` lets a test choose a file the input's `accept` would hide. */
export function renderPage(
  pattern: string,
  url: string,
  page: ReactElement,
  options: { applyAccept?: boolean } = {},
) {
  const user = userEvent.setup({ applyAccept: options.applyAccept ?? true });
  const view = render(
    <MemoryRouter initialEntries={[url]}>
      <LiveRegions />
      <Routes>
        <Route path={pattern} element={page} />
        {pattern !== '/profile' && <Route path="/profile" element={<h1>Profile page</h1>} />}
        <Route path="/" element={<h1>Dashboard</h1>} />
        <Route path="/login" element={<h1>Login page</h1>} />
      </Routes>
      <ToastRegion />
    </MemoryRouter>,
  );
  return { user, ...view };
}

/** Text currently in the polite or assertive live region. */
export function announced(): string {
  return [...document.querySelectorAll('[data-nc-live]')]
    .map((region) => region.textContent ?? '')
    .join(' ');
}
