// A one-item-per-line field of the review form (links, skills, details…), with the item limit
// in its hint.
import { TextArea } from '@nclude/shared';
import type { LineLimit } from './draft';
import { m } from './messages';

/** A one-item-per-line field; the per-line limits are checked on save. */
export function LinesField({
  id,
  label,
  value,
  limit,
  error,
  rows = 4,
  onChange,
  url = false,
}: {
  id: string;
  label: string;
  value: string;
  limit: LineLimit;
  error: string | undefined;
  rows?: number;
  onChange: (value: string) => void;
  url?: boolean;
}) {
  return (
    <TextArea
      id={id}
      label={label}
      hint={m('linesHintMax', { max: limit.items })}
      rows={rows}
      value={value}
      error={error}
      spellCheck={url ? false : undefined}
      autoCapitalize={url ? 'none' : undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
