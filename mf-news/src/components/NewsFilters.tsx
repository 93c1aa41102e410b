// The list's filters, after GOV.UK's filter pattern: language, source, category (only for a source
// in English, spec 02 §2) and search words, applied together by the Search button. Nothing changes
// while a person moves through the selects (WCAG 3.2.2); the choices below a changed one are reset
// at once (a new language has other sources, a new source other categories), and applying always
// starts at page 1.
import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  FormError,
  SEARCH_MAX,
  Select,
  Spinner,
  t,
  TextField,
  type Loaded,
  type SelectOption,
} from '@nclude/shared';
import type { NewsSourcesReply } from '@nclude/shared/api-schemas';
import { m } from '../messages';
import { categoryApplies, isNewsLanguage, sameQuery, type NewsQuery } from '../newsQuery';

export interface NewsFiltersProps {
  /** The filters applied now (the address's). */
  query: NewsQuery;
  sources: Loaded<NewsSourcesReply>;
  onRetrySources: () => void;
  onApply: (query: NewsQuery) => void;
}

/** `names` as options, with `current` added when the server no longer lists it (an old link). */
function optionsOf(names: readonly string[], current: string): SelectOption[] {
  const all = current !== '' && !names.includes(current) ? [...names, current] : names;
  return all.map((name) => ({ value: name, label: name }));
}

export function NewsFilters({ query, sources, onRetrySources, onApply }: NewsFiltersProps) {
  const headingId = useId();
  const [draft, setDraft] = useState(query);
  // Back and Forward change the applied filters under the form: it shows them again.
  const [shownFor, setShownFor] = useState(query);
  if (!sameQuery(shownFor, query)) {
    setShownFor(query);
    setDraft(query);
  }

  const listed = sources.state === 'ready' ? sources.value[draft.lang] : [];
  const source = listed.find((entry) => entry.name === draft.source);
  const showCategory = categoryApplies(draft);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply({ ...draft, q: draft.q.trim(), page: 1 });
  };

  return (
    <form role="search" aria-labelledby={headingId} className="news-filters" onSubmit={submit}>
      <h2 id={headingId} className="news-filters__heading">
        {m('filtersHeading')}
      </h2>
      <p className="news-filters__hint">{m('filtersHint')}</p>
      <Select
        label={m('languageLabel')}
        placeholder={null}
        value={draft.lang}
        options={[
          { value: 'eng', label: m('languageEng') },
          { value: 'hin', label: m('languageHin') },
        ]}
        onChange={(event) => {
          const lang = event.target.value;
          if (isNewsLanguage(lang)) setDraft({ ...draft, lang, source: '', category: '' });
        }}
      />
      <Select
        label={m('sourceLabel')}
        hint={draft.lang === 'eng' ? m('sourceHint') : undefined}
        placeholder={m('allSources')}
        value={draft.source}
        options={optionsOf(
          listed.map((entry) => entry.name),
          draft.source,
        )}
        onChange={(event) => setDraft({ ...draft, source: event.target.value, category: '' })}
      />
      {sources.state === 'loading' && <Spinner label={m('loadingSources')} showLabel />}
      {sources.state === 'failed' && (
        <div className="news-filters__failure">
          <FormError>{m('sourcesFailed', { reason: sources.reason })}</FormError>
          <Button variant="secondary" onClick={onRetrySources}>
            {t('retry')}
          </Button>
        </div>
      )}
      {showCategory && (
        <Select
          label={m('categoryLabel')}
          placeholder={m('allCategories')}
          value={draft.category}
          options={optionsOf(source?.categories ?? [], draft.category)}
          onChange={(event) => setDraft({ ...draft, category: event.target.value })}
        />
      )}
      <TextField
        type="search"
        label={m('searchLabel')}
        hint={m('searchHint')}
        value={draft.q}
        maxLength={SEARCH_MAX}
        onChange={(event) => setDraft({ ...draft, q: event.target.value })}
      />
      <Button type="submit" className="news-filters__submit">
        {m('searchButton')}
      </Button>
    </form>
  );
}
