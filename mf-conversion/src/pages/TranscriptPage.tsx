// Transcript of finished captions (/avaccess/transcript/:requestId; beyond the spec): the recording
// in the browser's own player with its captions track, and beside it the transcript as a list of
// timed lines. Choosing a line plays the recording from there; the line playing now is marked
// (aria-current, a bar and bold text). The list follows playback only while the user is not in it:
// it never takes focus, and scrolls itself only when focus is elsewhere and the user has not
// scrolled it for a few seconds. The media addresses carry a short-lived token: when the player
// fails after they expired, the page fetches new ones and carries on where it was.
import { useEffect, useId, useRef, useState } from 'react';
import {
  FormError,
  isApiError,
  Link,
  LoadState,
  PageHeading,
  apiUrl,
  useLoad,
  useParams,
  isFinished,
  useJobs,
} from '@nclude/shared';
import type { ConversionRequest, TranscriptCue, TranscriptReply } from '@nclude/shared/api-schemas';
import { DownloadLink } from '../components/DownloadLink';
import { getRequest, transcript } from '../conversionApi';
import { MEDIA } from '../kinds';
import { clockTime, languageLabel } from '../labels';
import { m } from '../messages';
import './conversion.css';

/** After the user scrolls the transcript, it stays where they put it for this long. */
export const USER_SCROLL_PAUSE_MS = 5_000;
/** The server's and the browser's clocks may disagree by this much about the addresses' expiry. */
const EXPIRY_MARGIN_MS = 60_000;
/** A request still being captioned is asked about this often when no job event comes. */
const NOT_READY_RELOAD_MS = 10_000;

type TranscriptView =
  | { view: 'ready'; transcript: TranscriptReply }
  | { view: 'notReady'; request: ConversionRequest }
  | { view: 'missing'; message: string };

async function loadTranscript(requestId: string, signal: AbortSignal): Promise<TranscriptView> {
  try {
    const reply = await transcript(requestId, signal);
    if (reply.request.status.state !== 'succeeded')
      return { view: 'notReady', request: reply.request };
    return { view: 'ready', transcript: reply };
  } catch (error) {
    if (isApiError(error) && error.status === 404)
      return { view: 'missing', message: error.message };
    // 409: the request exists but has no captions yet; its status says where it stands.
    if (isApiError(error) && error.status === 409) {
      const { document } = await getRequest(MEDIA.collection, requestId, signal);
      return { view: 'notReady', request: document };
    }
    throw error;
  }
}

function statusText({ status }: ConversionRequest): string {
  switch (status.state) {
    case 'queued':
      return m('waitingToStart');
    case 'running':
      return `${m('statusInProgress')}, ${m('progressText', { percent: Math.round(status.progress) })}`;
    case 'failed':
      return `${m('statusFailed')}: ${status.error ?? m('failedWithoutReason')}`;
    case 'cancelled':
      return m('statusCancelled');
    default:
      return m('statusSuccess');
  }
}

/** The cue playing at `time`, or -1 between cues. */
export function cueAt(cues: readonly TranscriptCue[], time: number): number {
  return cues.findIndex((cue) => time >= cue.start && time < cue.end);
}

export default function TranscriptPage() {
  const { requestId = '' } = useParams();
  const [loaded, { retry, refresh }] = useLoad((signal) => loadTranscript(requestId, signal));
  const value = loaded.state === 'ready' ? loaded.value : null;
  const request =
    value?.view === 'ready'
      ? value.transcript.request
      : value?.view === 'notReady'
        ? value.request
        : null;

  // A request still being captioned: its page fills in as soon as its job ends.
  const notReady = value?.view === 'notReady' ? value.request : null;
  useJobs({
    onUpdate: (update) => {
      if (notReady && update.jobId === notReady.jobId && isFinished(update.state)) refresh();
    },
    reload: refresh,
    reloading: notReady !== null && !isFinished(notReady.status.state),
    reloadMs: NOT_READY_RELOAD_MS,
  });

  return (
    <div className="conversion-page">
      <PageHeading>
        {request ? m('transcriptHeading', { fileName: request.fileName }) : m('transcript')}
      </PageHeading>
      <p>
        <Link to={MEDIA.basePath}>{m('backToRequests')}</Link>
      </p>
      <LoadState
        state={loaded}
        loadingLabel={m('loadingTranscript')}
        failure={(reason) => m('transcriptFailed', { reason })}
        onRetry={retry}
      >
        {(shown) =>
          shown.view === 'missing' ? (
            <FormError>{shown.message}</FormError>
          ) : shown.view === 'notReady' ? (
            <>
              <p>
                {m('transcriptNotReady', {
                  fileName: shown.request.fileName,
                  status: statusText(shown.request),
                })}
              </p>
              {!isFinished(shown.request.status.state) && <p>{m('transcriptNotReadyHint')}</p>}
            </>
          ) : (
            <Transcript data={shown.transcript} onReload={refresh} />
          )
        }
      </LoadState>
    </div>
  );
}

function hasExpired(expiresAt: string): boolean {
  return Date.now() >= Date.parse(expiresAt) - EXPIRY_MARGIN_MS;
}

