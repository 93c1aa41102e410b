// The checks that must not depend on the planner: which addresses may be opened (the lists, the
// guard, a cookie site's sign-in), element references, no typing into passwords, and a question
// before a step that would pay, book, order or send.
import type { Locator } from 'playwright-core';
import { AGENT_SITE_SIGN_IN } from '@nclude/shared/api-schemas';
import type { AddressGuard } from '../guard';
import { assessStep, describeTarget } from '../safety';
import type { SnapshotElement } from '../snapshot';
import type { CookieSite, ToolOutcome } from '../types';
import { cookieSiteOf } from './cookies';
import { StepRefused } from './errors';
import type { StepContext } from './options';
import { clip } from './words';

const REF = /^(f\d+)?e\d+$/;

/** The address as typed, with https:// added when no scheme was given ("example.org/news"). */
export function completeUrl(raw: string): string {
  const trimmed = raw.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) return trimmed;
  if (/^(javascript|data|file|about|blob|mailto|tel|chrome|view-source|vbscript):/i.test(trimmed)) {
    return trimmed;
  }
  return `https://${trimmed.replace(/^\/+/, '')}`;
}

/** The address a planner asked for, completed and parsed, or a refusal. */
export function parseAddress(raw: string): URL {
  const address = completeUrl(raw);
  try {
    return new URL(address);
  } catch {
    throw new StepRefused(`“${clip(raw)}” is not a web address I can open.`);
  }
}

/**
 * Why `url` is not opened (the lists, the sign-in of a cookie site, the address guard), or null
 * when it may be.
 */
export async function refuseAddress(
  url: URL,
  host: string,
  guard: AddressGuard,
  signedIn: (site: CookieSite) => Promise<boolean>,
): Promise<ToolOutcome | null> {
  // The lists first (no DNS): a site the person may not use is not worth a sign-in.
  const listed = guard.checkLists(url.href);
  if (!listed.allowed) return { ok: false, text: listed.reason };
  const site = url.protocol === 'http:' || url.protocol === 'https:' ? cookieSiteOf(host) : null;
  if (site && !(await signedIn(site))) {
    return {
      ok: false,
      text: `${AGENT_SITE_SIGN_IN[site].label} needs your own sign-in first: I use the sign-in of your browser for it.`,
      needsSignIn: site,
    };
  }
  // Checked before Chromium is asked, so a refused address is never requested at all.
  const verdict = await guard.check(url.href);
  if (!verdict.allowed) return { ok: false, text: verdict.reason };
  return null;
}

/** Refuses what is not an element reference (like e12, or f1e12 inside a frame). */
export function checkRef(ref: string): void {
  if (!REF.test(ref)) {
    throw new StepRefused(
      `“${clip(ref, 20)}” is not an element reference; use one like e12 from the page.`,
    );
  }
}

/** Refuses typing into a password field or into something that is not a text field. */
export function checkTypable(
  field: { secret: boolean; type: string; editable: boolean },
  name: string,
  ref: string,
): void {
  if (field.secret) {
    throw new StepRefused(
      "I don't type passwords. Sign in to the site in your own browser and I can use that sign-in.",
    );
  }
  if (!field.editable) {
    const what =
      field.type === 'checkbox' || field.type === 'radio'
        ? `a ${field.type}: use click on it`
        : `not a field I can type into`;
    throw new StepRefused(`${name} (${ref}) is ${what}.`);
  }
}

/**
 * The question to put to the person before a step that would pay, book, order or send (unless
 * they already said yes), or null when the step may go ahead.
 */
export async function confirmationFirst(
  locator: Locator,
  element: SnapshotElement,
  action: Parameters<typeof assessStep>[0],
  host: () => string,
  step: StepContext,
  timeoutMs: number,
): Promise<ToolOutcome | null> {
  const target = await describeTarget(locator, timeoutMs);
  if (!target.name && element.name) target.name = element.name;
  const risk = assessStep(action, target, host());
  if (risk && !step.confirmed)
    return { ok: false, text: risk.question, needsConfirmation: { question: risk.question } };
  return null;
}
