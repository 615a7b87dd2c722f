/** Shapes every mining feature's calls share: bounded money strings, instants, the server time. */
import { z } from 'zod/mini';
import { decimalSchema } from '../common';

/** A non-negative SWITCH or TON amount as a decimal string, bounded so no request can be huge. */
export const miningDecimalSchema = decimalSchema.check(z.maxLength(40));

/** An instant as ISO 8601 with its offset (the sandbox always answers UTC, 'Z'). */
export const instantSchema = z.iso.datetime({ offset: true });

/** Every mining answer that shows a value moving in time carries the server's clock. */
export const serverTimeSchema = instantSchema;

/** A payment intent's or charge's id: the invoice slug alphabet, so it fits in a t.me link. */
export const intentIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'intent id'));
