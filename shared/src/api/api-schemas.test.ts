// The API contract: limits come from shared validation, multi-line fields carry the mark the
// server's validator honours, and every schema value has its static type beside it.
import { TypeCompiler } from '@sinclair/typebox/compiler';
import * as contract from './index';
import {
  EMAIL_MAX,
  NAME_FIELD_MAX,
  PASSWORD_MAX,
  PHONE_FIELD_MAX,
  PROFILE_INFO_MAX,
} from '../validation';

const { MULTILINE, OptionalText, PatchUserBody, SignupBody, AccessDecisionBody, LoginReply } =
  contract;

function branch(schema: unknown): Record<string | symbol, unknown> {
  // OptionalText is `string | null`: its first branch is the string schema.
  return (schema as { anyOf: Record<string | symbol, unknown>[] }).anyOf[0] as Record<
    string | symbol,
    unknown
  >;
}

describe('API contract', () => {
  it('takes field limits from shared validation', () => {
    expect(branch(SignupBody.properties.userName).maxLength).toBe(NAME_FIELD_MAX);
    expect(branch(SignupBody.properties.email).maxLength).toBe(EMAIL_MAX);
    expect(branch(SignupBody.properties.phoneNumber).maxLength).toBe(PHONE_FIELD_MAX);
    expect(branch(SignupBody.properties.password).maxLength).toBe(PASSWORD_MAX);
    // Sign-up and the profile take names of the same bound.
    expect(branch(PatchUserBody.properties.userName).maxLength).toBe(NAME_FIELD_MAX);
    expect(branch(PatchUserBody.properties.profileInfo).maxLength).toBe(PROFILE_INFO_MAX);
  });

  it('marks multi-line fields, and only those', () => {
    expect(branch(PatchUserBody.properties.profileInfo)[MULTILINE]).toBe(true);
    expect(branch(AccessDecisionBody.properties.note)[MULTILINE]).toBe(true);
    expect(branch(PatchUserBody.properties.userName)[MULTILINE]).toBeUndefined();
    expect(branch(OptionalText(10, { multiline: true }))[MULTILINE]).toBe(true);
    expect(MULTILINE).toBe(Symbol.for('nclude.multiline'));
  });

  it('checks replies strictly', () => {
    const check = TypeCompiler.Compile(LoginReply);
    const reply = {
      success: true,
      token: 't',
      scope: null,
      userId: 'u',
      hasUserInfo: false,
      message: 'Login successful',
      role: 'user',
      userName: 'Asha',
    };
    expect(check.Check(reply)).toBe(true);
    expect(check.Check({ ...reply, role: 'root' })).toBe(false);
    expect(check.Check({ ...reply, success: false })).toBe(false);
  });
});
