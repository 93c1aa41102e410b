// Contacts: reading an email or phone number the way the UI checks it, normalising it, masking
// it for messages, and finding it in the whitelist and among accounts.
import { validateEmail, validatePhone } from '@nclude/shared/validation';
import type { Db } from '../db';
import type { ContactChannel, UsersTable, WhitelistKind } from '../db/schema';
import { badRequest } from '../errors';
import { m } from '../messages';

export interface Contact {
  channel: ContactChannel;
  /** Normalised: emails trimmed and lower-cased, phones trimmed. */
  value: string;
}

export function blank(value: string | null | undefined): boolean {
  return value === undefined || value === null || value.trim() === '';
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function parseEmail(email: string): Contact {
  const problem = validateEmail(email);
  if (problem) throw badRequest(problem);
  return { channel: 'email', value: normaliseEmail(email) };
}

export function parsePhone(phoneNumber: string): Contact {
  const problem = validatePhone(phoneNumber);
  if (problem) throw badRequest(problem);
  return { channel: 'sms', value: phoneNumber.trim() };
}

/** Exactly one of email / phone, checked with the same rules as the UI. */
export function parseSingleContact(
  email: string | null | undefined,
  phoneNumber: string | null | undefined,
): Contact {
  const hasEmail = !blank(email);
  const hasPhone = !blank(phoneNumber);
  if (!hasEmail && !hasPhone) throw badRequest(m('contactRequired'));
  if (hasEmail && hasPhone) throw badRequest(m('oneContactOnly'));
  return hasEmail ? parseEmail(email as string) : parsePhone(phoneNumber as string);
}

function whitelistKind(channel: ContactChannel): WhitelistKind {
  return channel === 'email' ? 'email' : 'phone';
}

/** The whitelist entries of any of `contacts`. */
export async function whitelistEntries(q: Db, contacts: Contact[]) {
  if (contacts.length === 0) return [];
  return q
    .selectFrom('whitelist')
    .select(['kind', 'value', 'scope'])
    .where((eb) =>
      eb.or(
        contacts.map((c) =>
          eb.and([eb('kind', '=', whitelistKind(c.channel)), eb('value', '=', c.value)]),
        ),
      ),
    )
    .execute();
}

/** The account that has `contact` as its email or phone, if any. */
export async function userByContact(q: Db, contact: Contact): Promise<UsersTable | undefined> {
  const column = contact.channel === 'email' ? 'email' : 'phone_number';
  return q.selectFrom('users').selectAll().where(column, '=', contact.value).executeTakeFirst();
}

/** Masks all but the last 4 digits of a phone number: `******0001`. */
export function maskPhone(phone: string): string {
  return `${'*'.repeat(Math.max(0, phone.length - 4))}${phone.slice(-4)}`;
}

/** Keeps the first character of the local part and the domain: `a***@example.org`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.charAt(0)}***${email.slice(at)}`;
}
