// Building blocks of the API contract: the error and message replies, text fields, and the
// reply map of a route. TypeBox schemas are values the server validates with and documents in
// OpenAPI; browser code imports only their static types (eslint.config.mjs enforces it).
import {
  FormatRegistry,
  Type,
  type Static,
  type TProperties,
  type TSchema,
} from '@sinclair/typebox';
import { isEmailAddress, isIsoDay, isWebAddress } from '../validation';

// The string formats request schemas use, checked by the same rules as the forms. Response
// schemas' "date-time" is only documentation (the server writes those values itself).
if (!FormatRegistry.Has('date')) FormatRegistry.Set('date', isIsoDay);
if (!FormatRegistry.Has('email')) FormatRegistry.Set('email', isEmailAddress);
if (!FormatRegistry.Has('web-address')) FormatRegistry.Set('web-address', isWebAddress);
if (!FormatRegistry.Has('date-time'))
  FormatRegistry.Set('date-time', (value) => !Number.isNaN(Date.parse(value)));

/**
 * Marks a string schema as free multi-line text. A symbol key: TypeBox and the OpenAPI document
 * ignore it, and it survives Fastify's handling of route schemas like TypeBox's own Kind does.
 * The server's validator (server/src/validator.ts) keeps tabs and line feeds in such fields and
 * removes every control character elsewhere.
 */
export const MULTILINE = Symbol.for('nclude.multiline');

export const ErrorResponse = Type.Object(
  { success: Type.Literal(false), message: Type.String() },
  {
    description: 'Every failure: a 4xx (or 5xx for server faults) with a message to show the user',
  },
);
export type ErrorResponse = Static<typeof ErrorResponse>;

export const SuccessMessage = Type.Object({ success: Type.Literal(true), message: Type.String() });
export type SuccessMessage = Static<typeof SuccessMessage>;

export interface TextOptions {
  description?: string;
  /**
   * Free text that may span lines (a profile text, a note): tabs and line feeds are kept (CR LF
   * becomes LF). Every other text field has all control characters removed.
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

/** A reply string that may be null. */
export function NullableText(description?: string) {
  return Type.Union([Type.String(), Type.Null()], { description });
}

export const Role = Type.Union([Type.Literal('user'), Type.Literal('admin'), Type.Literal('org')]);
export type Role = Static<typeof Role>;

/** "library" unlocks the Accessible Library; null is any other account. */
export const Scope = Type.Union([Type.String(), Type.Null()]);

/** The replies of a JSON route: its success shape, and ErrorResponse for every failure. */
export function withErrors<T extends TSchema>(success: T) {
  return { 200: success, '4xx': ErrorResponse, '5xx': ErrorResponse };
}

/**
 * A multipart form body: its text fields, and the file field documented only (the server's
 * multipart hook keeps the file aside, so it is never in the validated object).
 */
export function multipartSchema<T extends TProperties>(
  fields: T,
  file?: { name: string; description: string },
) {
  const properties: TProperties = { ...fields };
  if (file) {
    properties[file.name] = Type.Optional(
      Type.String({ format: 'binary', description: file.description }),
    );
  }
  return Type.Object(properties as T);
}
