// Access requests: a stranger proves their phone number with a code, then sends their contacts,
// disability type and certificate; every admin is emailed a single-use, expiring approval link;
// approving (by that link or in the whitelist tool) whitelists the phone and email with scope
// library; the requester is told either way.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { LIBRARY_SCOPE } from '@nclude/shared/contracts';
import { DISABILITY_TYPES } from '@nclude/shared/options';
import { t as sharedText } from '@nclude/shared/messages';
import { validateEmail, validatePhone, validateUserName } from '@nclude/shared/validation';
import type { Clock } from '../clock';
import type { Config } from '../config';
import { lockKey, type Db } from '../db';
import type { AccessRequestStatus, AccessRequestsTable } from '../db/schema';
import type { Delivery } from '../delivery';
import { badRequest, conflict, notFound } from '../errors';
import { currentLanguage, inLanguage, spelledAmount } from '../language';
import { m } from '../messages';
import type { FileSource, FilesService } from '../storage/files';
import type { Enrolment, WhitelistService } from '../whitelist/service';
import { parsePhone } from '../auth/contacts';
import type { OtpService } from '../auth/otp';

export interface AccessRequestInput {
  userName: string;
  phoneNumber: string;
  email: string;
  disabilityType: string;
}

export interface AccessRequestView {
  id: string;
  userName: string;
  phoneNumber: string;
  email: string;
  disabilityType: string;
  status: AccessRequestStatus;
  createdAt: string;
  certificate: string | null;
}

type Decision = Exclude<AccessRequestStatus, 'pending'>;

const DISABILITIES: readonly string[] = DISABILITY_TYPES;

/** The 409 text for a request someone already decided. */
function alreadyDecided(status: AccessRequestStatus): string {
  return status === 'approved' ? m('requestAlreadyApproved') : m('requestAlreadyRejected');
}

