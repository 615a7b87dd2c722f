/**
 * The tracking start parameter of links into the product's bot (seed 001 §2 "Banners": trade
 * buttons carry base64 JSON of utm_source, utm_medium and utm_content, plus invite_contest true
 * for the contest). The messenger carries at most 512 characters of A-Z a-z 0-9 _ -, so the JSON
 * travels as unpadded base64url, and each value is a short word of the same alphabet (with '.'), so
 * the JSON is ASCII and its length bounded. parseStartParam (start-param.ts) reads it back.
 */
import { decodeBase64Url, encodeBase64Url } from './base64url';

export interface UtmTag {
  /** Where the visit comes from ('switch_wallet'). */
  readonly source: string;
  /** The kind of placement ('banner'). */
  readonly medium: string;
  /** Which placement ('deposit-punk'). */
  readonly content: string;
  /** Only the invite-contest banner's links say so. */
  readonly inviteContest?: true;
}

const UTM_VALUE = /^[A-Za-z0-9_.-]{1,64}$/;
const UTM_PARAM_MAX_LENGTH = 512;

export const isUtmValue = (value: unknown): value is string => typeof value === 'string' && UTM_VALUE.test(value);

/** The start parameter for a tag, or null when a value is not a short word or it would not fit. */
export function formatUtmStartParam(tag: UtmTag): string | null {
  if (!isUtmValue(tag.source) || !isUtmValue(tag.medium) || !isUtmValue(tag.content)) return null;
  const json = JSON.stringify({
    utm_source: tag.source,
    utm_medium: tag.medium,
    utm_content: tag.content,
    ...(tag.inviteContest === true ? { invite_contest: true } : {}),
  });
  const encoded = encodeBase64Url(json);
  return encoded !== null && encoded.length <= UTM_PARAM_MAX_LENGTH ? encoded : null;
}

const UTM_KEYS = new Set(['utm_source', 'utm_medium', 'utm_content', 'invite_contest']);

/** The tag a whole start parameter carries, or null when it is not one (never throws). */
export function parseUtmStartParam(raw: string): UtmTag | null {
  if (raw.length > UTM_PARAM_MAX_LENGTH) return null;
  const json = decodeBase64Url(raw);
  if (json === null || !json.startsWith('{')) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  if (!Object.keys(record).every((key) => UTM_KEYS.has(key))) return null;
  const { utm_source: source, utm_medium: medium, utm_content: content, invite_contest: inviteContest } = record;
  if (!isUtmValue(source) || !isUtmValue(medium) || !isUtmValue(content)) return null;
  if (inviteContest !== undefined && inviteContest !== true) return null;
  return inviteContest === true ? { source, medium, content, inviteContest } : { source, medium, content };
}
