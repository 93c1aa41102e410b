// One source in the administrators' list: its name and markers (from configuration, local), its
// state in words with the last error written out, how it is read (address, language, categories,
// interval) and how the reading goes (articles, last poll, last success, failures in a row, next
// poll), and Pause / Resume, Poll now, Change and Delete.
import { Button, FormError, VisuallyHidden, formatNumber } from '@nclude/shared';
import type { AdminNewsSource } from '@nclude/shared/api-schemas';
import { m } from '../messages';
import { formatMoment, newsLanguageLabel, sourceState, sourceStateLabel } from '../newsSources';

/** Ids of a source's buttons: focus is put back on them after a dialog or a reload. */
export const pauseButtonId = (sourceId: string) => `news-source-${sourceId}-pause`;
export const pollButtonId = (sourceId: string) => `news-source-${sourceId}-poll`;
export const changeButtonId = (sourceId: string) => `news-source-${sourceId}-change`;
export const deleteButtonId = (sourceId: string) => `news-source-${sourceId}-delete`;

export type SourceAction = 'pause' | 'poll';

export function NewsSourceItem({
  source,
  busy,
  failure,
  onTogglePause,
  onPoll,
  onChange,
  onDelete,
}: {
  source: AdminNewsSource;
  /** The action under way on this source, if any. */
  busy: SourceAction | null;
  /** Why the last action on this source failed. */
  failure: string | null;
  onTogglePause: () => void;
  onPoll: () => void;
  onChange: () => void;
  onDelete: () => void;
}) {
  const state = sourceState(source);
  // Every source has the same buttons: its name tells them apart when buttons are listed out of
  // context (a screen reader's list of controls, voice control).
  const which = <VisuallyHidden> {source.name}</VisuallyHidden>;
  const never = m('sourceNever');
  return (
    <li className="admin-job">
      <h3>{source.name}</h3>
      {(source.fromConfig || source.local) && (
        <p className="admin-news-markers">
          {source.fromConfig && <span className="admin-badge">{m('sourceFromConfig')}</span>}
          {source.local && <span className="admin-badge">{m('sourceLocalLabel')}</span>}
        </p>
      )}
      <dl className="admin-details">
        <div>
          <dt>{m('sourceStateLabel')}</dt>
          <dd>
            <span className={`admin-state admin-state--${state}`}>{sourceStateLabel(state)}</span>
          </dd>
        </div>
        <div>
          <dt>{m('sourceUrlLabel')}</dt>
          <dd>{source.url}</dd>
        </div>
        <div>
          <dt>{m('sourceLanguageLabel')}</dt>
          <dd>{newsLanguageLabel(source.language)}</dd>
        </div>
        <div>
          <dt>{m('sourceCategoriesLabel')}</dt>
          <dd>
            {source.categories.length > 0 ? source.categories.join(', ') : m('sourceNoCategories')}
          </dd>
        </div>
        <div>
          <dt>{m('sourceIntervalFact')}</dt>
          <dd>{m('sourceIntervalEvery', { minutes: formatNumber(source.intervalMinutes) })}</dd>
        </div>
        <div>
          <dt>{m('sourceArticlesFact')}</dt>
          <dd>{formatNumber(source.articleCount)}</dd>
        </div>
        <div>
          <dt>{m('sourceLastPolledFact')}</dt>
          <dd>{formatMoment(source.lastPolledAt, never)}</dd>
        </div>
        <div>
          <dt>{m('sourceLastSuccessFact')}</dt>
          <dd>{formatMoment(source.lastSuccessAt, never)}</dd>
        </div>
        <div>
          <dt>{m('sourceFailuresFact')}</dt>
          <dd>{formatNumber(source.failures)}</dd>
        </div>
        <div>
          <dt>{m('sourceNextPollFact')}</dt>
          <dd>
            {source.paused
              ? m('sourceNoPollWhilePaused')
              : formatMoment(source.nextPollAt, m('sourceNotScheduled'))}
          </dd>
        </div>
      </dl>
      {source.lastError && (
        <p className="admin-news-error">{m('sourceLastError', { error: source.lastError })}</p>
      )}
      <FormError>{failure}</FormError>
      <div className="admin-actions">
        <Button
          id={pauseButtonId(source.id)}
          variant="secondary"
          loading={busy === 'pause'}
          loadingLabel={m(source.paused ? 'resumingSource' : 'pausingSource')}
          onClick={onTogglePause}
        >
          {m(source.paused ? 'resumeSource' : 'pauseSource')}
          {which}
        </Button>
        <Button
          id={pollButtonId(source.id)}
          variant="secondary"
          loading={busy === 'poll'}
          loadingLabel={m('pollingSourceNow')}
          onClick={onPoll}
        >
          {m('pollSource')}
          {which}
        </Button>
        <Button id={changeButtonId(source.id)} variant="secondary" onClick={onChange}>
          {m('changeSource')}
          {which}
        </Button>
        <Button id={deleteButtonId(source.id)} variant="secondary" onClick={onDelete}>
          {m('deleteSource')}
          {which}
        </Button>
      </div>
    </li>
  );
}
