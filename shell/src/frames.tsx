// The shell's first-paint frames (see FramesFile in @nclude/shared/contracts), prerendered at build
// time: the layout every page sits in, and the dashboard. The layout is the signed-out one (logo and
// accessibility settings): the server cannot know who is signed in, and the header's other parts
// (the reader's name, the menu) appear when the shell mounts.
import sharedStyles from '@nclude/shared/styles.css';
import shellStyles from './shell.css';
import { FRAME_SLOT, type FramesFile } from '@nclude/shared';
import { perLanguage, renderAt, renderPages } from '@nclude/shared/build/render-frames';
import { Header } from './layout/Header';
import DashboardPage from './pages/DashboardPage';

const SIGNED_OUT = { token: null, userId: null, scope: null, role: null, userName: null };
const nothing = () => undefined;

function FrameLayout() {
  return (
    <>
      <Header
        session={SIGNED_OUT}
        subTabs={[]}
        narrow={false}
        menuOpen={false}
        onToggleMenu={nothing}
        menuButtonRef={{ current: null }}
        onOpenSettings={nothing}
        settingsButtonRef={{ current: null }}
        onLogout={nothing}
      />
      <div className="nc-shell">
        <main className="nc-main" dangerouslySetInnerHTML={{ __html: FRAME_SLOT }} />
      </div>
    </>
  );
}

export async function renderFrames(): Promise<FramesFile> {
  const layout = await perLanguage(() => renderAt('/', <FrameLayout />));
  const routes = await renderPages([
    { path: '/', audience: 'signedIn', render: () => <DashboardPage /> },
  ]);
  // In the order bootstrap.tsx imports them.
  return { css: `${sharedStyles}\n${shellStyles}`, layout, routes };
}
