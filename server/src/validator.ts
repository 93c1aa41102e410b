// Request validation with TypeBox's compiler, like @fastify/type-provider-typebox's
// TypeBoxValidatorCompiler (bodies are checked exactly as sent, no silent type coercion; query
// strings and params are converted), but reporting the most specific problem of a union: a
// too-long string in a `string | null` field says "too long", not "expected union value".
// Before the check, control characters are removed from every string of the value (see
// nul-guard.ts): a field whose string schema is marked MULTILINE keeps tabs and line feeds.
import type { FastifySchemaCompiler } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { ValueError } from '@sinclair/typebox/errors';
import { Value } from '@sinclair/typebox/value';
import { MULTILINE } from '@nclude/shared/api-schemas';
import { fieldLabel } from './field-labels';
import { m } from './messages';
import { stripControls } from './nul-guard';

export interface ValidationIssue {
  instancePath: string;
  message: string;
}

/** The issue message of a string holding U+0000 (the error handler answers the NUL message). */
export const NUL_ISSUE = 'contains U+0000';

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function mostSpecific(error: ValueError): ValueError {
  if (error.errors.length === 0) return error;
  // Each branch's errors are an iterator: its first error is read once.
  const firsts = error.errors.map((branch) => branch.First());
  // A choice among words ("government_job" | "corporate_job") is reported as a whole.
  if (firsts.every((first) => asNode(first?.schema)?.const !== undefined)) return error;
  const valueType = jsonType(error.value);
  for (const first of firsts) {
    const branchType = (first?.schema as { type?: unknown } | undefined)?.type;
    if (first && (branchType === valueType || (branchType === 'integer' && valueType === 'number')))
      return mostSpecific(first);
  }
  return error;
}

type SchemaNode = Record<string | symbol, unknown>;

function asNode(schema: unknown): SchemaNode | undefined {
  return schema !== null && typeof schema === 'object' ? (schema as SchemaNode) : undefined;
}

/** The schema that describes `value`: a union's branch of the value's JSON type, if any. */
function schemaFor(schema: SchemaNode | undefined, value: unknown): SchemaNode | undefined {
  if (!schema) return undefined;
  const branches = schema.anyOf ?? schema.oneOf;
  if (!Array.isArray(branches)) return schema;
  for (const branch of branches) {
    const found = schemaFor(asNode(branch), value);
    if (found?.type === jsonType(value)) return found;
  }
  return undefined;
}

/**
 * Past this depth nothing is walked: no request schema of this API nests that deep, so such
 * values are refused by the check or never read, and a hostile nesting cannot exhaust the stack.
 */
const MAX_DEPTH = 32;

/**
 * Removes control characters from every string of `value`, in place, following `schema` to know
 * which strings are multi-line (anything the schema does not describe is single-line), and
 * records in `nul` the path of the first string holding U+0000. Returns the cleaned value.
 */
function clean(
  schema: SchemaNode | undefined,
  value: unknown,
  path: string,
  nul: { path: string | null },
  depth = 0,
): unknown {
  if (depth > MAX_DEPTH) return value;
  const node = schemaFor(schema, value);
  if (typeof value === 'string') {
    if (value.includes('\u0000')) nul.path ??= path;
    return stripControls(value, node?.[MULTILINE] === true);
  }
  if (Array.isArray(value)) {
    const items = asNode(node?.items);
    for (let i = 0; i < value.length; i += 1)
      value[i] = clean(items, value[i], `${path}/${i}`, nul, depth + 1);
    return value;
  }
  if (value !== null && typeof value === 'object') {
    const properties = asNode(node?.properties);
    const record = value as Record<string, unknown>;
    // Own keys only, assigned back to the same own property (a "__proto__" key stays data).
    for (const key of Object.keys(record)) {
      const inner = Object.prototype.hasOwnProperty.call(properties ?? {}, key)
        ? asNode(properties?.[key])
        : undefined;
      record[key] = clean(inner, record[key], `${path}/${key}`, nul, depth + 1);
    }
    return value;
  }
  return value;
}

