// Changing a source's categories and interval, in a dialog over the list: the same checks and
// words as the add form, each problem at its field, and only what changed is sent.
import { useId, useState, type FormEvent } from 'react';
import { Button, errorMessage, FormError, isApiError, Modal, TextField } from '@nclude/shared';
import type { AdminNewsSource } from '@nclude/shared/api-schemas';
import {
  NEWS_CATEGORIES_MAX,
  NEWS_INTERVAL_MAX,
  NEWS_INTERVAL_MIN,
} from '@nclude/shared/validation';
import { updateNewsSource } from '../adminApi';
import { m } from '../messages';
import { categoriesProblem, intervalProblem, refusedField, sourcePatch } from '../newsSources';

const CATEGORIES_ID = 'news-change-categories';
const INTERVAL_ID = 'news-change-interval';

interface Problems {
  categories: string | null;
  interval: string | null;
}

const NO_PROBLEMS: Problems = { categories: null, interval: null };

export function NewsSourceChangeDialog({
  source,
  onSaved,
  onClose,
}: {
  source: AdminNewsSource;
  /** Called with what to say once saved (or found unchanged); the dialog is closed by its owner. */
  onSaved: (message: string, changed: boolean) => void;
  onClose: () => void;
}) {
  const formId = useId();
  const [categories, setCategories] = useState(source.categories.join(', '));
  const [minutes, setMinutes] = useState(String(source.intervalMinutes));
  const [problems, setProblems] = useState<Problems>(NO_PROBLEMS);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setFailure(null);
    const found = { categories: categoriesProblem(categories), interval: intervalProblem(minutes) };
    setProblems(found);
    if (found.categories || found.interval) {
      document.getElementById(found.categories ? CATEGORIES_ID : INTERVAL_ID)?.focus();
      return;
    }
    const patch = sourcePatch(source, categories, minutes);
    if (Object.keys(patch).length === 0) {
      onSaved(m('sourceUnchanged'), false);
      return;
    }
    setSaving(true);
    try {
      const reply = await updateNewsSource(source.id, patch);
      onSaved(reply.message, true);
    } catch (error) {
      setSaving(false);
      const field =
        isApiError(error) && error.status === 400
          ? refusedField(error.message, ['categories', 'interval'])
          : null;
      if (field) {
        setProblems({ ...NO_PROBLEMS, [field]: errorMessage(error) });
        document.getElementById(field === 'categories' ? CATEGORIES_ID : INTERVAL_ID)?.focus();
      } else setFailure(m('changeSourceRefused', { reason: errorMessage(error) }));
    }
  };

  return (
    <Modal
      open
      title={m('changeSourceTitle', { name: source.name })}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {m('cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving} loadingLabel={m('savingSource')}>
            {m('saveSource')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void save(event)} noValidate>
        <FormError>{failure}</FormError>
        <TextField
          id={CATEGORIES_ID}
          label={m('sourceCategoriesLabel')}
          hint={m('sourceCategoriesHint', { max: NEWS_CATEGORIES_MAX })}
          autoComplete="off"
          value={categories}
          error={problems.categories}
          onChange={(event) => {
            setCategories(event.target.value);
            setProblems((current) => ({ ...current, categories: null }));
          }}
        />
        <TextField
          id={INTERVAL_ID}
          label={m('sourceIntervalLabel')}
          hint={m('sourceIntervalHint', { min: NEWS_INTERVAL_MIN, max: NEWS_INTERVAL_MAX })}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          value={minutes}
          error={problems.interval}
          onChange={(event) => {
            setMinutes(event.target.value);
            setProblems((current) => ({ ...current, interval: null }));
          }}
        />
      </form>
    </Modal>
  );
}
