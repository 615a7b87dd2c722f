/**
 * Reading the input of a simulation control (the /sandbox routes of either backend): a JSON body
 * that may be empty, checked by a zod schema, refused as a 400 naming the field at fault.
 */
import type { z } from 'zod';
import { SandboxError } from './errors';

export async function jsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new SandboxError(400, 'Body is not valid JSON', 'invalid-json');
  }
}

export function parse<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue?.path.map(String) ?? [];
  throw new SandboxError(400, `${path.join('.') || 'request'}: ${issue?.message ?? 'invalid'}`, 'invalid-body', path);
}
