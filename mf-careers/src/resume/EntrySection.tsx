// One repeated group of the review form (experience, education, projects): its heading, a
// fieldset per entry with its Remove button, and Add.
import type { ReactNode } from 'react';
import { Button, FormError } from '@nclude/shared';
import { ID, type EntryNames, type ListKey } from './reviewFields';

export interface EntrySectionProps<E extends { key: number }> {
  list: ListKey;
  heading: string;
  entries: E[];
  empty: string;
  addLabel: string;
  naming: (entry: E, n: number) => EntryNames;
  /** Said after Add when the list is full. */
  full: string | null;
  onAdd: () => void;
  onRemove: (index: number) => void;
  fields: (entry: E) => ReactNode;
}

/** A repeated group: an h2 (focus returns here after a removal), a fieldset per entry, Add. */
export function EntrySection<E extends { key: number }>({
  list,
  heading,
  entries,
  empty,
  addLabel,
  naming,
  full,
  onAdd,
  onRemove,
  fields,
}: EntrySectionProps<E>) {
  const headingId = ID.heading(list);
  return (
    <section className="resume-section" aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1}>
        {heading}
      </h2>
      {entries.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ol className="resume-entries">
          {entries.map((entry, index) => {
            const n = index + 1;
            const { legend, removeText, removeName } = naming(entry, n);
            return (
              <li key={entry.key}>
                <fieldset className="resume-entry">
                  <legend>
                    <h3>{legend}</h3>
                  </legend>
                  {fields(entry)}
                  <Button
                    variant="secondary"
                    aria-label={removeName}
                    onClick={() => onRemove(index)}
                  >
                    {removeText}
                  </Button>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      <FormError>{full}</FormError>
      <Button variant="secondary" onClick={onAdd}>
        {addLabel}
      </Button>
    </section>
  );
}
