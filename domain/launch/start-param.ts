/**
 * The launch start parameter (seed 000 §2, seed 001 alliances): a dash-separated list of
 * key-value pairs that preselects a swap or names an alliance to join.
 *
 * Grammar (docs/decisions/launch-and-messenger.md, "Start parameter"). The messenger only carries A-Z a-z 0-9 _ - and at
 * most 512 characters, so base64 token addresses travel as unpadded base64url:
 *
 *   startParam := utm | pair ('-' pair)*
 *   utm        := base64url of a tracked link's JSON (utm.ts; it starts 'eyJ', never a key)
 *   pair       := key '-' value
 *   swapFrom, swapTo : base64url of the token address (ASCII); the value may itself contain '-'
 *   chainId          : 'TON' or the decimal chain id, one of the supported chains
 *   alliance         : an alliance name, [A-Za-z0-9_]{3,32}
 *   ref              : a referral code, [A-Za-z0-9_]{1,64} (MINING.md "Referrals": the invite link's
 *                      startapp=ref-<code>), handed to the mining record's creation
 *
 *   e.g. swapFrom-VE9O-swapTo-MHg5NGIw...-chainId-TON-alliance-punks
 *
 * Because base64url uses '-', a value runs until the next token that is a known key; the first
 * token after a key is always its value (so an alliance may be called 'chainId'). A swap needs all
 * three of swapFrom, swapTo and chainId. Whatever cannot be read (an unknown key and the tokens
 * after it, a missing or bad value, a duplicate key, an incomplete swap) is collected in
 * `rejected` for logging; parsing never throws.
 */
import { isChainId, type ChainId } from '../chains';
import { decodeBase64Url, encodeBase64Url } from './base64url';

export const START_PARAM_MAX_LENGTH = 512;
const START_PARAM_PATTERN = /^[A-Za-z0-9_-]+$/;

/** What the messenger allows in a start parameter: its alphabet, at most 512 characters ('' is none). */
export function isStartParamShape(raw: string): boolean {
  return typeof raw === 'string' && raw.length <= START_PARAM_MAX_LENGTH && (raw === '' || START_PARAM_PATTERN.test(raw));
}
const KEYS = ['swapFrom', 'swapTo', 'chainId', 'alliance', 'ref'] as const;
type Key = (typeof KEYS)[number];

/** Token addresses: EVM hex, TON friendly (base64/base64url) or raw (0:hex), or 'TON'. */
const ADDRESS_PATTERN = /^[A-Za-z0-9:_+/=.-]{1,128}$/;
const ALLIANCE_NAME_PATTERN = /^[A-Za-z0-9_]{3,32}$/;
const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9_]{1,64}$/;

export function isAllianceName(value: unknown): value is string {
  return typeof value === 'string' && ALLIANCE_NAME_PATTERN.test(value);
}

export interface StartSwap {
  readonly from: string;
  readonly to: string;
  readonly chainId: ChainId;
}

export interface StartParam {
  readonly swap?: StartSwap;
  readonly alliance?: string;
  /** The inviter's referral code (invite links carry `ref-<code>`). */
  readonly ref?: string;
  /** A tracked link's tag (utm.ts): the whole parameter is its base64url JSON. */
  readonly utm?: UtmTag;
  /** Pieces of the parameter that could not be read, as they arrived (for logging only). */
  readonly rejected: readonly string[];
}

interface Segment {
  readonly key: string;
  readonly parts: string[];
}

const isKey = (token: string): token is Key => (KEYS as readonly string[]).includes(token);

function segmentsOf(raw: string): Segment[] {
  const segments: Segment[] = [];
  for (const token of raw.split('-')) {
    const current = segments[segments.length - 1];
    const awaitingValue = current !== undefined && isKey(current.key) && current.parts.length === 0;
    if (current === undefined || (isKey(token) && !awaitingValue)) segments.push({ key: token, parts: [] });
    else current.parts.push(token);
  }
  return segments;
}

const segmentText = (segment: Segment): string => [segment.key, ...segment.parts].join('-');

function readAddress(parts: readonly string[]): string | null {
  if (parts.length === 0) return null;
  const decoded = decodeBase64Url(parts.join('-'));
  return decoded !== null && ADDRESS_PATTERN.test(decoded) ? decoded : null;
}

