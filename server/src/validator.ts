// Request validation with TypeBox's compiler, like @fastify/type-provider-typebox's
// TypeBoxValidatorCompiler (bodies are checked exactly as sent, no silent type coercion; query
// strings and params are converted), but reporting the most specific problem of a union: a
// too-long string in a `string | null` field says "too long", not "expected union value".
import type { FastifySchemaCompiler } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { ValueError } from '@sinclair/typebox/errors';
import { Value } from '@sinclair/typebox/value';

export interface ValidationIssue {
  instancePath: string;
  message: string;
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function mostSpecific(error: ValueError): ValueError {
  if (error.errors.length === 0) return error;
  const valueType = jsonType(error.value);
  for (const branch of error.errors) {
    const first = branch.First();
    const branchType = (first?.schema as { type?: unknown } | undefined)?.type;
    if (first && (branchType === valueType || (branchType === 'integer' && valueType === 'number')))
      return mostSpecific(first);
  }
  return error;
}

export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const check = TypeCompiler.Compile(schema);
  return (value: unknown) => {
    const converted = httpPart === 'body' ? value : Value.Convert(schema, value);
    if (check.Check(converted)) return { value: converted };
    const issues: ValidationIssue[] = [];
    for (const error of check.Errors(converted)) {
      const specific = mostSpecific(error);
      issues.push({ instancePath: specific.path, message: specific.message });
    }
    return { error: issues as never };
  };
};
