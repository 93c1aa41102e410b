// Adding an email address or a phone number to an account (/link/{toLink} and /link). A
// contact is linked only once it is proven: a phone by the OTP sent to it, an email by a
// single-use link mailed to it. Contacts that belong to another account are refused.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { parseSingleContact, type Contact } from '../auth/contacts';
import type { OtpService } from '../auth/otp';
import type { AuthenticatedSession } from '../auth/sessions';
import type { Clock } from '../clock';
import type { Config } from '../config';
import { lockKey, type Db } from '../db';
import { describeWait, remainingWaitMs } from '../auth/limits';
import type { Delivery } from '../delivery';
import { HttpError, badRequest, conflict, tooManyRequests, unauthorized } from '../errors';
import { m } from '../messages';

/** How long an emailed link works. */
export const LINK_TOKEN_TTL_HOURS = 24;
const TOKEN_BYTES = 32;
const DAY_MS = 24 * 3_600_000;

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(`link:${token}`).digest('hex');
}

function isUniqueViolation(error: unknown): boolean {
  return /unique|duplicate/i.test(String(error));
}

export class LinkService {
  constructor(
    private readonly db: Db,
    private readonly otp: OtpService,
    private readonly config: Config,
    private readonly clock: Clock,
    private readonly delivery: Delivery,
    private readonly logger: FastifyBaseLogger,
  ) {}

  private nowIso(offsetMs = 0): string {
    return new Date(this.clock.now().getTime() + offsetMs).toISOString();
  }

