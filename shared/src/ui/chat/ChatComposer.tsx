// The input row of a chat: a labelled box, Send, Stop while a reply is worked on, and (for the
// assistants) New conversation. Enter sends and Shift+Enter starts a new line. A locked box (the
// browser agent not connected, or at work) is read-only rather than disabled, so the focus of
// someone who just sent a message stays in it.
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type Ref } from 'react';
import { CHAT_MESSAGE_MAX, validateChatMessage } from '../../validation';
import { Button } from '../Button';
import { TextArea } from '../TextArea';
import { announce } from '../Announcer';
import { ct } from './messages';

/** The live count is said once typing pauses this long, not at every key. */
const COUNT_PAUSE_MS = 1_500;

export interface ChatComposerProps {
  label: string;
  placeholder: string;
  /** A reply is being worked on: Send waits, Stop shows. */
  busy: boolean;
  /** The box takes no message now (read-only, and Send waits). */
  locked?: boolean;
  onSend: (text: string) => void;
  onStop?: () => void;
  onNewConversation?: () => void;
  /** Describes Send while it waits (the status line). */
  statusId?: string;
  maxLength?: number;
  /** The character count shows as soon as something is typed (else near the limit only). */
  liveCount?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

export function ChatComposer({
  label,
  placeholder,
  busy,
  locked = false,
  onSend,
  onStop,
  onNewConversation,
  statusId,
  maxLength = CHAT_MESSAGE_MAX,
  liveCount = false,
  ref,
}: ChatComposerProps) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLTextAreaElement | null>(null);
  const waiting = busy || locked;
  const empty = draft.trim() === '';
  const length = draft.trim().length;
  const showCount = liveCount ? length > 0 : length > maxLength * 0.8;

  // The count on screen follows every key; a screen reader hears it once typing pauses.
  useEffect(() => {
    if (!liveCount || length === 0) return;
    const timer = setTimeout(
      () => announce(ct('characterCount', { count: length, max: maxLength })),
      COUNT_PAUSE_MS,
    );
    return () => clearTimeout(timer);
  }, [liveCount, length, maxLength]);

  const focusBox = () => input.current?.focus();

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (waiting) return;
    const problem = validateChatMessage(draft);
    if (problem) {
      setError(problem);
      focusBox();
      return;
    }
    setError(null);
    const text = draft.trim();
    setDraft('');
    onSend(text);
    focusBox();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An input method composing a Hindi or Telugu word uses Enter to pick it, not to send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const hint = (
    <>
      {ct('keysHint')}
      {showCount && (
        <span className="nc-chat__count">
          {' '}
          {ct('characterCount', { count: length, max: maxLength })}
        </span>
      )}
    </>
  );

  return (
    <form className="nc-chat__form" onSubmit={submit} noValidate>
      <TextArea
        ref={(node) => {
          input.current = node;
          if (typeof ref === 'function') ref(node);
          else if (ref) ref.current = node;
        }}
        label={label}
        placeholder={placeholder}
        value={draft}
        rows={2}
        hint={hint}
        error={error}
        readOnly={locked || undefined}
        aria-disabled={locked || undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          if (error) setError(null);
        }}
        onKeyDown={onKeyDown}
      />
      <div className="nc-chat__actions">
        <Button
          type="submit"
          aria-disabled={waiting || empty || undefined}
          aria-describedby={waiting ? statusId : undefined}
        >
          {ct('send')}
        </Button>
        {busy && onStop && (
          <Button
            variant="secondary"
            onClick={() => {
              onStop();
              focusBox();
            }}
          >
            {ct('stop')}
          </Button>
        )}
        {onNewConversation && (
          <Button
            variant="secondary"
            onClick={() => {
              setError(null);
              onNewConversation();
              focusBox();
            }}
          >
            {ct('newConversation')}
          </Button>
        )}
      </div>
    </form>
  );
}
