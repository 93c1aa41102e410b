// Profile, account information and password of the signed-in user (product rules §2 and §3:
// /profile, /edit-profile, /edit-account, /reset-password). Routes stay thin; the rules live here.
import {
  SOCIAL_MAX,
  SOCIAL_URL_MAX,
  validatePassword,
  validateSocialLinkCount,
  validateUserName,
} from '@nclude/shared/validation';
import {
  DISABILITY_TYPES,
  EMPLOYMENT_STATUSES,
  JOB_SEARCH_STATUSES,
  isOneOf,
} from '@nclude/shared/options';
import type { Role } from '@nclude/shared/contracts';
import type { AccountService } from '../auth/accounts';
import type { AuthenticatedSession, SessionService } from '../auth/sessions';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db';
import type { AccountInfoTable, UsersTable } from '../db/schema';
import { badRequest } from '../errors';
import { m } from '../messages';
import { containsNul, stripControls } from '../nul-guard';
import type { FilesService } from '../storage/files';
import type { FileSource } from '../storage/files';

// Field bounds (PROFILE_INFO_MAX, SOCIAL_FIELD_MAX…) live in @nclude/shared/validation and are
// applied by the API schemas; the rules below are the ones a schema cannot express.

export interface UserInfo {
  userId: string;
  userName: string;
  email: string | null;
  phoneNumber: string | null;
  role: Role;
  profileInfo: string | null;
  /** API address of the resume PDF, or null. */
  resume: string | null;
  social: string[];
}

export interface AccountInfo {
  employmentStatus: string | null;
  jobSearchStatus: string | null;
  disability: string | null;
  preferredIndustry: string | null;
  preferredRole: string | null;
}

/** Fields of PATCH /user/patchUser: absent leaves a value as it is. */
export interface ProfilePatch {
  profileInfo?: string | null;
  userName?: string | null;
  phoneNumber?: string | null;
  email?: string | null;
  social?: string | null;
}

/** Fields of PATCH /user/patchAccountInfo: absent keeps the stored value, blank clears it. */
export type AccountPatch = { [K in keyof AccountInfo]?: string | null };

const EMPTY_ACCOUNT_INFO: AccountInfo = {
  employmentStatus: null,
  jobSearchStatus: null,
  disability: null,
  preferredIndustry: null,
  preferredRole: null,
};

function blank(value: string | null | undefined): boolean {
  return value === undefined || value === null || value.trim() === '';
}

/** The stored list, read defensively (a hand-edited row must not break the profile page). */
function storedSocial(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string')
      : [];
  } catch {
    return [];
  }
}

/**
 * The `social` form field: a JSON list of http(s) addresses, at most SOCIAL_MAX. Blank entries
 * (empty inputs of the form) are dropped. The JSON text passed the request's NUL and control
 * character rules, but its escapes (`\u0000`, `\r\n`) decode only here: the decoded strings
 * get the same rules.
 */
export function parseSocial(text: string): string[] {
  if (text.trim() === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest(m('socialNotList'));
  }
  if (containsNul(value)) throw badRequest(m('nulCharacter'));
  if (!Array.isArray(value)) throw badRequest(m('socialNotList'));
  if (!value.every((item) => typeof item === 'string')) throw badRequest(m('socialNotList'));
  const links = (value as string[])
    .map((item) => stripControls(item).trim())
    .filter((item) => item !== '');
  const tooMany = validateSocialLinkCount(links.length);
  if (tooMany) throw badRequest(tooMany);
  links.forEach((link, index) => {
    const n = index + 1;
    if (link.length > SOCIAL_URL_MAX) throw badRequest(m('socialTooLong', { n }));
    let url: URL;
    try {
      url = new URL(link);
    } catch {
      throw badRequest(m('socialNotUrl', { n }));
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname)
      throw badRequest(m('socialNotUrl', { n }));
  });
  return links.slice(0, SOCIAL_MAX);
}

export class ProfileService {
  constructor(
    private readonly db: Db,
    private readonly accounts: AccountService,
    private readonly sessions: SessionService,
    private readonly files: FilesService,
    /** Told when a person's resume is replaced (careers reads it again). */
    private readonly onResumeReplaced: (
      userId: string,
      fileId: string,
    ) => Promise<void> = async () => undefined,
  ) {}

  /**
   * Makes `source` the person's resume (checked: a PDF within the size limit), deleting the one it
   * replaces; its file id.
   */
  async replaceResume(userId: string, source: FileSource): Promise<string> {
    const user = await this.accounts.userById(userId);
    const fileId = await this.files.save('resume', user.id, source);
    try {
      await this.db
        .updateTable('users')
        .set({ resume_file_id: fileId })
        .where('id', '=', user.id)
        .execute();
    } catch (error) {
      await this.files.remove(fileId);
      throw error;
    }
    if (user.resume_file_id) await this.files.remove(user.resume_file_id);
    await this.onResumeReplaced(user.id, fileId);
    return fileId;
  }

  private toUserInfo(user: UsersTable): UserInfo {
    return {
      userId: user.id,
      userName: user.user_name,
      email: user.email,
      phoneNumber: user.phone_number,
      role: user.role,
      profileInfo: user.profile_info,
      resume: user.resume_file_id ? this.files.urlFor(user.resume_file_id) : null,
      social: storedSocial(user.social),
    };
  }

