// Accounts: sign-up, sign-in (password, code, admin) and the proofs a signed-in user gives for a
// password change, with the wrong-password limit (product rules §4, §5 and §9 in
// docs/product-rules.md). Routes stay thin: they check the shape of a request and call this.
import { randomUUID } from 'node:crypto';
import { t as sharedText } from '@nclude/shared/messages';
import { validateEmail, validatePassword, validateUserName } from '@nclude/shared/validation';
import { isoAt, type Clock } from '../clock';
import type { Config } from '../config';
import { withLock, type Db } from '../db';
import type { UsersTable } from '../db/schema';
import { badRequest, conflict, notFound, tooManyRequests, unauthorized } from '../errors';
import { fieldLabel } from '../field-labels';
import { m } from '../messages';
import {
  blank,
  maskEmail,
  maskPhone,
  parseEmail,
  parsePhone,
  userByContact,
  whitelistEntries,
  type Contact,
} from './contacts';
import { describeWait, remainingWaitMs } from './limits';
import type { OtpService } from './otp';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords';
import type { LoginResult, SessionService } from './sessions';

/** Wrong passwords of one account count toward its delay for 15 minutes. */
const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
/** Longest progressive delay of the wrong-password limit. */
const MAX_DELAY_MS = 15 * 60_000;

export interface SignupInput {
  userName?: string | null;
  phoneNumber?: string | null;
  email?: string | null;
  userType?: string | null;
  password?: string | null;
}

