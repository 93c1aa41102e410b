// /chatbot, "Information Access": the chat with the Information Access assistant, which greets
// the person when the page opens (the spec's "Hi"), says how its replies are made, and below it
// the person's earlier conversations, to open again or delete.
import { useCallback, useMemo, useState } from 'react';
import {
  announce,
  Button,
  ChatPanel,
  errorMessage,
  formatDate,
  LoadState,
  Modal,
  PageHeading,
  useLoad,
  type ChatEntry,
} from '@nclude/shared';
import type { ChatMode, Conversation } from '@nclude/shared/api-schemas';
import {
  chatEntries,
  chatStatus,
  chatTransport,
  deleteConversation,
  listConversations,
  readConversation,
} from '../chatApi';
import { m } from '../messages';
import './agent.css';

const ASSISTANT = 'information';

const WHEN: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
};

interface OpenConversation {
  id: string | null;
  entries: ChatEntry[];
  /** Remounts the chat panel: a new log for another conversation. */
  key: number;
}

function ChatArea({ mode }: { mode: ChatMode }) {
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [open, setOpen] = useState<OpenConversation>({ id: null, entries: [], key: 0 });
  const [history, { refresh }] = useLoad((signal) => listConversations(ASSISTANT, signal));
  const [deleting, setDeleting] = useState<Conversation | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const withSources = mode === 'model';

  const transport = useMemo(
    () =>
      chatTransport(ASSISTANT, {
        withSources,
        onNewConversation: (id) => {
          setCurrentId(id);
          refresh();
        },
      }),
    [withSources, refresh],
  );
  /** Continue `id` (null: the next question starts a conversation). */
  const follow = useCallback(
    (id: string | null) => {
      transport.follow(id);
      setCurrentId(id);
    },
    [transport],
  );

  const openConversation = useCallback(
    async (conversation: Conversation) => {
      setProblem(null);
      try {
        const read = await readConversation(ASSISTANT, conversation.id);
        follow(conversation.id);
        setOpen((current) => ({
          id: conversation.id,
          entries: chatEntries(read.messages, { withSources }),
          key: current.key + 1,
        }));
        announce(m('conversationOpened', { title: conversation.title }));
      } catch (error) {
        setProblem(m('conversationOpenFailed', { reason: errorMessage(error) }));
      }
    },
    [withSources, follow],
  );

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await deleteConversation(ASSISTANT, deleting.id);
      if (currentId === deleting.id) {
        follow(null);
        setOpen((current) => ({ id: null, entries: [], key: current.key + 1 }));
      }
      announce(m('deleted', { title: deleting.title }));
      setDeleting(null);
      refresh();
    } catch (error) {
      setProblem(m('deleteFailed', { reason: errorMessage(error) }));
      setDeleting(null);
    } finally {
      setDeleteBusy(false);
    }
  };

  return (
    <>
      <ChatPanel
        key={open.key}
        transport={transport}
        inputLabel={m('inputLabel')}
        placeholder={m('inputPlaceholder')}
        logLabel={m('logLabel')}
        greeting={open.entries.length === 0 ? m('greeting') : undefined}
        initial={open.entries}
        note={<p className="agent-note">{mode === 'model' ? m('modeModel') : m('modeSearch')}</p>}
        onNewConversation={() => follow(null)}
      />
      {problem && (
        <p className="agent-problem" role="alert">
          {problem}
        </p>
      )}
      <section className="agent-history" aria-labelledby="agent-history-heading">
        <h2 id="agent-history-heading">{m('historyHeading')}</h2>
        <p>{m('historyIntro')}</p>
        <LoadState
          state={history}
          loadingLabel={m('loadingHistory')}
          failure={(reason) => m('historyFailed', { reason })}
          onRetry={refresh}
        >
          {(conversations) =>
            conversations.length === 0 ? (
              <p>{m('historyEmpty')}</p>
            ) : (
              <ul className="agent-history__list">
                {conversations.map((conversation) => (
                  <li key={conversation.id} className="agent-history__item">
                    <span className="agent-history__title">
                      {conversation.title}
                      {conversation.id === currentId && ` ${m('current')}`}
                    </span>
                    <time dateTime={conversation.updatedAt} className="agent-history__when">
                      {formatDate(conversation.updatedAt, WHEN)}
                    </time>
                    <span className="agent-history__actions">
                      <Button
                        variant="secondary"
                        onClick={() => void openConversation(conversation)}
                      >
                        {m('openConversation')}
                        <span className="nc-visually-hidden"> “{conversation.title}”</span>
                      </Button>
                      <Button variant="secondary" onClick={() => setDeleting(conversation)}>
                        {m('deleteConversation')}
                        <span className="nc-visually-hidden"> “{conversation.title}”</span>
                      </Button>
                    </span>
                  </li>
                ))}
              </ul>
            )
          }
        </LoadState>
      </section>
      <Modal
        open={deleting !== null}
        title={deleting ? m('deleteTitle', { title: deleting.title }) : ''}
        onClose={() => setDeleting(null)}
        footer={
          <>
            <Button onClick={() => void confirmDelete()} loading={deleteBusy}>
              {m('deleteConfirm')}
            </Button>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              {m('keepIt')}
            </Button>
          </>
        }
      >
        <p>{m('deleteText')}</p>
      </Modal>
    </>
  );
}

export default function ChatbotPage() {
  const [status, { retry }] = useLoad((signal) => chatStatus(ASSISTANT, signal));
  return (
    <section className="agent-page">
      <PageHeading>{m('chatbotHeading')}</PageHeading>
      <p>{m('chatbotIntro')}</p>
      <LoadState
        state={status}
        loadingLabel={m('loadingChat')}
        failure={(reason) => m('chatFailed', { reason })}
        onRetry={retry}
      >
        {(reply) => <ChatArea mode={reply.mode} />}
      </LoadState>
    </section>
  );
}