  async getUserInfo(session: AuthenticatedSession): Promise<UserInfo> {
    return this.toUserInfo(await this.accounts.userById(session.userId));
  }

  async getAccountInfo(session: AuthenticatedSession): Promise<AccountInfo | null> {
    const row = await this.db
      .selectFrom('account_info')
      .selectAll()
      .where('user_id', '=', session.userId)
      .executeTakeFirst();
    return row ? toAccountInfo(row) : null;
  }

  /**
   * Updates name, profile text, social links and (optionally) the resume. Email and phone are
   * proven contacts: they are only added through the link flow, so a different value is refused.
   */
  async patchUser(
    session: AuthenticatedSession,
    patch: ProfilePatch,
    resume: FileSource | null,
  ): Promise<UserInfo> {
    const user = await this.accounts.userById(session.userId);
    const changes: Partial<Pick<UsersTable, 'user_name' | 'profile_info' | 'social'>> = {};

    if (patch.userName !== undefined) {
      const userName = (patch.userName ?? '').trim();
      // Characters people see, the same rule and message as sign-up (product rules §5).
      const nameProblem = validateUserName(userName);
      if (nameProblem) throw badRequest(nameProblem);
      changes.user_name = userName;
    }
    if (patch.profileInfo !== undefined) {
      changes.profile_info = blank(patch.profileInfo) ? null : (patch.profileInfo as string).trim();
    }
    if (!blank(patch.email) && (patch.email as string).trim().toLowerCase() !== user.email)
      throw badRequest(m('emailChangeRefused'));
    if (!blank(patch.phoneNumber) && (patch.phoneNumber as string).trim() !== user.phone_number)
      throw badRequest(m('phoneChangeRefused'));
    if (patch.social !== undefined && patch.social !== null)
      changes.social = JSON.stringify(parseSocial(patch.social));

    // The fields are checked above; the file is checked (PDF, size) when it is stored, before
    // anything is written, so a refused file changes nothing. The replaced resume is deleted.
    if (resume) await this.replaceResume(user.id, resume);
    if (Object.keys(changes).length > 0)
      await this.db.updateTable('users').set(changes).where('id', '=', user.id).execute();
    return this.toUserInfo(await this.accounts.userById(user.id));
  }

  async patchAccountInfo(session: AuthenticatedSession, patch: AccountPatch): Promise<AccountInfo> {
    const chosen = (text: string | null | undefined): string | null =>
      blank(text) ? null : (text as string).trim();
    const employmentStatus = chosen(patch.employmentStatus);
    const jobSearchStatus = chosen(patch.jobSearchStatus);
    const disability = chosen(patch.disability);
    if (employmentStatus !== null && !isOneOf(EMPLOYMENT_STATUSES, employmentStatus))
      throw badRequest(m('invalidEmploymentStatus'));
    if (jobSearchStatus !== null && !isOneOf(JOB_SEARCH_STATUSES, jobSearchStatus))
      throw badRequest(m('invalidJobSearchStatus'));
    if (disability !== null && !isOneOf(DISABILITY_TYPES, disability))
      throw badRequest(m('invalidDisability'));

    const stored = (await this.getAccountInfo(session)) ?? EMPTY_ACCOUNT_INFO;
    // A field left out keeps its stored value; a blank one clears it.
    const merged = (key: keyof AccountInfo): string | null =>
      patch[key] === undefined ? stored[key] : chosen(patch[key]);
    const next: AccountInfo = {
      employmentStatus: merged('employmentStatus'),
      jobSearchStatus: merged('jobSearchStatus'),
      disability: merged('disability'),
      preferredIndustry: merged('preferredIndustry'),
      preferredRole: merged('preferredRole'),
    };
    const row = {
      employment_status: next.employmentStatus,
      job_search_status: next.jobSearchStatus,
      disability: next.disability,
      preferred_industry: next.preferredIndustry,
      preferred_role: next.preferredRole,
    };
    await this.db
      .insertInto('account_info')
      .values({ user_id: session.userId, ...row })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
      .execute();
    return next;
  }

  /**
   * Sets a new password once the owner proved it is them (the current password, or the code
   * from /auth/resetPasswordCode), and ends the user's other sessions (they receive
   * `userIdEvent`). The new password is checked first: a bad one costs no proof.
   */
  async resetPassword(
    session: AuthenticatedSession,
    body: {
      newPassword?: string | null;
      currentPassword?: string | null;
      otp?: string | null;
    },
    client: string,
  ): Promise<void> {
    const { newPassword } = body;
    if (!newPassword) throw badRequest(m('newPasswordRequired'));
    const problem = validatePassword(newPassword);
    if (problem) throw badRequest(problem);
    await this.accounts.proveOwner(session.userId, body, client);
    const hash = await hashPassword(newPassword);
    await this.db
      .updateTable('users')
      .set({ password_hash: hash })
      .where('id', '=', session.userId)
      .execute();
    await this.sessions.endOtherSessions(session.userId, session.sessionId);
  }
}

function toAccountInfo(row: AccountInfoTable): AccountInfo {
  return {
    employmentStatus: row.employment_status,
    jobSearchStatus: row.job_search_status,
    disability: row.disability,
    preferredIndustry: row.preferred_industry,
    preferredRole: row.preferred_role,
  };
}
