// One-time codes: sending them within the send limits, and checking them within the wrong-code
// limits (product rules §4 and §9 in docs/product-rules.md). Codes are stored as HMACs only.
import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { isValidOtp } from '@nclude/shared/validation';
import { isoAt, type Clock } from '../clock';
import type { Config } from '../config';
import { lockKey, withLock, type Db } from '../db';
import type { Delivery } from '../delivery';
import { HttpError, badRequest, tooManyRequests } from '../errors';
import { m } from '../messages';
import { blank, userByContact, whitelistEntries, type Contact } from './contacts';
import { describeWait, remainingWaitMs } from './limits';

const OTP_DIGITS = 4;
const DAY_MS = 24 * 3_600_000;
/** Wrong codes for a contact in 24 hours from which codes sent to it accept one try. */
export const UNDER_ATTACK_FAILURES = 10;
/** Wrong codes of one client count toward its delay for an hour. */
const CLIENT_FAILURE_WINDOW_MS = 3_600_000;
/** Longest progressive delay of the wrong-code limit. */
const MAX_DELAY_MS = 15 * 60_000;
/** otp_failures rows older than this are deleted when new ones are written. */
const OTP_FAILURE_RETENTION_MS = 2 * DAY_MS;

/** The per-contact lock shared by sending and checking codes. */
function otpLockKey(contact: Contact): string {
  return `otp:${contact.value}`;
}

export class OtpService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly clock: Clock,
    private readonly delivery: Delivery,
    private readonly logger: FastifyBaseLogger,
  ) {}

  private hashOtp(contact: Contact, code: string): string {
    return createHmac('sha256', this.config.jwtSecret)
      .update(`otp:${contact.channel}:${contact.value}:${code}`)
      .digest('hex');
  }

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
    await this.db.deleteFrom('otp_sends').where('at', '<=', isoAt(this.clock, -keepMs)).execute();

    const code = String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0');
    // Limits, the send record, the access gate and the new code in one transaction per contact
    // (and per client), so parallel requests cannot all pass the count or leave several live
    // codes. Lock order is always contact, then client. A refusal by the access gate must commit
    // its send record, so it is returned and thrown after the commit.
    const refused = await withLock(this.db, otpLockKey(contact), async (trx) => {
      await lockKey(trx, `otp-client:${client}`);
      await this.enforceSendLimits(trx, contact, client);
      const now = isoAt(this.clock);
      // Recorded before the access gate: asking about an unknown contact costs the same as a
      // send, so probing which contacts are whitelisted runs into the same limits.
      await trx
        .insertInto('otp_sends')
        .values({ contact: contact.value, ip: client, at: now })
        .execute();

      // Access gate: only whitelisted contacts and existing accounts receive codes. The others
      // are told so in a message to the contact itself, and the answer is the same as a send:
      // the reply never says whether a contact is known.
      if (requireAccess && !this.config.openSignup) {
        const [entry] = await whitelistEntries(trx, [contact]);
        if (!entry && !(await userByContact(trx, contact))) return 'not enrolled' as const;
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
          expires_at: isoAt(this.clock, this.config.otpTtlSeconds * 1000),
          attempts: 0,
          consumed_at: null,
          created_at: now,
          max_attempts: underAttack ? 1 : null,
        })
        .execute();
      return null;
    });

    const minutes = Math.max(1, Math.round(this.config.otpTtlSeconds / 60));
    if (refused === 'not enrolled')
      await this.tell(
        contact,
        m('notEnrolledSubject'),
        m('notEnrolledText', { url: `${this.config.publicUrl}/requestAccess` }),
      );
    else await this.tell(contact, m('otpEmailSubject'), m('otpText', { code, minutes }));
    return contact.channel === 'email' ? m('otpSentEmail') : m('otpSentPhone');
  }

  /**
   * A message to the contact itself (an email, or an SMS without the subject): the one way the
   * portal says something about a contact that the person asking may not own.
   */
  async tell(contact: Contact, subject: string, text: string): Promise<void> {
    try {
      if (contact.channel === 'email')
        await this.delivery.email.sendEmail({ to: contact.value, subject, text });
      else await this.delivery.sms.sendSms({ to: contact.value, text });
    } catch (error) {
      this.logger.error({ err: error, channel: contact.channel }, 'OTP delivery failed');
      throw new HttpError(503, m('deliveryFailed'));
    }
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
      .where('at', '>', isoAt(this.clock, -windowMs))
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
      .where('at', '>', isoAt(this.clock, -DAY_MS))
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
      .where('at', '>', isoAt(this.clock, -DAY_MS))
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
      .where('at', '>', isoAt(this.clock, -CLIENT_FAILURE_WINDOW_MS))
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
    const wrong = await withLock(
      this.db,
      otpLockKey(contact),
      async (trx): Promise<HttpError | null> => {
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
        if (otp.expires_at <= isoAt(this.clock)) throw badRequest(m('otpExpired'));
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
            .values({ contact: contact.value, client, at: isoAt(this.clock) })
            .execute();
          recordedFailure = true;
          if (otp.max_attempts === 1) return badRequest(m('otpWrongOnlyTry'));
          const left = max - (otp.attempts + 1);
          if (left <= 0) return badRequest(m('otpTooManyAttempts'));
          return badRequest(left === 1 ? m('otpWrongLast') : m('otpWrong', { left }));
        }
        const consumed = await trx
          .updateTable('otps')
          .set({ consumed_at: isoAt(this.clock) })
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
      },
    );
    if (recordedFailure) await this.pruneOtpFailures();
    if (wrong) throw wrong;
  }

  /** Opportunistic clean-up: failures older than two days count for nothing any more. */
  private async pruneOtpFailures(): Promise<void> {
    try {
      await this.db
        .deleteFrom('otp_failures')
        .where('at', '<', isoAt(this.clock, -OTP_FAILURE_RETENTION_MS))
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

  /** Records that the contact was proven just now (sign-up accepts it for a while). */
  async markVerified(contact: Contact): Promise<void> {
    const verifiedAt = isoAt(this.clock);
    await this.db
      .insertInto('contact_verifications')
      .values({ contact: contact.value, channel: contact.channel, verified_at: verifiedAt })
      .onConflict((oc) =>
        oc.columns(['channel', 'contact']).doUpdateSet({ verified_at: verifiedAt }),
      )
      .execute();
  }

  /** Whether the contact was proven within VERIFICATION_TTL_MINUTES. */
  async isRecentlyVerified(contact: Contact): Promise<boolean> {
    const row = await this.db
      .selectFrom('contact_verifications')
      .select('verified_at')
      .where('channel', '=', contact.channel)
      .where('contact', '=', contact.value)
      .where('verified_at', '>', isoAt(this.clock, -this.config.verificationTtlMinutes * 60_000))
      .executeTakeFirst();
    return row !== undefined;
  }
}