function readChainId(parts: readonly string[]): ChainId | null {
  const [value, ...extra] = parts;
  if (value === undefined || extra.length > 0) return null;
  if (value === 'TON') return 'TON';
  if (!/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return isChainId(id) ? id : null;
}

/** A single-token value matching `pattern` (an alliance name, a referral code). */
function readWord(parts: readonly string[], pattern: RegExp): string | null {
  const [value, ...extra] = parts;
  return value !== undefined && extra.length === 0 && pattern.test(value) ? value : null;
}

type ReadValues = { swapFrom?: string; swapTo?: string; chainId?: ChainId; alliance?: string; ref?: string };

/** Stores the value of one pair in `read`; false when the value cannot be read. */
function readValue(read: ReadValues, key: Key, parts: readonly string[]): boolean {
  if (key === 'chainId') {
    const chainId = readChainId(parts);
    if (chainId !== null) read.chainId = chainId;
    return chainId !== null;
  }
  const value = key === 'alliance' ? readWord(parts, ALLIANCE_NAME_PATTERN) : key === 'ref' ? readWord(parts, REFERRAL_CODE_PATTERN) : readAddress(parts);
  if (value !== null) read[key] = value;
  return value !== null;
}

/*
 * The tracking start parameter of links into the product's bot (seed 001 §2 "Banners": trade
 * buttons carry base64 JSON of utm_source, utm_medium and utm_content, plus invite_contest true
 * for the contest). The JSON travels as unpadded base64url, and each value is a short word of the
 * messenger's alphabet (with '.'), so the JSON is ASCII and its length bounded; parseStartParam
 * reads it back. (In this module rather than its own: a module shared by two lazy chunks becomes
 * a chunk of its own, which the home's first load names.)
 */
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
  return encoded !== null && encoded.length <= START_PARAM_MAX_LENGTH ? encoded : null;
}

const UTM_KEYS = new Set(['utm_source', 'utm_medium', 'utm_content', 'invite_contest']);

/** The tag a whole start parameter carries, or null when it is not one (never throws). */
export function parseUtmStartParam(raw: string): UtmTag | null {
  if (raw.length > START_PARAM_MAX_LENGTH) return null;
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

export function parseStartParam(raw: string | null | undefined): StartParam {
  if (typeof raw !== 'string' || raw === '') return { rejected: [] };
  if (!isStartParamShape(raw)) {
    return { rejected: [raw.slice(0, START_PARAM_MAX_LENGTH)] };
  }
  // A tracked link's parameter is one base64url JSON; no key-value list decodes to one.
  const utm = parseUtmStartParam(raw);
  if (utm !== null) return { utm, rejected: [] };
  const rejected: string[] = [];
  const read: ReadValues = {};
  const readText: Partial<Record<Key, string>> = {};
  for (const segment of segmentsOf(raw)) {
    const text = segmentText(segment);
    const key = segment.key;
    if (!isKey(key) || readText[key] !== undefined) {
      rejected.push(text);
      continue;
    }
    const accepted = readValue(read, key, segment.parts);
    if (accepted) readText[key] = text;
    else rejected.push(text);
  }
  const result: { swap?: StartSwap; alliance?: string; ref?: string; rejected: string[] } = { rejected };
  if (read.swapFrom !== undefined && read.swapTo !== undefined && read.chainId !== undefined) {
    result.swap = { from: read.swapFrom, to: read.swapTo, chainId: read.chainId };
  } else {
    // Part of a swap is not a swap: report the pieces that arrived without their partners.
    for (const key of ['swapFrom', 'swapTo', 'chainId'] as const) {
      const text = readText[key];
      if (text !== undefined) rejected.push(text);
    }
  }
  if (read.alliance !== undefined) result.alliance = read.alliance;
  if (read.ref !== undefined) result.ref = read.ref;
  return result;
}

/**
 * Builds a start parameter, or null when the input cannot travel as one: an address outside the
 * address alphabet, an unsupported chain, a bad alliance name, more than 512 characters, or (for
 * a vanishingly rare address) an encoding that would read back differently.
 */
export function formatStartParam(input: { readonly swap?: StartSwap | undefined; readonly alliance?: string | undefined }): string | null {
  const pairs: string[] = [];
  if (input.swap) {
    const { from, to, chainId } = input.swap;
    if (!ADDRESS_PATTERN.test(from) || !ADDRESS_PATTERN.test(to) || !isChainId(chainId)) return null;
    const fromEncoded = encodeBase64Url(from);
    const toEncoded = encodeBase64Url(to);
    if (fromEncoded === null || toEncoded === null) return null;
    pairs.push(`swapFrom-${fromEncoded}`, `swapTo-${toEncoded}`, `chainId-${String(chainId)}`);
  }
  if (input.alliance !== undefined) {
    if (!isAllianceName(input.alliance)) return null;
    pairs.push(`alliance-${input.alliance}`);
  }
  const formatted = pairs.join('-');
  if (formatted.length > START_PARAM_MAX_LENGTH) return null;
  const back = parseStartParam(formatted);
  const same =
    back.rejected.length === 0 &&
    back.alliance === input.alliance &&
    back.swap?.from === input.swap?.from &&
    back.swap?.to === input.swap?.to &&
    back.swap?.chainId === input.swap?.chainId;
  return same ? formatted : null;
}