/**
 * `value` cleaned as a request body is (control characters removed, multi-line fields keeping
 * their line breaks), for data that arrives another way (a feed file); with the path of the
 * first string holding U+0000, which nothing stores.
 */
export function cleanLikeRequest(
  schema: TSchema,
  value: unknown,
): { value: unknown; nulPath: string | null } {
  const nul = { path: null as string | null };
  const cleaned = clean(asNode(schema), value, '', nul);
  return { value: cleaned, nulPath: nul.path };
}

export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const check = TypeCompiler.Compile(schema);
  const cleans = httpPart === 'body' || httpPart === 'querystring' || httpPart === 'params';
  return (value: unknown) => {
    let converted = httpPart === 'body' ? value : Value.Convert(schema, value);
    if (cleans) {
      const nul = { path: null as string | null };
      converted = clean(asNode(schema), converted, '', nul);
      if (nul.path !== null)
        return { error: [{ instancePath: nul.path, message: NUL_ISSUE }] as never };
    }
    if (check.Check(converted)) return { value: converted };
    const issues: ValidationIssue[] = [];
    for (const error of check.Errors(converted)) {
      const specific = mostSpecific(error);
      issues.push({ instancePath: specific.path, message: specific.message });
    }
    return { error: issues as never };
  };
};

/** One clear sentence from the first schema violation, naming the field. */
export function validationMessage(issues: ValidationIssue[], body: unknown): string {
  const issue = issues[0];
  if (!issue) return m('invalidBody', { detail: 'unknown problem' });
  const path = (issue.instancePath ?? '').replace(/^\//, '').split('/');
  const field = path[0]
    ? fieldLabel(path[0]) +
      path
        .slice(1)
        .map((part) => `.${part}`)
        .join('')
    : '';
  const detail = issue.message ?? 'invalid value';
  if (detail === NUL_ISSUE) return m('nulCharacter');
  if (!field) return body === undefined || body === null ? m('emptyJsonBody') : m('bodyNotObject');
  if (/required/i.test(detail)) return m('missingField', { field });
  if (/length less/i.test(detail)) return m('fieldTooLong', { field });
  if (/length greater or equal to 1$|to match '\\S'$/i.test(detail))
    return m('fieldEmpty', { field });
  if (/'date' format/.test(detail)) return m('mustBeDate', { field });
  if (/'email' format/.test(detail)) return m('mustBeEmail', { field });
  if (/'web-address' format/.test(detail)) return m('mustBeWebAddress', { field });
  // A number out of its range names the bound ("Rating must be at most 5").
  const bound = /to be (less|greater) or equal to (-?\d+(?:\.\d+)?)$/i.exec(detail);
  if (bound)
    return m(bound[1]?.toLowerCase() === 'less' ? 'numberTooLarge' : 'numberTooSmall', {
      field,
      limit: bound[2] ?? '',
    });
  const value = path.reduce<unknown>(
    (node, part) =>
      node !== null && typeof node === 'object'
        ? (node as Record<string, unknown>)[part]
        : undefined,
    body,
  );
  // Text where only some words are allowed (a category, a disability type).
  if (/union/i.test(detail) && typeof value === 'string')
    return m('notAllowedValue', { field, value: value.slice(0, 80) });
  // Most body fields of this API are text (optional ones also accept null).
  if (/union|string/i.test(detail)) return m('mustBeText', { field });
  return m('wrongType', { field, detail: detail.charAt(0).toLowerCase() + detail.slice(1) });
}

/** Every problem of `value` against `schema`, each reported as the API reports it. */
export function schemaProblems(schema: TSchema, value: unknown): string[] {
  const problems = new Map<string, string>();
  for (const error of Value.Errors(schema, value)) {
    const specific = mostSpecific(error);
    // A missing field is also "not text": the first problem of a field says it.
    if (problems.has(error.path)) continue;
    problems.set(
      error.path,
      validationMessage([{ instancePath: specific.path, message: specific.message }], value),
    );
  }
  return [...problems.values()];
}