/** Scrolls `item` into the middle third of `list`, if the list scrolls at all (wide layout). */
function scrollWithin(list: HTMLElement, item: HTMLElement): void {
  if (list.scrollHeight <= list.clientHeight) return;
  const visible =
    item.offsetTop >= list.scrollTop &&
    item.offsetTop + item.offsetHeight <= list.scrollTop + list.clientHeight;
  if (visible) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  list.scrollTo({
    top: Math.max(0, item.offsetTop - list.clientHeight / 3),
    behavior: reduceMotion ? 'auto' : 'smooth',
  });
}

function Transcript({ data, onReload }: { data: TranscriptReply; onReload: () => void }) {
  const { request, cues } = data;
  const headingId = useId();
  const hintId = useId();
  const mediaRef = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const [current, setCurrent] = useState(-1);
  const [mediaFailed, setMediaFailed] = useState(false);
  // Where to carry on once the player has new addresses.
  const resume = useRef<{ time: number; playing: boolean } | null>(null);
  const lastUserScroll = useRef(0);

  // Set while the player waits for addresses fetched after a failure: if those fail too, the
  // failure is shown instead of fetching again and again (a server handing out stale addresses).
  const renewing = useRef(false);

  const reload = () => {
    const media = mediaRef.current;
    resume.current = { time: media?.currentTime ?? 0, playing: media ? !media.paused : false };
    renewing.current = true;
    setMediaFailed(false);
    onReload();
  };

  const onMediaError = () => {
    if (hasExpired(data.expiresAt) && !renewing.current) reload();
    else setMediaFailed(true);
  };

  const onLoadedMetadata = () => {
    renewing.current = false;
    const media = mediaRef.current;
    const carryOn = resume.current;
    if (!media || !carryOn) return;
    resume.current = null;
    media.currentTime = carryOn.time;
    if (carryOn.playing) play(media);
  };

  // New addresses load by themselves; the same ones again (a Retry before they expired) are
  // loaded on request.
  const shownSource = useRef(data.mediaUrl);
  useEffect(() => {
    const media = mediaRef.current;
    if (renewing.current && media && shownSource.current === data.mediaUrl) media.load();
    shownSource.current = data.mediaUrl;
  }, [data]);

  const seek = (index: number) => {
    const media = mediaRef.current;
    const cue = cues[index];
    if (!media || !cue) return;
    media.currentTime = cue.start;
    setCurrent(index);
    play(media);
  };

  useEffect(() => {
    const list = listRef.current;
    const item = list?.children[current];
    if (!list || !(item instanceof HTMLElement)) return;
    // Someone reading or choosing lines keeps their place.
    if (list.contains(document.activeElement)) return;
    if (Date.now() - lastUserScroll.current < USER_SCROLL_PAUSE_MS) return;
    scrollWithin(list, item);
  }, [current]);

  const userScrolled = () => {
    lastUserScroll.current = Date.now();
  };

  const Player = data.mediaKind === 'video' ? 'video' : 'audio';
  const language = request.language;

  return (
    <div className="transcript-layout">
      <div className="transcript-player">
        <Player
          ref={mediaRef}
          controls
          preload="metadata"
          src={apiUrl(data.mediaUrl)}
          aria-label={m('playerLabel', { fileName: request.fileName })}
          onTimeUpdate={(event) => setCurrent(cueAt(cues, event.currentTarget.currentTime))}
          onLoadedMetadata={onLoadedMetadata}
          onError={onMediaError}
        >
          <track
            kind="captions"
            src={apiUrl(data.captionsUrl)}
            srcLang={language}
            label={languageLabel(language)}
            default
          />
          {m('noPlayer')}
        </Player>
        {mediaFailed && (
          <div className="nc-load-failure">
            <FormError>{m('mediaFailed')}</FormError>
            <button type="button" className="nc-button nc-button--secondary" onClick={reload}>
              {m('retry')}
            </button>
          </div>
        )}
        <p>
          {m('madeBy', { engine: data.engine })}
          {data.engineNote && ` ${data.engineNote}`}
        </p>
        {request.url && (
          <p>
            <DownloadLink url={request.url} fileName={request.downloadName ?? request.fileName} />
          </p>
        )}
      </div>

      <section className="transcript-text" aria-labelledby={headingId}>
        <h2 id={headingId}>{m('transcript')}</h2>
        {cues.length === 0 ? (
          <p>{m('noCues')}</p>
        ) : (
          <>
            <p id={hintId}>{m('cueListHint')}</p>
            {/* The cues are in the spoken language, so screen readers read them in its voice. */}
            <ol
              ref={listRef}
              className="transcript-cues"
              lang={language}
              aria-labelledby={headingId}
              aria-describedby={hintId}
              onWheel={userScrolled}
              onTouchMove={userScrolled}
              onPointerDown={userScrolled}
            >
              {cues.map((cue, index) => (
                <li key={`${cue.start}-${index}`}>
                  <button
                    type="button"
                    className="transcript-cue"
                    aria-current={index === current || undefined}
                    onClick={() => seek(index)}
                  >
                    <span className="transcript-cue__time">{clockTime(cue.start)}</span>{' '}
                    <span className="transcript-cue__text">{cue.lines.join(' ')}</span>
                  </button>
                </li>
              ))}
            </ol>
          </>
        )}
      </section>
    </div>
  );
}

/** Plays from where the player stands. A refusal needs no word here: a broken source raises the
 * player's error event, and a play cut short by a new seek is what the user asked for. */
function play(media: HTMLMediaElement): void {
  media.play().catch(() => undefined);
}