export class AccessService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly clock: Clock,
    private readonly delivery: Delivery,
    private readonly files: FilesService,
    private readonly whitelist: WhitelistService,
    private readonly otp: OtpService,
    private readonly logger: FastifyBaseLogger,
  ) {}

  private nowIso(): string {
    return this.clock.now().toISOString();
  }

  /** Tokens are stored only as a keyed hash: the database alone cannot produce a working link. */
  private hashToken(token: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(`approval:${token}`).digest('hex');
  }

  private parseInput(input: AccessRequestInput): AccessRequestInput {
    const userName = input.userName.trim();
    // The sign-up rule (visible characters, 3 to 100): an approved name must be one the profile takes.
    const nameProblem = validateUserName(userName);
    if (nameProblem) throw badRequest(nameProblem);
    const phoneProblem = validatePhone(input.phoneNumber);
    if (phoneProblem) throw badRequest(phoneProblem);
    const emailProblem = validateEmail(input.email);
    if (emailProblem) throw badRequest(emailProblem);
    const disabilityType = input.disabilityType.trim();
    if (!DISABILITIES.includes(disabilityType)) throw badRequest(m('invalidDisability'));
    return {
      userName,
      phoneNumber: input.phoneNumber.trim(),
      email: input.email.trim().toLowerCase(),
      disabilityType,
    };
  }

  /** Deletes a stored file; a failure is logged (the caller's answer does not depend on it). */
  private async removeFile(fileId: string): Promise<void> {
    try {
      await this.files.remove(fileId);
    } catch (error) {
      this.logger.error({ err: error, fileId }, 'removing a certificate failed');
    }
  }

  /**
   * The code that proves the phone number of a request (sent to any number: whether it is known
   * is never told). The code-sending limits of sign-in apply.
   */
  async sendCode(phoneNumber: string, client: string): Promise<string> {
    const problem = validatePhone(phoneNumber);
    if (problem) throw badRequest(problem);
    return this.otp.sendOtp(parsePhone(phoneNumber), client, { requireAccess: false });
  }

  /**
   * Records the request of the person who proved its phone number with `code`, and emails every
   * admin an approval link. A request still waiting for the same phone number is replaced (with
   * its certificate and links): the newest proven request is the person's, so a stranger who
   * filed first with their number blocks nothing, and nobody learns of another's request.
   */
  async request(
    raw: AccessRequestInput,
    code: string | null | undefined,
    client: string,
    certificate: FileSource | null,
  ): Promise<string> {
    const input = this.parseInput(raw);
    if (!certificate || certificate.size === 0) throw badRequest(m('certificateRequired'));
    // Everything the person can correct is refused before their code is used up.
    this.files.check('certificate', certificate);
    await this.otp.checkOtp(parsePhone(input.phoneNumber), code, client);
    const certificateId = await this.files.save('certificate', null, certificate);

    const now = this.nowIso();
    const expiresAt = new Date(
      this.clock.now().getTime() + this.config.approvalTtlHours * 3_600_000,
    ).toISOString();
    const links: { to: string; token: string }[] = [];
    let replacedCertificates: string[] = [];

    try {
      const admins = await this.db
        .selectFrom('users')
        .select(['id', 'email'])
        .where('role', '=', 'admin')
        .where('email', 'is not', null)
        .execute();
      await this.db.transaction().execute(async (trx) => {
        // One waiting request per phone number.
        await lockKey(trx, `access:${input.phoneNumber}`);
        const replaced = await trx
          .selectFrom('access_requests')
          .select(['id', 'certificate_file_id'])
          .where('status', '=', 'pending')
          .where('phone_number', '=', input.phoneNumber)
          .execute();
        if (replaced.length > 0) {
          const ids = replaced.map((r) => r.id);
          await trx.deleteFrom('approval_tokens').where('request_id', 'in', ids).execute();
          await trx.deleteFrom('access_requests').where('id', 'in', ids).execute();
          replacedCertificates = replaced.flatMap((r) =>
            r.certificate_file_id ? [r.certificate_file_id] : [],
          );
        }

        const requestId = randomUUID();
        await trx
          .insertInto('access_requests')
          .values({
            id: requestId,
            user_name: input.userName,
            phone_number: input.phoneNumber,
            email: input.email,
            disability_type: input.disabilityType,
            certificate_file_id: certificateId,
            status: 'pending',
            created_at: now,
            updated_at: now,
            decided_at: null,
            decided_by: null,
            decision_note: null,
            language: currentLanguage(),
          })
          .execute();
        for (const admin of admins) {
          const token = randomBytes(32).toString('base64url');
          await trx
            .insertInto('approval_tokens')
            .values({
              id: randomUUID(),
              request_id: requestId,
              admin_user_id: admin.id,
              token_hash: this.hashToken(token),
              expires_at: expiresAt,
              used_at: null,
              created_at: now,
            })
            .execute();
          if (admin.email) links.push({ to: admin.email, token });
        }
      });
    } catch (error) {
      // Nothing refers to the new certificate: no disability document is left behind.
      await this.removeFile(certificateId);
      throw error;
    }
    for (const fileId of replacedCertificates) await this.removeFile(fileId);

    // Administrators get English, the portal's working language: nothing records the language
    // each of them reads (the requester's choice is theirs alone).
    const hours = this.config.approvalTtlHours;
    const validFor = inLanguage('en', () =>
      hours % 24 === 0 ? spelledAmount(hours / 24, 'day') : spelledAmount(hours, 'hour'),
    );
    for (const link of links) {
      const url = `${this.config.publicUrl}/approval?token=${encodeURIComponent(link.token)}`;
      try {
        await this.delivery.email.sendEmail(
          inLanguage('en', () => ({
            to: link.to,
            subject: m('accessRequestSubject', { name: input.userName }),
            text: m('accessRequestText', {
              name: input.userName,
              phone: input.phoneNumber,
              email: input.email,
              disability: input.disabilityType,
              validFor,
              url,
            }),
          })),
        );
      } catch (error) {
        // The request is stored and listed in the whitelist tool: a failed email is not lost work.
        this.logger.error({ err: error }, 'approval email to an admin failed');
      }
    }
    return sharedText('requestSent');
  }

  /** POST /org/approval: the emailed token is the credential. */
  async approveWithToken(token: string): Promise<string> {
    const trimmed = token.trim();
    if (!trimmed) throw badRequest(sharedText('approvalNoToken'));
    const row = await this.db
      .selectFrom('approval_tokens')
      .selectAll()
      .where('token_hash', '=', this.hashToken(trimmed))
      .executeTakeFirst();
    if (!row) throw badRequest(m('approvalTokenInvalid'));
    if (row.used_at !== null) throw badRequest(m('approvalTokenUsed'));
    if (row.expires_at <= this.nowIso()) throw badRequest(m('approvalTokenExpired'));
    return this.decide(row.request_id, 'approved', row.admin_user_id, null, row.id);
  }

  async approve(requestId: string, adminId: string, note: string | null): Promise<string> {
    return this.decide(requestId, 'approved', adminId, note, null);
  }

  async reject(requestId: string, adminId: string, note: string | null): Promise<string> {
    return this.decide(requestId, 'rejected', adminId, note, null);
  }

  private async decide(
    requestId: string,
    decision: Decision,
    adminId: string | null,
    rawNote: string | null,
    tokenId: string | null,
  ): Promise<string> {
    const note = rawNote?.trim() ? rawNote.trim() : null;
    const now = this.nowIso();
    const request = await this.db.transaction().execute(async (trx) => {
      const found = await trx
        .selectFrom('access_requests')
        .selectAll()
        .where('id', '=', requestId)
        .executeTakeFirst();
      if (!found) throw notFound(m('requestNotFound'));
      if (found.status !== 'pending') throw conflict(alreadyDecided(found.status));
      if (tokenId) {
        // Single use even when the link is opened twice at the same moment.
        const used = await trx
          .updateTable('approval_tokens')
          .set({ used_at: now })
          .where('id', '=', tokenId)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (Number(used.numUpdatedRows) === 0) throw badRequest(m('approvalTokenUsed'));
      }
      const updated = await trx
        .updateTable('access_requests')
        .set({
          status: decision,
          decided_at: now,
          decided_by: adminId,
          decision_note: note,
          updated_at: now,
        })
        .where('id', '=', requestId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      // Decided by someone else between the read above and this update.
      if (Number(updated.numUpdatedRows) === 0) throw conflict(m('requestDecidedMeanwhile'));
      if (decision === 'approved') {
        const enrolment: Enrolment = { scope: LIBRARY_SCOPE, addedBy: adminId, orgId: null };
        await this.whitelist.apply(trx, 'phone', [found.phone_number], enrolment);
        await this.whitelist.apply(trx, 'email', [found.email], enrolment);
        // Someone who already has an account gets the library at their next sign-in.
        await trx
          .updateTable('users')
          .set({ scope: LIBRARY_SCOPE })
          .where('role', '=', 'user')
          .where('scope', 'is', null)
          .where((eb) =>
            eb.or([eb('phone_number', '=', found.phone_number), eb('email', '=', found.email)]),
          )
          .execute();
      }
      return found;
    });
    await this.notifyRequester(request, decision, note);
    return decision === 'approved'
      ? m('accessApproved', { name: request.user_name })
      : m('accessRejected', { name: request.user_name });
  }

  private async notifyRequester(
    request: AccessRequestsTable,
    decision: Decision,
    note: string | null,
  ): Promise<void> {
    const name = request.user_name;
    // In the language the requester used, whatever the administrator reads.
    const { subject, text } = inLanguage(request.language, () => ({
      subject: decision === 'approved' ? m('approvedSubject') : m('rejectedSubject'),
      text:
        decision === 'approved'
          ? m('approvedText', { name, url: `${this.config.publicUrl}/signup` })
          : m('rejectedText', {
              name,
              note: note ? m('rejectedNote', { note }) : '',
              url: `${this.config.publicUrl}/requestAccess`,
            }),
    }));
    // The decision is made and stored; a delivery failure is logged, not undone.
    try {
      await this.delivery.email.sendEmail({ to: request.email, subject, text });
    } catch (error) {
      this.logger.error({ err: error, requestId: request.id }, 'decision email failed');
    }
    try {
      await this.delivery.sms.sendSms({ to: request.phone_number, text });
    } catch (error) {
      this.logger.error({ err: error, requestId: request.id }, 'decision SMS failed');
    }
  }

  async list(status: AccessRequestStatus): Promise<AccessRequestView[]> {
    const rows = await this.db
      .selectFrom('access_requests')
      .selectAll()
      .where('status', '=', status)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      userName: row.user_name,
      phoneNumber: row.phone_number,
      email: row.email,
      disabilityType: row.disability_type,
      status: row.status,
      createdAt: row.created_at,
      certificate: row.certificate_file_id ? this.files.urlFor(row.certificate_file_id) : null,
    }));
  }
}
