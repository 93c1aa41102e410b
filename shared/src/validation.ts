// Field rules of product rules §5 and §9 (docs/product-rules.md). Pure TypeScript with no DOM: the server imports this file
// through `@nclude/shared/validation` so browser and API judge input by the same rules.
import { t } from './messages';

export const PHONE_LENGTH = 10;
export const OTP_LENGTH = 4;
export const PASSWORD_MIN = 8;
export const NAME_MIN = 3;
/** Longest user name the profile accepts (the server checks the same bound). */
export const NAME_MAX = 100;
export const SOCIAL_MAX = 3;
/** Password strength thresholds (product rules §4): below 50 Weak, below 75 Medium. */
export const STRENGTH_MEDIUM_AT = 50;
export const STRENGTH_STRONG_AT = 75;

// "Simple address shape": something@something.something, no spaces, one @.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DIGITS_ONLY = /^\d*$/;
const PASSWORD_SYMBOLS = /[@$!%*?&]/;

/** Returns the product's message when the value is not a simple email address (blank included). */
export function validateEmail(value: string): string | null {
  return EMAIL_SHAPE.test(value.trim()) ? null : t('invalidEmail');
}

/**
 * Phone: non-digits are reported first ("Please enter a valid phone number", also used while
 * typing on the login page), then a length other than 10 ("Enter valid 10 Digit Number").
 */
export function validatePhone(value: string): string | null {
  const phone = value.trim();
  if (!DIGITS_ONLY.test(phone)) return t('invalidPhone');
  if (phone.length !== PHONE_LENGTH) return t('phoneLength');
  return null;
}

/** Whitelist single number: digits only and exactly 10, both reported with one message. */
export function validateWhitelistPhone(value: string): string | null {
  const phone = value.trim();
  return DIGITS_ONLY.test(phone) && phone.length === PHONE_LENGTH ? null : t('invalidPhone');
}

/** Sign-up, password change and their forms: at least 8 characters, not only whitespace. */
export function validatePassword(value: string): string | null {
  if (value.length < PASSWORD_MIN) return t('passwordMinLength');
  if (value.trim() === '') return t('passwordOnlySpaces');
  return null;
}

export function validatePasswordMatch(password: string, confirm: string): string | null {
  return password === confirm ? null : t('passwordMismatch');
}

/** Names under 3 characters are flagged invalid without a message (product rules §5). */
export function isNameTooShort(value: string): boolean {
  return value.trim().length < NAME_MIN;
}

/**
 * A user name on the profile (Edit Profile, and the server's profile update): 3 to 100
 * characters after trimming. Signup keeps the product's flag-without-message (isNameTooShort).
 */
export function validateUserName(value: string): string | null {
  const name = value.trim();
  if (name.length < NAME_MIN) return t('userNameTooShort', { min: NAME_MIN });
  if (name.length > NAME_MAX) return t('userNameTooLong', { max: NAME_MAX });
  return null;
}

export function isValidOtp(value: string): boolean {
  return value.length === OTP_LENGTH && /^\d+$/.test(value);
}

/** Keeps only the digits of a typed or pasted value (OTP boxes, phone inputs). */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

export function isPdfFileName(fileName: string): boolean {
  return /\.pdf$/i.test(fileName.trim());
}

/** Social links beyond the third give the product's alert text. */
export function validateSocialLinkCount(count: number): string | null {
  return count <= SOCIAL_MAX ? null : t('maxSocialLinks', { max: SOCIAL_MAX });
}

export type PasswordStrengthLabel = 'Weak' | 'Medium' | 'Strong';

export interface PasswordStrength {
  score: number;
  label: PasswordStrengthLabel;
}

/** 25 points each: at least 8 characters, an uppercase letter, a digit, one of @$!%*?&. */
export function passwordStrength(value: string): PasswordStrength {
  let score = 0;
  if (value.length >= PASSWORD_MIN) score += 25;
  if (/[A-Z]/.test(value)) score += 25;
  if (/\d/.test(value)) score += 25;
  if (PASSWORD_SYMBOLS.test(value)) score += 25;
  const label: PasswordStrengthLabel =
    score < STRENGTH_MEDIUM_AT ? 'Weak' : score < STRENGTH_STRONG_AT ? 'Medium' : 'Strong';
  return { score, label };
}

/** Catalogue text for a strength label, for display (the label itself stays a stable code). */
export function passwordStrengthText(label: PasswordStrengthLabel): string {
  const key =
    label === 'Weak' ? 'strengthWeak' : label === 'Medium' ? 'strengthMedium' : 'strengthStrong';
  return t(key);
}
