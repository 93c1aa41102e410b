// Small pure helpers of the job pages: paging (spec 02 §4, §9), the posting's text as people read
// it, and links that are safe to open.
import { formatDate } from '@nclude/shared';
import { isWebAddress } from '@nclude/shared/validation';

/** Spec 02 §9: jobs come 10 a page (the server's JOB_PAGE_SIZE; its value stays on the server). */
export const JOBS_PAGE_SIZE = 10;

/** Total pages = floor((total - 1) / limit) + 1 (spec 02 §4), at least 1. */
export function pageCount(total: number, limit = JOBS_PAGE_SIZE): number {
  return total <= 0 ? 1 : Math.floor((total - 1) / limit) + 1;
}

/** A leading bullet an importer may have kept ("- ", "• ", "* ", "1. "). */
const BULLET = /^(?:[-•*·▪‣]|\d+[.)])(?:\s+|$)/;

/** The lines of a multi-line field (responsibilities), without bullets or blank lines. */
export function linesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim().replace(BULLET, '').trim())
    .filter((line) => line !== '');
}

const DAY: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  // A posting's date is a calendar day ("2025-11-18"), read by Date as midnight UTC: formatted in
  // UTC so a reader west of Greenwich does not see the day before.
  timeZone: 'UTC',
};

/** A posting's day ("18 November 2025" in the reader's language), or the text as given. */
export function formatDay(day: string): string {
  return formatDate(day, DAY) ?? day;
}

const MOMENT: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/** When something happened (an application), with the time, in the reader's language. */
export function formatMoment(value: string): string {
  return formatDate(value, MOMENT) ?? value;
}

/**
 * The posting's own web address, only when it is http or https. The API accepts no other, and a
 * posting stored before that rule must still never make a `javascript:` or `data:` link.
 */
export function safeWebLink(address: string | null): string | null {
  return address && isWebAddress(address) ? new URL(address).href : null;
}
