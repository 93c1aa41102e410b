// Request and response schemas shared by the routes (TypeBox, also the OpenAPI document).
import { Type, type TSchema } from '@sinclair/typebox';
import { MULTILINE } from '../validator';

export const ErrorResponse = Type.Object(
  { success: Type.Literal(false), message: Type.String() },
  {
    description: 'Every failure: a 4xx (or 5xx for server faults) with a message to show the user',
  },
);

export interface TextOptions {
  description?: string;
  /**
   * Free text that may span lines (a profile text, a note): tabs and line feeds are kept (CR LF
   * becomes LF). Every other text field has all control characters removed (validator.ts).
   */
  multiline?: boolean;
}

/** A string of at most `maxLength` characters, single-line unless `multiline`. */
export function Text(maxLength: number, options: TextOptions = {}) {
  const schema = Type.String(
    options.description ? { maxLength, description: options.description } : { maxLength },
  );
  return options.multiline ? Object.assign(schema, { [MULTILINE]: true }) : schema;
}

/** A text field the client may leave out, send blank, or send as null. */
export function OptionalText(maxLength: number, options: string | TextOptions = {}) {
  const { description, multiline } =
    typeof options === 'string' ? { description: options, multiline: false } : options;
  return Type.Optional(Type.Union([Text(maxLength, { multiline }), Type.Null()], { description }));
}

export const SuccessMessage = Type.Object({ success: Type.Literal(true), message: Type.String() });

export const LoginResponse = Type.Object({
  success: Type.Literal(true),
  token: Type.String(),
  scope: Type.Union([Type.String(), Type.Null()]),
  userId: Type.String(),
  hasUserInfo: Type.Boolean(),
  message: Type.String(),
  role: Type.Union([Type.Literal('user'), Type.Literal('admin'), Type.Literal('org')]),
  userName: Type.String(),
});

export function withErrors<T extends TSchema>(success: T) {
  return { 200: success, '4xx': ErrorResponse, '5xx': ErrorResponse };
}
