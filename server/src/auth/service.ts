// Accounts, OTPs and sessions. Routes stay thin: they validate the shape of a request and call
// this service, which holds the rules (spec sections 4, 5 and 9, and the server design of
// DESIGN.md "Accounts").
import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Role } from '@nclude/shared/contracts';
import { t as sharedText } from '@nclude/shared/messages';
import {
  isNameTooShort,
  isValidOtp,
  validateEmail,
  validatePassword,
  validatePhone,
} from '@nclude/shared/validation';
import type { Clock } from '../clock';
import type { Config } from '../config';
import type { Db } from '../db';
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

function blank(value: string | null | undefined): boolean {
  return value === undefined || value === null || value.trim() === '';
}

function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function whitelistKind(channel: ContactChannel): WhitelistKind {
  return channel === 'email' ? 'email' : 'phone';
}

/** "4 minutes" / "30 seconds": the wait shown in a 429 message. */
function describeWait(seconds: number): string {
  if (seconds >= 60) {
    const minutes = Math.ceil(seconds / 60);
    return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  }
  const whole = Math.max(1, Math.ceil(seconds));
  return whole === 1 ? '1 second' : `${whole} seconds`;
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

  private async whitelistEntries(contacts: Contact[]) {
    if (contacts.length === 0) return [];
    return this.db
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

  private async userByContact(contact: Contact): Promise<UsersTable | undefined> {
    const column = contact.channel === 'email' ? 'email' : 'phone_number';
    return this.db
      .selectFrom('users')
      .selectAll()
      .where(column, '=', contact.value)
      .executeTakeFirst();
  }

  private hashOtp(contact: Contact, code: string): string {
    return createHmac('sha256', this.config.jwtSecret)
      .update(`otp:${contact.channel}:${contact.value}:${code}`)
      .digest('hex');
  }

  // ---------------------------------------------------------------- OTP

  /**
   * `requireAccess: false` skips the access gate, for a signed-in user proving a contact they
   * are adding to their account (the send limits still apply).
   */
  async sendOtp(
    contact: Contact,
    ip: string,
    { requireAccess = true }: { requireAccess?: boolean } = {},
  ): Promise<string> {
    await this.enforceSendLimits(contact, ip);

    // Access gate: only whitelisted contacts and existing accounts receive codes.
    if (requireAccess && !this.config.openSignup) {
      const [entry] = await this.whitelistEntries([contact]);
      if (!entry && !(await this.userByContact(contact))) throw unauthorized(m('notAuthorized'));
    }

    const code = String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0');
    const now = this.nowIso();
    await this.db.transaction().execute(async (trx) => {
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
        })
        .execute();
      await trx.insertInto('otp_sends').values({ contact: contact.value, ip, at: now }).execute();
    });

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

  private async enforceSendLimits(contact: Contact, ip: string): Promise<void> {
    const windowMs = this.config.otpSendWindowMinutes * 60_000;
    const windowStart = this.nowIso(-windowMs);
    const nowMs = this.clock.now().getTime();
    // Rows older than the window no longer matter.
    await this.db.deleteFrom('otp_sends').where('at', '<=', windowStart).execute();

    const check = async (
      column: 'contact' | 'ip',
      value: string,
      limit: number,
      key: 'otpSendsPerContact' | 'otpSendsPerIp',
    ) => {
      const sends = await this.db
        .selectFrom('otp_sends')
        .select('at')
        .where(column, '=', value)
        .where('at', '>', windowStart)
        .orderBy('at', 'desc')
        .limit(limit)
        .execute();
      if (sends.length < limit) return;
      // The oldest of the last `limit` sends leaves the window first.
      const oldest = sends[sends.length - 1];
      const waitSeconds = oldest
        ? (Date.parse(oldest.at) + windowMs - nowMs) / 1000
        : windowMs / 1000;
      throw tooManyRequests(m(key, { wait: describeWait(waitSeconds) }), waitSeconds);
    };
    await check('ip', ip, this.config.otpSendsPerIp, 'otpSendsPerIp');
    await check('contact', contact.value, this.config.otpSendsPerContact, 'otpSendsPerContact');
  }

  /** Consumes the contact's current code if `code` matches it; otherwise a 400 saying why. */
  async checkOtp(contact: Contact, code: string | null | undefined): Promise<void> {
    if (blank(code)) throw badRequest(m('otpRequired'));
    const otp = await this.db
      .selectFrom('otps')
      .selectAll()
      .where('channel', '=', contact.channel)
      .where('contact', '=', contact.value)
      .where('consumed_at', 'is', null)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    if (!otp) throw badRequest(m('otpNotRequested'));
    if (otp.expires_at <= this.nowIso()) throw badRequest(m('otpExpired'));
    const max = this.config.otpMaxAttempts;
    if (otp.attempts >= max) throw badRequest(m('otpTooManyAttempts'));
    const trimmed = (code as string).trim();
    if (!isValidOtp(trimmed)) throw badRequest(m('otpShape'));

    // Reserve the attempt first, atomically, so parallel guesses cannot exceed the limit.
    const reserved = await this.db
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
      const left = max - (otp.attempts + 1);
      if (left <= 0) throw badRequest(m('otpTooManyAttempts'));
      throw badRequest(left === 1 ? m('otpWrongLast') : m('otpWrong', { left }));
    }
    const consumed = await this.db
      .updateTable('otps')
      .set({ consumed_at: this.nowIso() })
      .where('id', '=', otp.id)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    if (Number(consumed.numUpdatedRows) === 0) throw badRequest(m('otpNotRequested'));
  }

  /** /auth/validate: checks the code and records the contact as verified for signup. */
  async validate(contact: Contact, code: string | null | undefined): Promise<void> {
    await this.checkOtp(contact, code);
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
    if (blank(input.userName) || blank(input.password))
      throw badRequest(sharedText('fillAllDetails'));
    const userName = (input.userName as string).trim();
    if (isNameTooShort(userName)) throw badRequest(m('nameTooShort'));
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

    // Access and scope come from the verified contacts only: an unverified contact proves nothing.
    const entries = await this.whitelistEntries(verified);
    if (entries.length === 0 && !this.config.openSignup) throw unauthorized(m('notAuthorized'));
    const scope = entries.find((entry) => entry.scope !== null)?.scope ?? null;

    for (const contact of contacts) {
      if (await this.userByContact(contact)) {
        throw conflict(contact.channel === 'email' ? m('duplicateEmail') : m('duplicatePhone'));
      }
    }

    const email = contacts.find((c) => c.channel === 'email')?.value ?? null;
    const phone = contacts.find((c) => c.channel === 'sms')?.value ?? null;
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

  /** The account if `password` is its password (same time spent when there is no account). */
  private async checkPassword(contact: Contact, password: string): Promise<UsersTable | null> {
    const user = await this.userByContact(contact);
    const ok = user?.password_hash
      ? await verifyPassword(user.password_hash, password)
      : await verifyAgainstDummy(password);
    return user && ok ? user : null;
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
  ): Promise<LoginResult> {
    if (blank(phoneNumber)) throw badRequest(m('missingField', { field: 'phoneNumber' }));
    const contact = this.parsePhone(phoneNumber as string);
    await this.checkOtp(contact, code);
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
    await this.db
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

    if (this.config.sessionPolicy === 'single') await this.endOtherSessions(user.id, sessionId);

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
    const now = this.nowIso();
    const others = await this.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', userId)
      .where('id', '!=', keepSessionId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .execute();
    if (others.length === 0) return [];
    const ids = others.map((row) => row.id);
    await this.db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where('id', 'in', ids)
      .where('revoked_at', 'is', null)
      .execute();
    this.notifier.sessionsEnded(userId, ids);
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
