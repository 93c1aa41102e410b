// Request and response schemas shared by the routes (TypeBox, also the OpenAPI document).
import { Type, type TSchema } from '@sinclair/typebox';

export const ErrorResponse = Type.Object(
  { success: Type.Literal(false), message: Type.String() },
  {
    description: 'Every failure: a 4xx (or 5xx for server faults) with a message to show the user',
  },
);

/** A text field the client may leave out, send blank, or send as null. */
export function OptionalText(maxLength: number, description?: string) {
  return Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()], { description }));
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
