/**
 * Reading the input of a simulation control (the /sandbox routes of either backend): a JSON body
 * that may be empty (read with the same bounds as every route), checked by a zod schema, refused as a 400 naming the field at fault.
 */
import type { z } from 'zod';
import type { Context } from 'hono';
import { SandboxError } from './errors';
import { readJsonBody } from './input-guard';

/** The bounded JSON reader every route uses (size, media type, NUL and surrogates: input-guard). */
export const jsonBody = (context: Context): Promise<unknown> => readJsonBody(context);

export function parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue?.path.map(String) ?? [];
  throw new SandboxError(400, `${path.join('.') || 'request'}: ${issue?.message ?? 'invalid'}`, 'invalid-body', path);
}
