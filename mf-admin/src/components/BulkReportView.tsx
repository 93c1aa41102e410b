import { useId, type Ref } from 'react';
import type { BulkReportReply } from '@nclude/shared/api-schemas';
import { m } from '../messages';

/** Rows beyond this are counted but not drawn: a 10,000-row table helps nobody. */
export const INVALID_ROWS_SHOWN = 500;

/** Who reads a report: an organisation is told only about its own enrolments. */
export type ReportReader = 'admin' | 'organisation';

export function reportSummary(report: BulkReportReply, reader: ReportReader = 'admin'): string {
  const counts = { added: report.added, alreadyPresent: report.alreadyPresent };
  return reader === 'admin' ? m('reportSummary', counts) : m('orgReportSummary', counts);
}

/**
 * The per-row report of a bulk upload: what was added, what was already there, and a table of
 * the rows that were not added, with the reason for each.
 */
export function BulkReportView({
  report,
  headingLevel,
  outcome,
  headingRef,
  reader = 'admin',
}: {
  report: BulkReportReply;
  reader?: ReportReader;
  headingLevel: 3 | 4;
  /** The heading, focusable by script, for moving focus to the report once it is shown. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** A sentence shown above the counts (e.g. the organisation page's "Phone numbers are whitelisted!"). */
  outcome?: string;
}) {
  const headingId = useId();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const invalid = report.invalid ?? [];
  const shown = invalid.slice(0, INVALID_ROWS_SHOWN);
  return (
    <section className="admin-report" aria-labelledby={headingId}>
      <Heading id={headingId} ref={headingRef} tabIndex={-1} className="admin-focus-heading">
        {m('reportHeading')}
      </Heading>
      {outcome && <p className="admin-report__outcome">{outcome}</p>}
      <p className="admin-report__summary">{reportSummary(report, reader)}</p>
      {invalid.length === 0 ? (
        <p>{m('reportNoInvalid')}</p>
      ) : (
        <>
          {invalid.length > shown.length && (
            <p>{m('reportInvalidTruncated', { shown: shown.length, count: invalid.length })}</p>
          )}
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption>{m('reportInvalidCaption', { count: invalid.length })}</caption>
              <thead>
                <tr>
                  <th scope="col">{m('columnRow')}</th>
                  <th scope="col">{m('columnValue')}</th>
                  <th scope="col">{m('columnReason')}</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((row) => (
                  <tr key={`${row.row}-${row.value}`}>
                    <th scope="row">{row.row}</th>
                    <td>{row.value === '' ? m('emptyValue') : row.value}</td>
                    <td>{row.reason}</td>
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
