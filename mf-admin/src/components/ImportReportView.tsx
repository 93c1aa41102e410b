// The report of a feed import: the server's summary, and a table with a row per posting of the
// feed (what became of it, and why a refused one was refused). Refused postings come first, the
// ones the administrator has to act on, and the table can be narrowed to one outcome.
import { useId, useState, type Ref } from 'react';
import { Select, announce } from '@nclude/shared';
import type { ImportReply, ImportReportRow } from '@nclude/shared/api-schemas';
import { outcomeLabel, type ImportOutcome } from '../jobPostings';
import { m, type AdminMessageKey } from '../messages';
import { INVALID_ROWS_SHOWN } from './BulkReportView';

type Shown = 'all' | ImportOutcome;

const SHOW_OPTIONS: { value: Shown; label: AdminMessageKey }[] = [
  { value: 'all', label: 'showAllRows' },
  { value: 'refused', label: 'showRefused' },
  { value: 'added', label: 'showAdded' },
  { value: 'updated', label: 'showUpdated' },
  { value: 'unchanged', label: 'showUnchanged' },
];

const FORMAT_LABELS: Record<ImportReply['format'], AdminMessageKey> = {
  csv: 'formatCsv',
  json: 'formatJson',
  jsonld: 'formatJsonld',
};

/** Refused first, then in the feed's order. */
export function reportOrder(rows: readonly ImportReportRow[]): ImportReportRow[] {
  return [...rows].sort(
    (a, b) => Number(b.outcome === 'refused') - Number(a.outcome === 'refused') || a.row - b.row,
  );
}

export function ImportReportView({
  report,
  headingRef,
}: {
  report: ImportReply;
  /** The heading, focusable by script, for moving focus to the report once it is shown. */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const headingId = useId();
  const [shown, setShown] = useState<Shown>('all');
  const counts: Record<Shown, number> = {
    all: report.rows.length,
    added: report.added,
    updated: report.updated,
    unchanged: report.unchanged,
    refused: report.refused,
  };
  const rows = reportOrder(report.rows).filter((row) => shown === 'all' || row.outcome === shown);
  const drawn = rows.slice(0, INVALID_ROWS_SHOWN);

  const show = (value: string) => {
    const next = SHOW_OPTIONS.find((option) => option.value === value)?.value ?? 'all';
    setShown(next);
    // The table changes under the select: its new size is said, as the caption now reads.
    announce(m('importRowsCaption', { count: counts[next] }));
  };

  return (
    <section className="admin-report" aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="admin-focus-heading">
        {m('importReportHeading')}
      </h3>
      <p className="admin-report__summary">{report.message}</p>
      <p>{m('importFormat', { format: m(FORMAT_LABELS[report.format]) })}</p>
      <Select
        label={m('reportShowLabel')}
        className="admin-report__show"
        placeholder={null}
        options={SHOW_OPTIONS.map((option) => ({
          value: option.value,
          label: m(option.label, { count: counts[option.value] }),
        }))}
        value={shown}
        onChange={(event) => show(event.target.value)}
      />
      {rows.length === 0 ? (
        <p>{m('importRowsNone')}</p>
      ) : (
        <>
          {rows.length > drawn.length && (
            <p>{m('importRowsTruncated', { shown: drawn.length, count: rows.length })}</p>
          )}
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption>{m('importRowsCaption', { count: rows.length })}</caption>
              <thead>
                <tr>
                  <th scope="col">{m('columnRow')}</th>
                  <th scope="col">{m('columnExternalId')}</th>
                  <th scope="col">{m('columnTitle')}</th>
                  <th scope="col">{m('columnOutcome')}</th>
                  <th scope="col">{m('columnProblems')}</th>
                </tr>
              </thead>
              <tbody>
                {drawn.map((row) => (
                  <tr key={row.row} className={`admin-outcome--${row.outcome}`}>
                    <th scope="row">{row.row}</th>
                    <td>{row.externalId || m('emptyValue')}</td>
                    <td>{row.title || m('emptyValue')}</td>
                    <td>{outcomeLabel(row.outcome)}</td>
                    <td>
                      {row.problems.length === 0 ? (
                        m('noProblems')
                      ) : (
                        <ul className="admin-problems">
                          {row.problems.map((problem) => (
                            <li key={problem}>{problem}</li>
                          ))}
                        </ul>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
