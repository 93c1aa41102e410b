// The read-aloud controls of an article and of the headlines: one button that says Listen, then
// Pause, then Resume (the same button, so focus stays on it), Stop while something plays, the
// state in words, and the <audio> element the server's recording plays in when the browser has
// no voice for the language.
import { useEffect, useRef, useState } from 'react';
import { announce, Button, FormError, type NewsLanguage } from '@nclude/shared';
import { m } from '../messages';
import { isActive, useReadAloud, type ReadAloudRequest, type ReadAloudState } from '../readAloud';

export interface ReadAloudProps {
  /** The button's words while nothing plays ("Listen", "Listen to the headlines"). */
  listenLabel: string;
  /** What to read, asked for when the person presses Listen. */
  request: () => ReadAloudRequest;
  className?: string;
}

export function languageName(language: NewsLanguage): string {
  return m(language === 'hin' ? 'languageHin' : 'languageEng');
}

function statusText(state: ReadAloudState): string | null {
  switch (state.kind) {
    case 'preparing':
      return m('preparing');
    case 'reading':
      return m('reading');
    case 'paused':
      return m('paused');
    case 'stopped':
      return m('stopped');
    case 'finished':
      return m('finished');
    default:
      return null;
  }
}

export function ReadAloud({ listenLabel, request, className }: ReadAloudProps) {
  const { state, listen, pause, resume, stop, audioProps } = useReadAloud();
  const primaryRef = useRef<HTMLButtonElement>(null);
  /** Whether Stop had focus, so focus can go back to the main button when Stop goes away. */
  const stopFocused = useRef(false);
  const [language, setLanguage] = useState<NewsLanguage>('eng');
  const active = isActive(state);
  const status = statusText(state);

  useEffect(() => {
    if (status) announce(status);
  }, [status]);

  useEffect(() => {
    if (active || !stopFocused.current) return;
    stopFocused.current = false;
    primaryRef.current?.focus();
  }, [active]);

  const onPrimary = () => {
    if (state.kind === 'reading') pause();
    else if (state.kind === 'paused') resume();
    else {
      const next = request();
      setLanguage(next.language);
      listen(next);
    }
  };

  const label =
    state.kind === 'reading' ? m('pause') : state.kind === 'paused' ? m('resume') : listenLabel;

  const problem =
    state.kind !== 'failed'
      ? null
      : state.problem === 'noVoice'
        ? m('noVoice', { language: languageName(language) })
        : state.problem === 'speech'
          ? m('speechFailed')
          : m('audioFailed');

  return (
    <div className={className ? `news-read-aloud ${className}` : 'news-read-aloud'}>
      <div className="news-read-aloud__buttons">
        <Button
          ref={primaryRef}
          variant="secondary"
          loading={state.kind === 'preparing'}
          loadingLabel={m('preparing')}
          onClick={onPrimary}
        >
          <span aria-hidden="true" className="news-read-aloud__icon">
            {state.kind === 'reading' ? '❚❚' : '▶'}
          </span>
          {label}
        </Button>
        {active && (
          <Button
            variant="secondary"
            onFocus={() => {
              stopFocused.current = true;
            }}
            onBlur={() => {
              stopFocused.current = false;
            }}
            onClick={() => {
              stop();
              primaryRef.current?.focus();
            }}
          >
            <span aria-hidden="true" className="news-read-aloud__icon">
              ■
            </span>
            {m('stop')}
          </Button>
        )}
        {status && <span className="news-read-aloud__status">{status}</span>}
      </div>
      <FormError>{problem}</FormError>
      {/* Speech of a text that is on the page: the text is the alternative captions would give.
          No controls of its own: the buttons above drive it. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio className="news-read-aloud__audio" {...audioProps} />
    </div>
  );
}
