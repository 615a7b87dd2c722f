/**
 * Messenger init data: signing (what the messenger does when it launches a mini-app) and
 * validation (what a backend must do before trusting any field). The algorithm is the messenger's:
 * secret = HMAC-SHA256(key 'WebAppData', bot token); hash = HMAC-SHA256(key secret, check string),
 * where the check string is every field but `hash`, `signature` included, sorted by key and joined
 * with newlines as key=value.
 */
import { createHmac, sign as edSign, timingSafeEqual, type KeyObject } from 'node:crypto';
import { z } from 'zod';
import { isSafeJson } from '../http/safe-text';

export interface InitDataUser {
  readonly id: number;
  readonly first_name: string;
  readonly last_name?: string;
  readonly username?: string;
  readonly language_code?: string;
  readonly is_premium?: boolean;
  readonly allows_write_to_pm?: boolean;
  readonly photo_url?: string;
}

export interface ValidatedInitData {
  readonly user: InitDataUser;
  readonly authDate: Date;
  readonly startParam: string | null;
  readonly queryId: string | null;
}

export type InitDataProblem = 'missing' | 'malformed' | 'no-hash' | 'bad-hash' | 'expired' | 'no-user';

export class InitDataError extends Error {
  constructor(readonly problem: InitDataProblem) {
    super(`init data ${problem}`);
    this.name = 'InitDataError';
  }
}

export const INIT_DATA_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Real init data is well under 2 KB; anything longer is refused before it is hashed or parsed. */
export const INIT_DATA_MAX_LENGTH = 8 * 1024;

/**
 * The user fields we read, bounded (the messenger's own limits are smaller: 64-character names,
 * 32-character usernames). Signed data is still input: a bot token holder can sign anything.
 */
const initDataUserSchema = z.looseObject({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  first_name: z.string().max(256),
  last_name: z.string().max(256).optional(),
  username: z.string().max(64).optional(),
  language_code: z.string().max(35).optional(),
  is_premium: z.boolean().optional(),
  allows_write_to_pm: z.boolean().optional(),
  photo_url: z.string().max(2048).optional(),
});

function secretKey(botToken: string): Buffer {
  return createHmac('sha256', 'WebAppData').update(botToken).digest();
}

function checkString(pairs: readonly (readonly [string, string])[]): string {
  return [...pairs]
    .filter(([key]) => key !== 'hash')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
}

export interface SignOptions {
  readonly botToken: string;
  readonly user: InitDataUser;
  readonly authDate: Date;
  readonly startParam?: string | undefined;
  readonly queryId?: string | undefined;
  /** The messenger's Ed25519 key, for the third-party `signature` field; omitted when absent. */
  readonly signingKey?: KeyObject | undefined;
}

/** Produces the raw init data string the messenger would pass to the app. */
export function signInitData(options: SignOptions): string {
  const pairs: [string, string][] = [
    ['auth_date', String(Math.floor(options.authDate.getTime() / 1000))],
    ['user', JSON.stringify(options.user)],
    ['chat_type', 'sender'],
    ['chat_instance', String(options.user.id * 7919)],
  ];
  if (options.queryId) pairs.push(['query_id', options.queryId]);
  if (options.startParam) pairs.push(['start_param', options.startParam]);
  if (options.signingKey) {
    const botId = options.botToken.split(':')[0] ?? '';
    const payload = `${botId}:WebAppData\n${checkString(pairs)}`;
    pairs.push(['signature', edSign(null, Buffer.from(payload), options.signingKey).toString('base64url')]);
  }
  const hash = createHmac('sha256', secretKey(options.botToken)).update(checkString(pairs)).digest('hex');
  pairs.push(['hash', hash]);
  return new URLSearchParams(pairs).toString();
}

