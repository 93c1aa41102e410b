// Runtime half of the frames build (frames.ts): an app's src/frames.tsx hands its pages to
// renderPages, which renders each with React's server renderer in every interface language, at the
// page's own path so links and the router see what they will see in the browser.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  LANGUAGES,
  type FramedPage,
  type FramesFile,
  type Language,
  type RemoteManifest,
} from '../src/contracts';
import { activateLanguage } from '../src/messages';
import { MemoryRouter } from '../src/router';

export interface FramePage {
  /** The route path the frame is shown for (a path without parameters). */
  path: string;
  audience: FramedPage['audience'];
  /** The page as its route renders it, without the shell's layout. */
  render: () => ReactNode;
}

type PerLanguage = Partial<Record<Language, string>>;

/** `render(language)` for each interface language, with that language active. */
export async function perLanguage(render: () => string): Promise<PerLanguage> {
  const result: PerLanguage = {};
  for (const language of LANGUAGES) {
    await activateLanguage(language);
    result[language] = render();
  }
  await activateLanguage('en');
  return result;
}

export function renderAt(path: string, node: ReactNode): string {
  return renderToStaticMarkup(<MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>);
}

/** The routes part of a FramesFile: each page's markup in each language. */
export async function renderPages(pages: FramePage[]): Promise<FramesFile['routes']> {
  const routes: FramesFile['routes'] = {};
  for (const page of pages) {
    routes[page.path] = {
      audience: page.audience,
      html: await perLanguage(() => renderAt(page.path, page.render())),
    };
  }
  return routes;
}

/** A remote page's audience, as its manifest (remote.json) tells the shell's guard. */
export function audienceOf(manifest: RemoteManifest, path: string): FramedPage['audience'] {
  const route = manifest.routes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`remote.json has no route ${path}`);
  if (route.requiresToken) return 'signedIn';
  return route.redirectIfSignedIn ? 'signedOut' : 'anyone';
}
