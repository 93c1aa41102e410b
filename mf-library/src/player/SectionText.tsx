// The text of the section being played, with the sentence being read marked (aria-current, bold,
// underlined and boxed: not colour alone). The box follows the reading only while the reader is
// not in it: it never takes focus, and scrolls itself only when focus is elsewhere and it has not
// been scrolled by hand for a few seconds. Only the box scrolls, never the page.
import { useEffect, useId, useMemo, useRef } from 'react';
import { Spinner, t, useLoad } from '@nclude/shared';
import type { SectionTextReply } from '@nclude/shared/api-schemas';
import { sectionText } from '../libraryApi';
import { m } from '../messages';
import { sentenceAt } from './sections';

/** After the reader scrolls the text, it stays where they put it for this long. */
export const USER_SCROLL_PAUSE_MS = 5_000;

export interface SectionTextProps {
  bookAwsName: string;
  index: number;
  language: string;
  time: number;
}

export function SectionText(props: SectionTextProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="library-section">
      <h2 id={headingId}>{m('textHeading')}</h2>
      {/* A new section is a new text. */}
      <TextOf key={`${props.bookAwsName}-${props.index}`} {...props} headingId={headingId} />
    </section>
  );
}

function TextOf({
  bookAwsName,
  index,
  language,
  time,
  headingId,
}: SectionTextProps & { headingId: string }) {
  const [text, { retry }] = useLoad((signal) => sectionText(bookAwsName, index, signal));
  if (text.state === 'loading') return <Spinner label={m('loadingText')} showLabel />;
  if (text.state === 'failed')
    return (
      <p>
        {m('textFailed', { reason: text.reason })}{' '}
        <button type="button" className="nc-button nc-button--link" onClick={retry}>
          {t('retry')}
        </button>
      </p>
    );
  if (text.value.text.trim() === '') return <p>{m('noText')}</p>;
  return <Sentences reply={text.value} language={language} time={time} headingId={headingId} />;
}

interface Piece {
  text: string;
  /** The sentence's position, or -1 for text between sentences. */
  sentence: number;
}

function piecesOf({ text, sentences }: SectionTextReply): Piece[] {
  const pieces: Piece[] = [];
  let at = 0;
  sentences.forEach((sentence, position) => {
    const from = Math.max(at, Math.min(sentence.from, text.length));
    const to = Math.max(from, Math.min(sentence.to, text.length));
    if (from > at) pieces.push({ text: text.slice(at, from), sentence: -1 });
    if (to > from) pieces.push({ text: text.slice(from, to), sentence: position });
    at = to;
  });
  if (at < text.length) pieces.push({ text: text.slice(at), sentence: -1 });
  return pieces;
}

function Sentences({
  reply,
  language,
  time,
  headingId,
}: {
  reply: SectionTextReply;
  language: string;
  time: number;
  headingId: string;
}) {
  const hintId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const lastUserScroll = useRef(0);
  const pieces = useMemo(() => piecesOf(reply), [reply]);
  const current = sentenceAt(reply.sentences, time);

  useEffect(() => {
    const box = boxRef.current;
    const mark = box?.querySelector('[aria-current="true"]');
    if (!box || !(mark instanceof HTMLElement)) return;
    if (box.contains(document.activeElement)) return;
    if (Date.now() - lastUserScroll.current < USER_SCROLL_PAUSE_MS) return;
    if (box.scrollHeight <= box.clientHeight) return;
    const visible =
      mark.offsetTop >= box.scrollTop &&
      mark.offsetTop + mark.offsetHeight <= box.scrollTop + box.clientHeight;
    if (visible) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    box.scrollTo({
      top: Math.max(0, mark.offsetTop - box.clientHeight / 3),
      behavior: reduceMotion ? 'auto' : 'smooth',
    });
  }, [current]);

  const userScrolled = () => {
    lastUserScroll.current = Date.now();
  };

  return (
    <>
      <p id={hintId}>{m('textHint')}</p>
      {/* Focusable so keyboard users can scroll it (a scrollable region must be: WCAG 2.1.1); in
          the book's language for screen readers. */}
      <div
        ref={boxRef}
        className="library-text"
        role="region"
        aria-labelledby={headingId}
        aria-describedby={hintId}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        lang={language}
        onWheel={userScrolled}
        onTouchMove={userScrolled}
        onPointerDown={userScrolled}
      >
        {pieces.map((piece, position) =>
          piece.sentence < 0 ? (
            <span key={position}>{piece.text}</span>
          ) : (
            <span
              key={position}
              className="library-sentence"
              aria-current={piece.sentence === current || undefined}
            >
              {piece.text}
            </span>
          ),
        )}
      </div>
    </>
  );
}
