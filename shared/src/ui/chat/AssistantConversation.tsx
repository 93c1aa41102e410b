// The conversation area of an assistant's page (the Information Access and Career Discovery
// chatbots): how its replies are made on this server, the chat, which greets the assistant when
// it opens (the spec's "Hi"), and the person's earlier conversations, to open again or delete.
// The page around it gives the heading, its introduction and the box's texts.
import { useCallback, useId, useMemo, useState } from 'react';
import { formatDate } from '../../language';
import { errorMessage } from '../../api-client';
import { useLoad } from '../../useLoad';
import type { AssistantName, ChatMode, Conversation } from '../../api/assistant';
import { announce } from '../Announcer';
import { Button } from '../Button';
import { LoadState } from '../LoadState';
import { Modal } from '../Modal';
import {
  chatEntries,
  chatStatus,
  chatTransport,
  deleteConversation,
  listConversations,
  readConversation,
} from './assistantApi';
import { ChatPanel, type ChatEntry } from './ChatPanel';
import { ct } from './messages';

/** What the spec's chatbots send when they open. */
const GREETING = 'Hi';

export interface AssistantConversationTexts {
  inputLabel: string;
  placeholder: string;
  logLabel: string;
  /** How replies are made, with a model and without one. */
  modeModel: string;
  modeSearch: string;
}

export interface AssistantConversationProps {
  assistant: AssistantName;
  texts: AssistantConversationTexts;
}

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

function ConversationArea({
  assistant,
  mode,
  texts,
}: AssistantConversationProps & { mode: ChatMode }) {
  const historyHeadingId = useId();
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [open, setOpen] = useState<OpenConversation>({ id: null, entries: [], key: 0 });
  const [history, { refresh }] = useLoad((signal) => listConversations(assistant, signal));
  const [deleting, setDeleting] = useState<Conversation | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const withSources = mode === 'model';

  const transport = useMemo(
    () =>
      chatTransport(assistant, {
        withSources,
        onNewConversation: (id) => {
          setCurrentId(id);
          refresh();
        },
      }),
    [assistant, withSources, refresh],
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
        const read = await readConversation(assistant, conversation.id);
        follow(conversation.id);
        setOpen((current) => ({
          id: conversation.id,
          entries: chatEntries(read.messages, { withSources }),
          key: current.key + 1,
        }));
        announce(ct('conversationOpened', { title: conversation.title }));
      } catch (error) {
        setProblem(ct('conversationOpenFailed', { reason: errorMessage(error) }));
      }
    },
    [assistant, withSources, follow],
  );

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await deleteConversation(assistant, deleting.id);
      if (currentId === deleting.id) {
        follow(null);
        setOpen((current) => ({ id: null, entries: [], key: current.key + 1 }));
      }
      announce(ct('deleted', { title: deleting.title }));
      setDeleting(null);
      refresh();
    } catch (error) {
      setProblem(ct('deleteFailed', { reason: errorMessage(error) }));
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
        inputLabel={texts.inputLabel}
        placeholder={texts.placeholder}
        logLabel={texts.logLabel}
        greeting={open.entries.length === 0 ? GREETING : undefined}
        initial={open.entries}
        note={
          <p className="nc-chat__mode">{mode === 'model' ? texts.modeModel : texts.modeSearch}</p>
        }
        onNewConversation={() => follow(null)}
      />
      {problem && (
        <p className="nc-chat__problem" role="alert">
          {problem}
        </p>
      )}
      <section className="nc-chat-history" aria-labelledby={historyHeadingId}>
        <h2 id={historyHeadingId}>{ct('historyHeading')}</h2>
        <p>{ct('historyIntro')}</p>
        <LoadState
          state={history}
          loadingLabel={ct('loadingHistory')}
          failure={(reason) => ct('historyFailed', { reason })}
          onRetry={refresh}
        >
          {(conversations) =>
            conversations.length === 0 ? (
              <p>{ct('historyEmpty')}</p>
            ) : (
              <ul className="nc-chat-history__list">
                {conversations.map((conversation) => (
                  <li key={conversation.id} className="nc-chat-history__item">
                    <span className="nc-chat-history__title">
                      {conversation.title}
                      {conversation.id === currentId && ` ${ct('current')}`}
                    </span>
                    <time dateTime={conversation.updatedAt} className="nc-chat-history__when">
                      {formatDate(conversation.updatedAt, WHEN)}
                    </time>
                    <span className="nc-chat-history__actions">
                      <Button
                        variant="secondary"
                        onClick={() => void openConversation(conversation)}
                      >
                        {ct('openConversation')}
                        <span className="nc-visually-hidden"> “{conversation.title}”</span>
                      </Button>
                      <Button variant="secondary" onClick={() => setDeleting(conversation)}>
                        {ct('deleteConversation')}
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
        title={deleting ? ct('deleteTitle', { title: deleting.title }) : ''}
        onClose={() => setDeleting(null)}
        footer={
          <>
            <Button onClick={() => void confirmDelete()} loading={deleteBusy}>
              {ct('deleteConfirm')}
            </Button>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              {ct('keepIt')}
            </Button>
          </>
        }
      >
        <p>{ct('deleteText')}</p>
      </Modal>
    </>
  );
}

export function AssistantConversation({ assistant, texts }: AssistantConversationProps) {
  const [status, { retry }] = useLoad((signal) => chatStatus(assistant, signal));
  return (
    <LoadState
      state={status}
      loadingLabel={ct('loadingChat')}
      failure={(reason) => ct('unreachable', { reason })}
      onRetry={retry}
    >
      {(reply) => <ConversationArea assistant={assistant} mode={reply.mode} texts={texts} />}
    </LoadState>
  );
}