export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly clock: Clock,
    private readonly otp: OtpService,
    private readonly sessions: SessionService,
  ) {}

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
    if (!blank(input.email)) contacts.push(parseEmail(input.email as string));
    if (!blank(input.phoneNumber)) contacts.push(parsePhone(input.phoneNumber as string));
    if (contacts.length === 0) throw badRequest(m('contactRequired'));

    const verified: Contact[] = [];
    for (const contact of contacts)
      if (await this.otp.isRecentlyVerified(contact)) verified.push(contact);
    if (verified.length === 0) throw badRequest(sharedText('verifyEmailOrPhone'));

    // Only verified contacts count: an unverified one in the body is ignored. It grants no access
    // or scope, and it is not attached, so nobody can claim another person's email or phone
    // (their whitelist entry, or their later sign-in by code) by typing it next to their own.
    const entries = await whitelistEntries(this.db, verified);
    if (entries.length === 0 && !this.config.openSignup) throw unauthorized(m('notAuthorized'));
    const scope = entries.find((entry) => entry.scope !== null)?.scope ?? null;

    for (const contact of verified) {
      if (await userByContact(this.db, contact)) {
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
      created_at: isoAt(this.clock),
      resume_file_id: null,
      social: '[]',
    };
    try {
      await this.db.insertInto('users').values(user).execute();
    } catch (error) {
      // Two signups racing for the same contact: the unique index decides.
      if (/unique|duplicate/i.test(String(error))) {
        throw conflict(
          email && (await userByContact(this.db, { channel: 'email', value: email }))
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
    return this.sessions.start(user, userAgent, m('signupSuccess'));
  }

  async login(
    email: string | null | undefined,
    password: string | null | undefined,
    userAgent: string | null,
    client: string,
  ): Promise<LoginResult> {
    if (blank(email) || !password) throw badRequest(sharedText('fillRequiredFields'));
    const contact = parseEmail(email as string);
    const user = await this.checkPassword(contact, password, client);
    if (!user) throw unauthorized(m('wrongCredentials'));
    return this.sessions.start(user, userAgent, m('loginSuccess'));
  }

  /**
   * The account if `password` is its password (same time spent when there is no account). Counts
   * toward the account's wrong-password delay, keyed by the address whether or not an account
   * has it, so the limit tells nobody which addresses are registered.
   */
  private async checkPassword(
    contact: Contact,
    password: string,
    client: string,
  ): Promise<UsersTable | null> {
    await this.reservePasswordAttempt(contact.value, client);
    const user = await userByContact(this.db, contact);
    const ok = user?.password_hash
      ? await verifyPassword(user.password_hash, password)
      : await verifyAgainstDummy(password);
    if (user && ok) {
      await this.clearPasswordFailures(contact.value, client);
      return user;
    }
    return null;
  }

  /**
   * Before argon2 runs: 429 while this client must wait for this account (after
   * LOGIN_FREE_FAILURES wrong passwords from it within 15 minutes, each attempt waits 1 second
   * after its last one, doubling up to 15 minutes), or while every client must (after
   * LOGIN_ACCOUNT_FREE_FAILURES from all of them). Otherwise records the attempt as a failure in
   * advance, under the account's lock, so parallel guesses cannot all pass the check; a right
   * password then clears this client's record.
   */
  private async reservePasswordAttempt(account: string, client: string): Promise<void> {
    await withLock(this.db, `login:${account}`, async (trx) => {
      await trx
        .deleteFrom('login_failures')
        .where('account', '=', account)
        .where('at', '<=', isoAt(this.clock, -LOGIN_FAILURE_WINDOW_MS))
        .execute();
      const failures = (fromClient: boolean) =>
        trx
          .selectFrom('login_failures')
          .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.max('at').as('last')])
          .where('account', '=', account)
          .$if(fromClient, (query) => query.where('client', '=', client))
          .executeTakeFirst();
      const now = this.clock.now().getTime();
      const waitFor = (
        row: { n: number | string; last: string | null } | undefined,
        free: number,
      ) =>
        remainingWaitMs(
          Number(row?.n ?? 0),
          free,
          row?.last ? Date.parse(row.last) : null,
          now,
          1000,
          MAX_DELAY_MS,
        );
      const waitMs = Math.max(
        waitFor(await failures(true), this.config.loginFreeFailures),
        waitFor(await failures(false), this.config.loginAccountFreeFailures),
      );
      if (waitMs > 0)
        throw tooManyRequests(m('loginWait', { wait: describeWait(waitMs / 1000) }), waitMs / 1000);
      await trx
        .insertInto('login_failures')
        .values({ account, client, at: isoAt(this.clock) })
        .execute();
    });
  }

  private async clearPasswordFailures(account: string, client: string): Promise<void> {
    await withLock(this.db, `login:${account}`, (trx) =>
      trx
        .deleteFrom('login_failures')
        .where('account', '=', account)
        .where('client', '=', client)
        .execute(),
    );
  }

  /** The key of an account's wrong-password delay: the address /login and /adminLogin use. */
  private passwordKey(user: UsersTable): string {
    return user.email ?? `user:${user.id}`;
  }

  /** The signed-in user's row; one deleted since the session check is signed out (401). */
  async userById(userId: string): Promise<UsersTable> {
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
    await this.otp.sendOtp(contact, client, { requireAccess: false });
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
      await this.reservePasswordAttempt(key, client);
      const ok = user.password_hash
        ? await verifyPassword(user.password_hash, proof.currentPassword)
        : await verifyAgainstDummy(proof.currentPassword);
      // 400, not 401: to a signed-in client a 401 means its session ended (it signs out).
      if (!ok) throw badRequest(m('currentPasswordWrong'));
      await this.clearPasswordFailures(key, client);
      return;
    }
    if (blank(proof.otp)) throw badRequest(m('resetProofRequired'));
    await this.otp.checkOtp(this.accountContact(user), proof.otp, client);
  }

  /**
   * The whitelist tool's sign-in: like login, but only an admin account gets a session; every
   * other outcome (unknown email, wrong password, a non-admin account) is the same 401.
   */
  async adminLogin(
    email: string | null | undefined,
    password: string | null | undefined,
    userAgent: string | null,
    client: string,
  ): Promise<LoginResult> {
    if (blank(email) || !password) throw badRequest(sharedText('fillRequiredFields'));
    const denied = unauthorized(sharedText('wrongCredentials'));
    if (validateEmail(email as string)) throw denied;
    const user = await this.checkPassword(parseEmail(email as string), password, client);
    if (!user || user.role !== 'admin') throw denied;
    return this.sessions.start(user, userAgent, m('loginSuccess'));
  }

  async otpLogin(
    phoneNumber: string | null | undefined,
    code: string | null | undefined,
    userAgent: string | null,
    client: string,
  ): Promise<LoginResult> {
    if (blank(phoneNumber))
      throw badRequest(m('missingField', { field: fieldLabel('phoneNumber') }));
    const contact = parsePhone(phoneNumber as string);
    await this.otp.checkOtp(contact, code, client);
    const user = await userByContact(this.db, contact);
    if (!user) {
      // The number is proven: let the signup form use it without a second code.
      await this.otp.markVerified(contact);
      throw notFound(m('noAccountForPhone'));
    }
    return this.sessions.start(user, userAgent, m('loginSuccess'));
  }
}
