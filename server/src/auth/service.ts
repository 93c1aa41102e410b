// Accounts, OTPs and sessions. Routes stay thin: they validate the shape of a request and call
// this service, which holds the rules (product rules §4, §5 and §9 in docs/product-rules.md, and the server design of
// the accounts "Accounts").
import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Role } from '@nclude/shared/contracts';
import { t as sharedText } from '@nclude/shared/messages';
import {
  isValidOtp,
  validateEmail,
  validatePassword,
  validatePhone,
  validateUserName,
} from '@nclude/shared/validation';
import type { Clock } from '../clock';
import type { Config } from '../config';
import { lockKey, type Db } from '../db';
import type { ContactChannel, UsersTable, WhitelistKind } from '../db/schema';
import type { Delivery } from '../delivery';
import {
  HttpError,
  badRequest,
  conflict,
  notFound,
  tooManyRequests,
  unauthorized,
} from '../errors';
import { m } from '../messages';
import { describeWait, remainingWaitMs } from './limits';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import { signToken, verifyToken } from './tokens';

export interface Contact {
  channel: ContactChannel;
  /** Normalised: emails trimmed and lower-cased, phones trimmed. */
  value: string;
}

export interface LoginResult {
  success: true;
  token: string;
  scope: string | null;
  userId: string;
  hasUserInfo: boolean;
  message: string;
  role: Role;
  userName: string;
}

export interface AuthenticatedSession {
  sessionId: string;
  userId: string;
  role: Role;
  scope: string | null;
  userName: string;
}

/** Told which sessions were ended so their browsers can be logged out (socket.io `userIdEvent`). */
export interface SessionNotifier {
  sessionsEnded(userId: string, sessionIds: string[]): void;
}

export interface SignupInput {
  userName?: string | null;
  phoneNumber?: string | null;
  email?: string | null;
  userType?: string | null;
  password?: string | null;
}

const OTP_DIGITS = 4;
const DAY_MS = 24 * 3_600_000;
/** Wrong codes for a contact in 24 hours from which codes sent to it accept one try. */
export const UNDER_ATTACK_FAILURES = 10;
/** Wrong codes of one client count toward its delay for an hour. */
const CLIENT_FAILURE_WINDOW_MS = 3_600_000;
/** Wrong passwords of one account count toward its delay for 15 minutes. */
const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
/** Longest progressive delay of the wrong-code and wrong-password limits. */
const MAX_DELAY_MS = 15 * 60_000;
/** otp_failures rows older than this are deleted when new ones are written. */
const OTP_FAILURE_RETENTION_MS = 2 * DAY_MS;

function blank(value: string | null | undefined): boolean {
  return value === undefined || value === null || value.trim() === '';
}

function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The per-contact lock shared by sending and checking codes. */
function otpLockKey(contact: Contact): string {
  return `otp:${contact.value}`;
}

