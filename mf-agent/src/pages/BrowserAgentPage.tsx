// /browser-agent, "Browser Agent": the I-Stem Assistant, which uses the web for the person (spec
// §2). Its header says whether the assistant is reachable; the conversation is the portal's chat
// component, kept here over the agent's websocket (useAgentSocket), and opens with an
// introduction of what the assistant does, and its commands when the server has no model.
import { useMemo, useState } from 'react';
import {
  AGENT_TEXT_MAX,
  Button,
  ChatPanel,
  PageHeading,
  readItem,
  useSession,
  writeItem,
  type ChatEntry,
} from '@nclude/shared';
import { m } from '../messages';
import { useAgentSocket } from '../agent/useAgentSocket';
import './agent.css';

/** The person's choice of pictures in the conversation (shown unless they hid them). */
const IMAGES_KEY = 'agentShowImages';

export interface BrowserAgentPageProps {
  /** The agent's server: the page's own origin (a test's server otherwise). */
  origin?: string;
}

export default function BrowserAgentPage({
  origin = window.location.origin,
}: BrowserAgentPageProps) {
  const { token, userId } = useSession();
  const agent = useAgentSocket({ origin, userId, token });
  const [showImages, setShowImages] = useState(() => readItem(IMAGES_KEY) !== 'false');
  const [openedAt] = useState(() => new Date().toISOString());

  const toggleImages = () => {
    setShowImages((shown) => {
      writeItem(IMAGES_KEY, shown ? 'false' : 'true');
      return !shown;
    });
  };

  const introduction = useMemo<ChatEntry>(
    () => ({
      id: 'agent-introduction',
      sender: 'bot',
      text:
        agent.mode === 'commands'
          ? `${m('agentIntro')}\n\n${m('agentIntroCommands')}`
          : m('agentIntro'),
      at: openedAt,
      state: 'complete',
    }),
    [agent.mode, openedAt],
  );
  const entries = useMemo(() => [introduction, ...agent.entries], [introduction, agent.entries]);
  return (
    <section className="agent-page browser-agent">
      <header className="browser-agent__header">
        <span className="browser-agent__avatar" aria-hidden="true">
          <svg viewBox="0 0 24 24" focusable="false">
            <rect x="4" y="7" width="16" height="12" rx="3" />
            <circle cx="9" cy="13" r="1.5" />
            <circle cx="15" cy="13" r="1.5" />
            <path d="M12 3v4M8 19v2M16 19v2" />
          </svg>
        </span>
        <div className="browser-agent__title">
          <PageHeading>{m('agentHeading')}</PageHeading>
          <p
            className={`browser-agent__status browser-agent__status--${agent.connected ? 'online' : 'offline'}`}
            role="status"
          >
            {agent.connected ? m('agentOnline') : m('agentConnecting')}
          </p>
        </div>
        <Button variant="secondary" className="browser-agent__images" onClick={toggleImages}>
          {showImages ? m('hideImages') : m('showImages')}
        </Button>
      </header>
      <ChatPanel
        inputLabel={m('agentInputLabel')}
        placeholder={agent.ready ? m('agentPlaceholderReady') : m('agentPlaceholderWait')}
        logLabel={m('agentLogLabel')}
        botName={m('agentHeading')}
        maxLength={AGENT_TEXT_MAX}
        conversation={{
          entries,
          busy: agent.working,
          locked: !agent.ready,
          busyText: m('agentThinking'),
          send: agent.send,
          stop: agent.stop,
          confirm: agent.answer,
          showImages,
        }}
      />
    </section>
  );
}