  /** The user's name; 409 when the user already has this kind of contact. */
  private async ensureUserLacks(userId: string, contact: Contact): Promise<string> {
    const user = await this.db
      .selectFrom('users')
      .select(['user_name', 'email', 'phone_number'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) throw unauthorized(m('userNotFound'));
    const isEmail = contact.channel === 'email';
    if (isEmail ? user.email !== null : user.phone_number !== null)
      throw conflict(isEmail ? m('emailAlreadyOnAccount') : m('phoneAlreadyOnAccount'));
    return user.user_name;
  }

  private async ownedByOther(contact: Contact): Promise<boolean> {
    const owner = await this.db
      .selectFrom('users')
      .select('id')
      .where(contact.channel === 'email' ? 'email' : 'phone_number', '=', contact.value)
      .executeTakeFirst();
    return owner !== undefined;
  }

  /**
   * 409 unless the user lacks this kind of contact and nobody else owns the value: said only to
   * someone who proved the contact is theirs (its code or its emailed link).
   */
  private async ensureLinkable(userId: string, contact: Contact): Promise<void> {
    await this.ensureUserLacks(userId, contact);
    if (await this.ownedByOther(contact))
      throw conflict(contact.channel === 'email' ? m('emailTakenByOther') : m('phoneTakenByOther'));
  }

  /** POST /auth/linkAccountToken: an OTP to the phone, or a single-use link to the email. */
  async requestLink(
    session: AuthenticatedSession,
    email: string | null | undefined,
    phoneNumber: string | null | undefined,
    client: string,
  ): Promise<string> {
    const contact = parseSingleContact(email, phoneNumber);
    // Limits first, and every request counts, like codes sent to a contact.
    await this.recordRequest(session.userId, client);
    const userName = await this.ensureUserLacks(session.userId, contact);
    const sent =
      contact.channel === 'sms'
        ? m('linkCodeSent', { phone: contact.value })
        : m('linkEmailSent', { email: contact.value });
    // A contact of another account: its owner is told, and the answer is the one of a send, so
    // that it never says which contacts are registered.
    if (await this.ownedByOther(contact)) {
      await this.otp.tell(
        contact,
        m('contactTakenSubject'),
        m('contactTakenText', { url: `${this.config.publicUrl}/login` }),
      );
      return sent;
    }
    if (contact.channel === 'sms') {
      // The user is signed in and proving a new number: no whitelist gate, same send limits.
      await this.otp.sendOtp(contact, client, { requireAccess: false });
      return sent;
    }
    const token = randomBytes(TOKEN_BYTES).toString('base64url');
    const id = randomUUID();
    await this.db
      .insertInto('link_tokens')
      .values({
        id,
        user_id: session.userId,
        kind: 'email',
        value: contact.value,
        token_hash: hashLinkToken(token),
        expires_at: this.nowIso(LINK_TOKEN_TTL_HOURS * 3_600_000),
        used_at: null,
        created_at: this.nowIso(),
      })
      .execute();
    const url = `${this.config.publicUrl}/link?token=${encodeURIComponent(token)}&callback_info=email`;
    try {
      await this.delivery.email.sendEmail({
        to: contact.value,
        subject: m('linkEmailSubject'),
        text: m('linkEmailText', {
          name: userName,
          email: contact.value,
          url,
          hours: LINK_TOKEN_TTL_HOURS,
        }),
      });
    } catch (error) {
      this.logger.error({ err: error }, 'link email delivery failed');
      await this.db.deleteFrom('link_tokens').where('id', '=', id).execute();
      throw new HttpError(503, m('linkDeliveryFailed'));
    }
    return sent;
  }

  /**
   * 429 unless the account and the client may make another link request; otherwise records it.
   * Per account the first OTP_SENDS_PER_CONTACT requests in 24 hours are free and each later one
   * waits 1, 2, 4… minutes after the previous (up to OTP_SEND_DELAY_MAX_MINUTES), like codes sent
   * to one contact; per client at most OTP_SENDS_PER_IP per OTP_SEND_WINDOW_MINUTES, like codes.
   */
  private async recordRequest(userId: string, client: string): Promise<void> {
    const nowMs = this.clock.now().getTime();
    const windowMs = this.config.otpSendWindowMinutes * 60_000;
    await this.db.transaction().execute(async (trx) => {
      // Lock order: account, then client.
      await lockKey(trx, `link-user:${userId}`);
      await lockKey(trx, `link-client:${client}`);
      await trx
        .deleteFrom('link_requests')
        .where('at', '<=', this.nowIso(-Math.max(DAY_MS, windowMs)))
        .execute();

      const perClient = await trx
        .selectFrom('link_requests')
        .select('at')
        .where('client', '=', client)
        .where('at', '>', this.nowIso(-windowMs))
        .orderBy('at', 'desc')
        .limit(this.config.otpSendsPerIp)
        .execute();
      if (perClient.length >= this.config.otpSendsPerIp) {
        const oldest = perClient[perClient.length - 1] as { at: string };
        const waitSeconds = (Date.parse(oldest.at) + windowMs - nowMs) / 1000;
        throw tooManyRequests(
          m('linkTooManyRequests', { wait: describeWait(waitSeconds) }),
          waitSeconds,
        );
      }

      const perUser = await trx
        .selectFrom('link_requests')
        .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.max('at').as('last')])
        .where('user_id', '=', userId)
        .where('at', '>', this.nowIso(-DAY_MS))
        .executeTakeFirst();
      const waitMs = remainingWaitMs(
        Number(perUser?.n ?? 0),
        this.config.otpSendsPerContact,
        perUser?.last ? Date.parse(perUser.last) : null,
        nowMs,
        60_000,
        this.config.otpSendDelayMaxMinutes * 60_000,
      );
      if (waitMs > 0)
        throw tooManyRequests(
          m('linkTooManyRequests', { wait: describeWait(waitMs / 1000) }),
          waitMs / 1000,
        );
      await trx
        .insertInto('link_requests')
        .values({ user_id: userId, client, at: this.nowIso() })
        .execute();
    });
  }

  /** POST /auth/linkUserAccount with a phone number and the OTP sent to it (signed in). */
  async linkPhone(
    session: AuthenticatedSession,
    phoneNumber: string | null | undefined,
    otp: string | null | undefined,
    client: string,
  ): Promise<string> {
    const contact = parseSingleContact(null, phoneNumber);
    // The code first: it is limited per code and per client, so this cannot be used to probe
    // which numbers other accounts own.
    await this.otp.checkOtp(contact, otp, client);
    await this.ensureLinkable(session.userId, contact);
    await this.setContact(session.userId, contact);
    return m('phoneLinked');
  }

  /**
   * POST /auth/linkUserAccount with the token of an emailed link: the token is the credential
   * (the link may be opened in another browser), used once.
   */
  async linkEmailByToken(token: string, callbackInfo: string | null | undefined): Promise<string> {
    const row = await this.db
      .selectFrom('link_tokens')
      .selectAll()
      .where('token_hash', '=', hashLinkToken(token.trim()))
      .executeTakeFirst();
    const now = this.nowIso();
    // The same link opened again (a second click, a reload) after it worked: the address is on
    // the account, so the answer is that one outcome again, not a contradictory "invalid link".
    if (row && row.used_at !== null && row.kind === 'email') {
      const owner = await this.db
        .selectFrom('users')
        .select('email')
        .where('id', '=', row.user_id)
        .executeTakeFirst();
      if (owner?.email === row.value) return m('emailAlreadyLinked');
    }
    if (
      !row ||
      row.used_at !== null ||
      row.expires_at <= now ||
      row.kind !== 'email' ||
      (callbackInfo !== undefined && callbackInfo !== null && callbackInfo !== row.kind)
    )
      throw badRequest(m('linkInvalid'));
    const contact: Contact = { channel: 'email', value: row.value };
    await this.ensureLinkable(row.user_id, contact);
    // Claim the token atomically: of two parallel uses, one wins.
    const claimed = await this.db
      .updateTable('link_tokens')
      .set({ used_at: now })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) throw badRequest(m('linkInvalid'));
    await this.setContact(row.user_id, contact);
    // Other links sent to this user for an email are now pointless.
    await this.db
      .updateTable('link_tokens')
      .set({ used_at: now })
      .where('user_id', '=', row.user_id)
      .where('kind', '=', 'email')
      .where('used_at', 'is', null)
      .execute();
    return m('emailLinked');
  }

  private async setContact(userId: string, contact: Contact): Promise<void> {
    const isEmail = contact.channel === 'email';
    try {
      const result = await this.db
        .updateTable('users')
        .set(isEmail ? { email: contact.value } : { phone_number: contact.value })
        .where('id', '=', userId)
        .where(isEmail ? 'email' : 'phone_number', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0)
        throw conflict(isEmail ? m('emailAlreadyOnAccount') : m('phoneAlreadyOnAccount'));
    } catch (error) {
      // Another account took the contact between the check and the update: the unique index decides.
      if (isUniqueViolation(error))
        throw conflict(isEmail ? m('emailTakenByOther') : m('phoneTakenByOther'));
      throw error;
    }
  }
}