/** Refuses (expired) init data signed more than `maxAgeMs` before `now`, or more than five minutes after it. */
function checkAge(authDate: Date, now: Date, maxAgeMs: number): void {
  const age = now.getTime() - authDate.getTime();
  // A small allowance for clock skew into the future, none into the past beyond the maximum age.
  if (age > maxAgeMs || age < -5 * 60 * 1000) throw new InitDataError('expired');
}

/** Validates raw init data and returns its user, or throws InitDataError. Never trusts unsigned fields. */
export function validateInitData(raw: string | null | undefined, botToken: string, now: Date, maxAgeMs = INIT_DATA_MAX_AGE_MS): ValidatedInitData {
  return validateWithSecret(raw, secretKey(botToken), now, maxAgeMs);
}

/** validateInitData with the bot token's secret already derived. */
function validateWithSecret(raw: string | null | undefined, secret: Buffer, now: Date, maxAgeMs: number): ValidatedInitData {
  if (!raw) throw new InitDataError('missing');
  if (raw.length > INIT_DATA_MAX_LENGTH) throw new InitDataError('malformed');
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(raw);
  } catch {
    throw new InitDataError('malformed');
  }
  const pairs = [...params.entries()];
  const hashes = params.getAll('hash');
  if (hashes.length !== 1 || !/^[0-9a-f]{64}$/.test(hashes[0] ?? '')) throw new InitDataError('no-hash');
  const keys = pairs.map(([key]) => key);
  if (new Set(keys).size !== keys.length) throw new InitDataError('malformed');

  const expected = createHmac('sha256', secret).update(checkString(pairs)).digest();
  const given = Buffer.from(hashes[0] ?? '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new InitDataError('bad-hash');

  const authSeconds = Number(params.get('auth_date'));
  if (!Number.isInteger(authSeconds) || authSeconds <= 0) throw new InitDataError('malformed');
  const authDate = new Date(authSeconds * 1000);
  checkAge(authDate, now, maxAgeMs);

  const userRaw = params.get('user');
  if (!userRaw) throw new InitDataError('no-user');
  let user: unknown;
  try {
    user = JSON.parse(userRaw);
  } catch {
    throw new InitDataError('malformed');
  }
  const checked = initDataUserSchema.safeParse(user);
  if (!checked.success) throw new InitDataError('no-user');
  // NUL or a lone surrogate in a name cannot be stored (issue 9): refused, and nothing is written.
  if (!isSafeJson(checked.data) || !isSafeJson(params.get('start_param'))) throw new InitDataError('malformed');
  return {
    user: checked.data,
    authDate,
    startParam: params.get('start_param'),
    queryId: params.get('query_id'),
  };
}

/** How many accepted init data strings a checker remembers (a few MB at most). */
export const INIT_DATA_CACHE_SIZE = 10_000;

/**
 * validateInitData for one bot token, remembering the strings it accepted: an app sends the same
 * init data with every call of its launch, and the signature check (two HMACs, the parse, the
 * schema) is the same for the same string and token, so it runs once per string. The age is not:
 * it is checked against `now` on every call, and a string found too old is forgotten. A string
 * that differs in any byte is a different key, checked in full; refusals are not remembered. At
 * most `size` strings, the oldest forgotten first. The token's secret is derived once.
 */
export function initDataChecker(botToken: string, size = INIT_DATA_CACHE_SIZE): (raw: string | null | undefined, now: Date) => ValidatedInitData {
  const accepted = new Map<string, ValidatedInitData>();
  const secret = secretKey(botToken);
  return (raw, now) => {
    const known = raw ? accepted.get(raw) : undefined;
    if (raw && known) {
      try {
        checkAge(known.authDate, now, INIT_DATA_MAX_AGE_MS);
      } catch (error) {
        accepted.delete(raw);
        throw error;
      }
      return known;
    }
    const validated = validateWithSecret(raw, secret, now, INIT_DATA_MAX_AGE_MS);
    if (raw) {
      if (accepted.size >= size) accepted.delete(accepted.keys().next().value ?? '');
      accepted.set(raw, validated);
    }
    return validated;
  };
}