function whitelistKind(channel: ContactChannel): WhitelistKind {
  return channel === 'email' ? 'email' : 'phone';
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

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly clock: Clock,
    private readonly delivery: Delivery,
    private readonly notifier: SessionNotifier,
    private readonly logger: FastifyBaseLogger,
  ) {}

  /** Runs `work` in a transaction holding the per-key lock `key` (see `lockKey`). */
  private locked<T>(key: string, work: (trx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      await lockKey(trx, key);
      return work(trx);
    });
  }

  private nowIso(offsetMs = 0): string {
    return new Date(this.clock.now().getTime() + offsetMs).toISOString();
  }

  /** Exactly one of email / phone, checked with the same rules as the UI. */
  parseSingleContact(
    email: string | null | undefined,
    phoneNumber: string | null | undefined,
  ): Contact {
    const hasEmail = !blank(email);
    const hasPhone = !blank(phoneNumber);
    if (!hasEmail && !hasPhone) throw badRequest(m('contactRequired'));
    if (hasEmail && hasPhone) throw badRequest(m('oneContactOnly'));
    return hasEmail ? this.parseEmail(email as string) : this.parsePhone(phoneNumber as string);
  }

  private parseEmail(email: string): Contact {
    const problem = validateEmail(email);
    if (problem) throw badRequest(problem);
    return { channel: 'email', value: normaliseEmail(email) };
  }

  private parsePhone(phoneNumber: string): Contact {
    const problem = validatePhone(phoneNumber);
    if (problem) throw badRequest(problem);
    return { channel: 'sms', value: phoneNumber.trim() };
  }

  private async whitelistEntries(contacts: Contact[], q: Db = this.db) {
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

  private async userByContact(contact: Contact, q: Db = this.db): Promise<UsersTable | undefined> {
    const column = contact.channel === 'email' ? 'email' : 'phone_number';
    return q.selectFrom('users').selectAll().where(column, '=', contact.value).executeTakeFirst();
  }

  private hashOtp(contact: Contact, code: string): string {
    return createHmac('sha256', this.config.jwtSecret)
      .update(`otp:${contact.channel}:${contact.value}:${code}`)
      .digest('hex');
  }

  // ---------------------------------------------------------------- OTP

  /**
   * Sends a code to `contact` for the client `client` (a clientKey). `requireAccess: false` skips
   * the access gate, for a signed-in user proving a contact they are adding to their account or
   * their own contact (the send limits still apply).
   */
  async sendOtp(
    contact: Contact,
    client: string,
    { requireAccess = true }: { requireAccess?: boolean } = {},
  ): Promise<string> {
    // Rows older than both windows no longer matter.
    const keepMs = Math.max(DAY_MS, this.config.otpSendWindowMinutes * 60_000);
    await this.db.deleteFrom('otp_sends').where('at', '<=', this.nowIso(-keepMs)).execute();

    const code = String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0');
    // Limits, the send record, the access gate and the new code in one transaction per contact
    // (and per client), so parallel requests cannot all pass the count or leave several live
    // codes. Lock order is always contact, then client. A refusal by the access gate must commit
    // its send record, so it is returned and thrown after the commit.
    const refused = await this.locked(otpLockKey(contact), async (trx) => {
      await lockKey(trx, `otp-client:${client}`);
      await this.enforceSendLimits(trx, contact, client);
      const now = this.nowIso();
      // Recorded before the access gate: asking about an unknown contact costs the same as a
      // send, so probing which contacts are whitelisted runs into the same limits.
      await trx
        .insertInto('otp_sends')
        .values({ contact: contact.value, ip: client, at: now })
        .execute();

      // Access gate: only whitelisted contacts and existing accounts receive codes.
      if (requireAccess && !this.config.openSignup) {
        const [entry] = await this.whitelistEntries([contact], trx);
        if (!entry && !(await this.userByContact(contact, trx)))
          return unauthorized(m('notAuthorized'));
      }

      // A contact that drew many wrong codes lately gets one-try codes: its owner has the right
      // code, and guessers spread over many clients get one guess per send (sends are spaced).
      const underAttack = (await this.recentContactFailures(trx, contact)) >= UNDER_ATTACK_FAILURES;
      // A new code replaces any earlier one for this contact.
      await trx
        .deleteFrom('otps')
        .where('channel', '=', contact.channel)
        .where('contact', '=', contact.value)
        .execute();
      await trx
        .insertInto('otps')
        .values({
          id: randomUUID(),
          channel: contact.channel,
          contact: contact.value,
          code_hash: this.hashOtp(contact, code),
          expires_at: this.nowIso(this.config.otpTtlSeconds * 1000),
          attempts: 0,
          consumed_at: null,
          created_at: now,
          max_attempts: underAttack ? 1 : null,
        })
        .execute();
      return null;
    });
    if (refused) throw refused;

    const minutes = Math.max(1, Math.round(this.config.otpTtlSeconds / 60));
    const text = m('otpText', { code, minutes });
    try {
      if (contact.channel === 'email') {
        await this.delivery.email.sendEmail({
          to: contact.value,
          subject: m('otpEmailSubject'),
          text,
        });
      } else {
        await this.delivery.sms.sendSms({ to: contact.value, text });
      }
    } catch (error) {
      this.logger.error({ err: error, channel: contact.channel }, 'OTP delivery failed');
      throw new HttpError(503, m('deliveryFailed'));
    }
    return contact.channel === 'email' ? m('otpSentEmail') : m('otpSentPhone');
  }

  /**
   * Inside the contact's locked transaction: 429 when the client asked for OTP_SENDS_PER_IP codes
   * in the window, or when the contact's next code is not due yet (its first
   * OTP_SENDS_PER_CONTACT codes in 24 hours are free, then each waits 1, 2, 4… minutes after the
   * previous one, up to OTP_SEND_DELAY_MAX_MINUTES). Spacing instead of a cap: an attacker can
   * slow the owner's next code down, never block it.
   */
  private async enforceSendLimits(trx: Db, contact: Contact, client: string): Promise<void> {
    const nowMs = this.clock.now().getTime();
    const windowMs = this.config.otpSendWindowMinutes * 60_000;
    const limit = this.config.otpSendsPerIp;
    const sends = await trx
      .selectFrom('otp_sends')
      .select('at')
      .where('ip', '=', client)
      .where('at', '>', this.nowIso(-windowMs))
      .orderBy('at', 'desc')
      .limit(limit)
      .execute();
    if (sends.length >= limit) {
      // The oldest of the last `limit` sends leaves the window first.
      const oldest = sends[sends.length - 1] as { at: string };
      const waitSeconds = (Date.parse(oldest.at) + windowMs - nowMs) / 1000;
      throw tooManyRequests(m('otpSendsPerIp', { wait: describeWait(waitSeconds) }), waitSeconds);
    }

    const history = await trx
      .selectFrom('otp_sends')
      .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.max('at').as('last')])
      .where('contact', '=', contact.value)
      .where('cleared', '=', 0)
      .where('at', '>', this.nowIso(-DAY_MS))
      .executeTakeFirst();
    const waitMs = remainingWaitMs(
      Number(history?.n ?? 0),
      this.config.otpSendsPerContact,
      history?.last ? Date.parse(history.last) : null,
      nowMs,
      60_000,
      this.config.otpSendDelayMaxMinutes * 60_000,
    );
    if (waitMs > 0)
      throw tooManyRequests(
        m('otpSendsPerContact', { wait: describeWait(waitMs / 1000) }),
        waitMs / 1000,
      );
  }

  /** Wrong codes entered for the contact in the last 24 hours. */
  private async recentContactFailures(trx: Db, contact: Contact): Promise<number> {
    const row = await trx
      .selectFrom('otp_failures')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('contact', '=', contact.value)
      .where('at', '>', this.nowIso(-DAY_MS))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /**
   * Inside the client's locked transaction: 429 while the client (a clientKey) must wait. After
   * OTP_CLIENT_FREE_FAILURES wrong codes within an hour, across all contacts, each further check
   * waits 1 second after the last wrong code, doubling up to 15 minutes.
   */
  private async enforceClientFailureDelay(trx: Db, client: string): Promise<void> {
    const row = await trx
      .selectFrom('otp_failures')
      .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.max('at').as('last')])
      .where('client', '=', client)
      .where('at', '>', this.nowIso(-CLIENT_FAILURE_WINDOW_MS))
      .executeTakeFirst();
    const waitMs = remainingWaitMs(
      Number(row?.n ?? 0),
      this.config.otpClientFreeFailures,
      row?.last ? Date.parse(row.last) : null,
      this.clock.now().getTime(),
      1000,
      MAX_DELAY_MS,
    );
    if (waitMs > 0)
      throw tooManyRequests(
        m('otpClientWait', { wait: describeWait(waitMs / 1000) }),
        waitMs / 1000,
      );
  }

  /**
   * Consumes the contact's current code if `code` matches it; otherwise a 400 saying why (the
   * code is dead after its OTP_MAX_ATTEMPTS wrong tries, or after one for a code sent while the
   * contact was under attack), or a 429 while the client `client` must wait after too many wrong
   * codes. A right code clears the contact's send history: only its owner can do that.
   */
  async checkOtp(contact: Contact, code: string | null | undefined, client: string): Promise<void> {
    if (blank(code)) throw badRequest(m('otpRequired'));
    const trimmed = (code as string).trim();
    let recordedFailure = false;
    // One transaction per contact and client: the client's delay, the attempt and its failure
    // record cannot be interleaved by parallel guesses. A wrong code must commit its records, so
    // its error is returned and thrown after the commit. Lock order: contact, then client.
    const wrong = await this.locked(otpLockKey(contact), async (trx): Promise<HttpError | null> => {
      await lockKey(trx, `otp-failures:${client}`);
      await this.enforceClientFailureDelay(trx, client);

      const otp = await trx
        .selectFrom('otps')
        .selectAll()
        .where('channel', '=', contact.channel)
        .where('contact', '=', contact.value)
        .where('consumed_at', 'is', null)
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
      if (!otp) throw badRequest(m('otpNotRequested'));
      if (otp.expires_at <= this.nowIso()) throw badRequest(m('otpExpired'));
      const max = otp.max_attempts ?? this.config.otpMaxAttempts;
      if (otp.attempts >= max) throw badRequest(m('otpTooManyAttempts'));
      if (!isValidOtp(trimmed)) throw badRequest(m('otpShape'));

      // Reserve the attempt (conditionally, so the per-code limit holds even without the lock).
      const reserved = await trx
        .updateTable('otps')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', otp.id)
        .where('attempts', '<', max)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      if (Number(reserved.numUpdatedRows) === 0) throw badRequest(m('otpTooManyAttempts'));

      const expected = Buffer.from(otp.code_hash, 'hex');
      const given = Buffer.from(this.hashOtp(contact, trimmed), 'hex');
      if (!timingSafeEqual(expected, given)) {
        await trx
          .insertInto('otp_failures')
          .values({ contact: contact.value, client, at: this.nowIso() })
          .execute();
        recordedFailure = true;
        if (otp.max_attempts === 1) return badRequest(m('otpWrongOnlyTry'));
        const left = max - (otp.attempts + 1);
        if (left <= 0) return badRequest(m('otpTooManyAttempts'));
        return badRequest(left === 1 ? m('otpWrongLast') : m('otpWrong', { left }));
      }
      const consumed = await trx
        .updateTable('otps')
        .set({ consumed_at: this.nowIso() })
        .where('id', '=', otp.id)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      if (Number(consumed.numUpdatedRows) === 0) throw badRequest(m('otpNotRequested'));
      // The owner proved the contact: the codes asked for it so far stop spacing out the next.
      await trx
        .updateTable('otp_sends')
        .set({ cleared: 1 })
        .where('contact', '=', contact.value)
        .where('cleared', '=', 0)
        .execute();
      return null;
    });
    if (recordedFailure) await this.pruneOtpFailures();
    if (wrong) throw wrong;
  }

  /** Opportunistic clean-up: failures older than two days count for nothing any more. */
  private async pruneOtpFailures(): Promise<void> {
    try {
      await this.db
        .deleteFrom('otp_failures')
        .where('at', '<', this.nowIso(-OTP_FAILURE_RETENTION_MS))
        .execute();
    } catch (error) {
      this.logger.warn({ err: error }, 'Could not prune old OTP failures');
    }
  }

  /** /auth/validate: checks the code and records the contact as verified for signup. */
  async validate(contact: Contact, code: string | null | undefined, client: string): Promise<void> {
    await this.checkOtp(contact, code, client);
    await this.markVerified(contact);
  }

  private async markVerified(contact: Contact): Promise<void> {
    const verifiedAt = this.nowIso();
    await this.db
      .insertInto('contact_verifications')
      .values({ contact: contact.value, channel: contact.channel, verified_at: verifiedAt })
      .onConflict((oc) =>
        oc.columns(['channel', 'contact']).doUpdateSet({ verified_at: verifiedAt }),
      )
      .execute();
  }

  private async isRecentlyVerified(contact: Contact): Promise<boolean> {
    const row = await this.db
      .selectFrom('contact_verifications')
      .select('verified_at')
      .where('channel', '=', contact.channel)
      .where('contact', '=', contact.value)
      .where('verified_at', '>', this.nowIso(-this.config.verificationTtlMinutes * 60_000))
      .executeTakeFirst();
    return row !== undefined;
  }

  // ---------------------------------------------------------------- accounts

  async signup(input: SignupInput, userAgent: string | null): Promise<LoginResult> {
    if (!blank(input.userType) && input.userType !== 'user') throw badRequest(m('userTypeUser'));
    // An all-space password is not "missing": validatePassword names its problem below.
    if (blank(input.userName) || !input.password) throw badRequest(sharedText('fillAllDetails'));
    const userName = (input.userName as string).trim();
    // Characters people see, the same rule and message as the profile (product rules §5).
    const nameProblem = validateUserName(userName);
    if (nameProblem) throw badRequest(nameProblem);
    const password = input.password as string;
    const passwordProblem = validatePassword(password);
    if (passwordProblem) throw badRequest(passwordProblem);

    const contacts: Contact[] = [];
    if (!blank(input.email)) contacts.push(this.parseEmail(input.email as string));
    if (!blank(input.phoneNumber)) contacts.push(this.parsePhone(input.phoneNumber as string));
    if (contacts.length === 0) throw badRequest(m('contactRequired'));

    const verified: Contact[] = [];
    for (const contact of contacts)
      if (await this.isRecentlyVerified(contact)) verified.push(contact);
    if (verified.length === 0) throw badRequest(sharedText('verifyEmailOrPhone'));

    // Only verified contacts count: an unverified one in the body is ignored. It grants no access
    // or scope, and it is not attached, so nobody can claim another person's email or phone
    // (their whitelist entry, or their later sign-in by code) by typing it next to their own.
    const entries = await this.whitelistEntries(verified);
    if (entries.length === 0 && !this.config.openSignup) throw unauthorized(m('notAuthorized'));
    const scope = entries.find((entry) => entry.scope !== null)?.scope ?? null;

    for (const contact of verified) {
      if (await this.userByContact(contact)) {
        throw conflict(contact.channel === 'email' ? m('duplicateEmail') : m('duplicatePhone'));
      }
    }

    const email = verified.find((c) => c.channel === 'email')?.value ?? null;
    const phone = verified.find((c) => c.channel === 'sms')?.value ?? null;
    const user: UsersTable = {
      id: randomUUID(),
      user_name: userName,
      email,
      phone_number: phone,
      password_hash: await hashPassword(password),
      role: 'user',
      scope,
      profile_info: null,
      created_at: this.nowIso(),
      resume_file_id: null,
      social: '[]',
    };
    try {
      await this.db.insertInto('users').values(user).execute();
    } catch (error) {
      // Two signups racing for the same contact: the unique index decides.
      if (/unique|duplicate/i.test(String(error))) {
        throw conflict(
          email && (await this.userByContact({ channel: 'email', value: email }))
            ? m('duplicateEmail')
            : m('duplicatePhone'),
        );
      }
      throw error;
    }
    for (const contact of verified) {
      await this.db
        .deleteFrom('contact_verifications')
        .where('channel', '=', contact.channel)
        .where('contact', '=', contact.value)
        .execute();
    }
    return this.startSession(user, userAgent, m('signupSuccess'));
  }

  async login(
    email: string | null | undefined,
    password: string | null | undefined,
    userAgent: string | null,
  ): Promise<LoginResult> {
    if (blank(email) || !password) throw badRequest(sharedText('fillRequiredFields'));
    const contact = this.parseEmail(email as string);
    const user = await this.checkPassword(contact, password);
    if (!user) throw unauthorized(m('wrongCredentials'));
    return this.startSession(user, userAgent, m('loginSuccess'));
  }

  /**
   * The account if `password` is its password (same time spent when there is no account). Counts
   * toward the account's wrong-password delay, keyed by the address whether or not an account
   * has it, so the limit tells nobody which addresses are registered.
   */
  private async checkPassword(contact: Contact, password: string): Promise<UsersTable | null> {
    await this.reservePasswordAttempt(contact.value);
    const user = await this.userByContact(contact);
    const ok = user?.password_hash
      ? await verifyPassword(user.password_hash, password)
      : await verifyAgainstDummy(password);
    if (user && ok) {
      await this.clearPasswordFailures(contact.value);
      return user;
    }
    return null;
  }

  /**
   * Before argon2 runs: 429 while the account must wait (after LOGIN_FREE_FAILURES wrong
   * passwords within 15 minutes, each attempt waits 1 second after the last one, doubling up to
   * 15 minutes); otherwise records the attempt as a failure in advance, under the account's lock,
   * so parallel guesses cannot all pass the check. A right password then clears the record.
   */
  private async reservePasswordAttempt(account: string): Promise<void> {
    await this.locked(`login:${account}`, async (trx) => {
      await trx
        .deleteFrom('login_failures')
        .where('account', '=', account)
        .where('at', '<=', this.nowIso(-LOGIN_FAILURE_WINDOW_MS))
        .execute();
      const row = await trx
        .selectFrom('login_failures')
        .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.max('at').as('last')])
        .where('account', '=', account)
        .executeTakeFirst();
      const waitMs = remainingWaitMs(
        Number(row?.n ?? 0),
        this.config.loginFreeFailures,
        row?.last ? Date.parse(row.last) : null,
        this.clock.now().getTime(),
        1000,
        MAX_DELAY_MS,
      );
      if (waitMs > 0)
        throw tooManyRequests(m('loginWait', { wait: describeWait(waitMs / 1000) }), waitMs / 1000);
      await trx.insertInto('login_failures').values({ account, at: this.nowIso() }).execute();
    });
  }

  private async clearPasswordFailures(account: string): Promise<void> {
    await this.locked(`login:${account}`, (trx) =>
      trx.deleteFrom('login_failures').where('account', '=', account).execute(),
    );
  }

  /** The key of an account's wrong-password delay: the address /login and /adminLogin use. */
  private passwordKey(user: UsersTable): string {
    return user.email ?? `user:${user.id}`;
  }

  private async userById(userId: string): Promise<UsersTable> {
    const user = await this.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) throw unauthorized(m('userNotFound'));
    return user;
  }

  /** Where a signed-in user's proof codes go: the phone, else the email. */
  private accountContact(user: UsersTable): Contact {
    if (user.phone_number) return { channel: 'sms', value: user.phone_number };
    if (user.email) return { channel: 'email', value: user.email };
    throw badRequest(m('resetNoContact'));
  }

  /** POST /auth/resetPasswordCode: a code to the signed-in user's phone (else email). */
  async sendAccountCode(
    userId: string,
    client: string,
  ): Promise<{ message: string; channel: 'phone' | 'email'; sentTo: string }> {
    const contact = this.accountContact(await this.userById(userId));
    // The account's own contact: no access gate, the same send limits as any code.
    await this.sendOtp(contact, client, { requireAccess: false });
    if (contact.channel === 'sms') {
      const sentTo = maskPhone(contact.value);
      return { message: m('resetCodeSentPhone', { sentTo }), channel: 'phone', sentTo };
    }
    const sentTo = maskEmail(contact.value);
    return { message: m('resetCodeSentEmail', { sentTo }), channel: 'email', sentTo };
  }

  /**
   * Proof that the signed-in user is the account's owner, for a password change: the current
   * password (counted like a sign-in), or the code from sendAccountCode.
   */
  async proveOwner(
    userId: string,
    proof: { currentPassword?: string | null; otp?: string | null },
    client: string,
  ): Promise<void> {
    const user = await this.userById(userId);
    if (proof.currentPassword) {
      const key = this.passwordKey(user);
      await this.reservePasswordAttempt(key);
      const ok = user.password_hash
        ? await verifyPassword(user.password_hash, proof.currentPassword)
        : await verifyAgainstDummy(proof.currentPassword);
      // 400, not 401: to a signed-in client a 401 means its session ended (it signs out).
      if (!ok) throw badRequest(m('currentPasswordWrong'));
      await this.clearPasswordFailures(key);
      return;
    }
    if (blank(proof.otp)) throw badRequest(m('resetProofRequired'));
    await this.checkOtp(this.accountContact(user), proof.otp, client);
  }

  /**
   * The whitelist tool's sign-in: like login, but only an admin account gets a session; every
   * other outcome (unknown email, wrong password, a non-admin account) is the same 401.
   */
  async adminLogin(
    email: string | null | undefined,
    password: string | null | undefined,
    userAgent: string | null,
  ): Promise<LoginResult> {
    if (blank(email) || !password) throw badRequest(sharedText('fillRequiredFields'));
    const denied = unauthorized(sharedText('wrongCredentials'));
    if (validateEmail(email as string)) throw denied;
    const user = await this.checkPassword(this.parseEmail(email as string), password);
    if (!user || user.role !== 'admin') throw denied;
    return this.startSession(user, userAgent, m('loginSuccess'));
  }

  async otpLogin(
    phoneNumber: string | null | undefined,
    code: string | null | undefined,
    userAgent: string | null,
    client: string,
  ): Promise<LoginResult> {
    if (blank(phoneNumber)) throw badRequest(m('missingField', { field: 'phoneNumber' }));
    const contact = this.parsePhone(phoneNumber as string);
    await this.checkOtp(contact, code, client);
    const user = await this.userByContact(contact);
    if (!user) {
      // The number is proven: let the signup form use it without a second code.
      await this.markVerified(contact);
      throw notFound(m('noAccountForPhone'));
    }
    return this.startSession(user, userAgent, m('loginSuccess'));
  }

  // ---------------------------------------------------------------- sessions

  private async startSession(
    user: UsersTable,
    userAgent: string | null,
    message: string,
  ): Promise<LoginResult> {
    const now = this.clock.now();
    const sessionId = randomUUID();
    const expiresAt = new Date(now.getTime() + this.config.tokenTtlHours * 3_600_000);
    const single = this.config.sessionPolicy === 'single';
    // The new session and the end of the others commit together, one sign-in of a user at a
    // time, so parallel sign-ins leave exactly one live session (the last one to commit).
    const ended = await this.locked(`sessions:${user.id}`, async (trx) => {
      await trx
        .insertInto('sessions')
        .values({
          id: sessionId,
          user_id: user.id,
          created_at: now.toISOString(),
          expires_at: expiresAt.toISOString(),
          revoked_at: null,
          user_agent: userAgent ? userAgent.slice(0, 512) : null,
        })
        .execute();
      return single ? this.revokeOtherSessions(trx, user.id, sessionId) : [];
    });
    // Browsers are told only once the change is committed.
    if (ended.length > 0) this.notifier.sessionsEnded(user.id, ended);

    const info = await this.db
      .selectFrom('account_info')
      .select('user_id')
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    const iat = Math.floor(now.getTime() / 1000);
    const token = await signToken(
      { sub: user.id, sid: sessionId, iat, exp: Math.floor(expiresAt.getTime() / 1000) },
      this.config.jwtSecret,
    );
    return {
      success: true,
      token,
      scope: user.scope,
      userId: user.id,
      hasUserInfo: info !== undefined,
      message,
      role: user.role,
      userName: user.user_name,
    };
  }

  /**
   * Revokes every live session of `userId` except `keepSessionId` and tells their browsers
   * (`userIdEvent`); returns the ended session ids.
   */
  async endOtherSessions(userId: string, keepSessionId: string): Promise<string[]> {
    const ids = await this.locked(`sessions:${userId}`, (trx) =>
      this.revokeOtherSessions(trx, userId, keepSessionId),
    );
    if (ids.length > 0) this.notifier.sessionsEnded(userId, ids);
    return ids;
  }

  /** Inside the user's locked transaction: revokes the other live sessions, returns their ids. */
  private async revokeOtherSessions(
    trx: Db,
    userId: string,
    keepSessionId: string,
  ): Promise<string[]> {
    const now = this.nowIso();
    const others = await trx
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', userId)
      .where('id', '!=', keepSessionId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .execute();
    if (others.length === 0) return [];
    const ids = others.map((row) => row.id);
    await trx
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('id', 'in', ids)
      .where('revoked_at', 'is', null)
      .execute();
    return ids;
  }

  /** The live session behind a bearer token, or null if the token is bad, expired or revoked. */
  async authenticate(token: string): Promise<AuthenticatedSession | null> {
    const now = this.clock.now();
    const claims = await verifyToken(token, this.config.jwtSecret, now);
    if (!claims) return null;
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.id as sessionId',
        'users.id as userId',
        'users.role',
        'users.scope',
        'users.user_name',
      ])
      .where('sessions.id', '=', claims.sid)
      .where('sessions.user_id', '=', claims.sub)
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.expires_at', '>', now.toISOString())
      .executeTakeFirst();
    if (!row) return null;
    return {
      sessionId: row.sessionId,
      userId: row.userId,
      role: row.role,
      scope: row.scope,
      userName: row.user_name,
    };
  }

  async logout(session: AuthenticatedSession): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: this.nowIso() })
      .where('id', '=', session.sessionId)
      .where('revoked_at', 'is', null)
      .execute();
    // Other tabs sharing this session log out too.
    this.notifier.sessionsEnded(session.userId, [session.sessionId]);
  }
}
