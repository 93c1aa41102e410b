import { t } from '../messages';
import { classNames, useFieldId } from './ids';

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Name of the navigation landmark; default "Pagination". Give each one on a page its own. */
  label?: string;
  id?: string;
  className?: string;
}

/** Previous / "Page [select] of N" / Next. Nothing is rendered for a single page. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label = t('pagination'),
  id,
  className,
}: PaginationProps) {
  const selectId = useFieldId(id);
  const ofId = `${selectId}-of`;
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  const atFirst = current <= 1;
  const atLast = current >= pageCount;
  // aria-disabled rather than disabled: the button that was just pressed keeps focus at either end.
  const go = (target: number) => {
    if (target >= 1 && target <= pageCount && target !== current) onPageChange(target);
  };
  return (
    <nav className={classNames('nc-pagination', className)} aria-label={label}>
      <button
        type="button"
        className="nc-button nc-button--secondary"
        aria-disabled={atFirst || undefined}
        onClick={() => go(current - 1)}
      >
        {t('previousPage')}
      </button>
      <span className="nc-pagination__pages">
        <label htmlFor={selectId}>{t('page')}</label>
        <select
          id={selectId}
          className="nc-select nc-pagination__select"
          value={current}
          aria-describedby={ofId}
          onChange={(event) => go(Number(event.target.value))}
        >
          {Array.from({ length: pageCount }, (_, i) => i + 1).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        <span id={ofId}>{t('pageOf', { total: pageCount })}</span>
      </span>
      <button
        type="button"
        className="nc-button nc-button--secondary"
        aria-disabled={atLast || undefined}
        onClick={() => go(current + 1)}
      >
        {t('nextPage')}
      </button>
    </nav>
  );
}
