/**
 * The preset swap pair. Default: TON -> PUNK, the community memecoin (docs/decisions/swap.md "Preset
 * swap pairs"). Every pair served obeys the domain's pair rule (domain/swap/pair-rules.ts: a TON
 * token faces only TON tokens), whatever the start parameter or a stored preset says. A launch start parameter may
 * choose another pair: a dash-separated list of key-value pairs in which swapFrom and swapTo carry
 * base64 token addresses and chainId the EVM chain, or preset carries the id /createPresetSwap
 * returned. Parsing is lenient and never fails: anything it cannot resolve gives the default.
 */
import { randomBytes } from 'node:crypto';
import { isChainId, type ChainId } from '../../../domain/chains';
import { isTokenAllowed } from '../../../domain/swap/pair-rules';
import { isEvmAddressShape } from './evm-address';
import { chainIdFromText, chainIdText, type Queryable } from './ledger';
import { findToken, requireToken, TOKEN_CATALOGUE, type CatalogueToken } from './token-catalogue';
import { parseTonAddress } from './ton-address';

export interface PresetPair {
  readonly from: CatalogueToken;
  readonly to: CatalogueToken;
}

export function defaultPresetPair(): PresetPair {
  return { from: requireToken('TON', 'TON'), to: requireToken('TON', 'PUNK') };
}

/** The pair rule of the swap form: two different tokens that may face each other. */
export function isAllowedPair(pair: PresetPair): boolean {
  return pair.from !== pair.to && isTokenAllowed(pair.to, pair.from);
}

/** The preset tokens of the specification (seed 000, section 9); PUNK is the community memecoin. */
export const PRESET_TOKENS: readonly CatalogueToken[] = [
  requireToken('TON', 'TON'),
  requireToken('TON', 'tsTON'),
  requireToken(42161, 'USDT'),
  requireToken(42161, 'ZRO'),
  requireToken('TON', 'PUNK'),
];

type Key = 'swapfrom' | 'swapto' | 'chainid' | 'preset';

/**
 * Splits "swapFrom_<b64>-swapTo_<b64>-chainId_42161" into its pairs. Key and value may be joined
 * by '_', '=' or ':'. A fragment that starts with no known key is glued back onto the previous
 * value, because base64url values may themselves contain '-'.
 */
export function parseStartParam(startParam: string): Partial<Record<Key, string>> {
  const pairs: Partial<Record<Key, string>> = {};
  let current: Key | null = null;
  for (const fragment of startParam.split('-')) {
    const match = /^(swapfrom|swapto|chainid|preset)[_=:]?(.*)$/is.exec(fragment);
    const key = match?.[1]?.toLowerCase() as Key | undefined;
    if (match && key) {
      current = key;
      pairs[current] = match[2] ?? '';
    } else if (current) {
      // The app's own form puts key and value in separate fragments ("swapFrom-<b64>"): an empty
      // value takes the fragment as is, a non-empty one was cut at a '-' of base64url.
      const value = pairs[current] ?? '';
      pairs[current] = value === '' ? fragment : `${value}-${fragment}`;
    }
  }
  return pairs;
}

function looksLikeAddress(text: string): boolean {
  return text === 'TON' || isEvmAddressShape(text) || parseTonAddress(text) !== null;
}

function decodeOne(value: string): string | null {
  if (looksLikeAddress(value)) return value;
  const decoded = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8').trim();
  return looksLikeAddress(decoded) ? decoded : null;
}

/**
 * A token address as carried in a start parameter: base64 (either alphabet) of the address, or
 * the address itself. When unrelated pairs were glued onto the value, shorter prefixes are tried.
 */
export function decodeTokenAddress(value: string): string | null {
  const fragments = value.split('-');
  for (let count = fragments.length; count >= 1; count--) {
    const decoded = decodeOne(fragments.slice(0, count).join('-'));
    if (decoded) return decoded;
  }
  return null;
}

function resolveToken(address: string, chainId: ChainId | null): CatalogueToken | undefined {
  if (address === 'TON' || parseTonAddress(address)) return findToken('TON', address);
  if (chainId !== null && chainId !== 'TON') return findToken(chainId, address);
  // No chain given: the first catalogue token at that address (natives share the zero address).
  return TOKEN_CATALOGUE.find((token) => token.chainId !== 'TON' && token.address.toLowerCase() === address.toLowerCase());
}

function chainOf(value: string | undefined): ChainId | null {
  if (value === undefined) return null;
  const candidate = value === 'TON' ? 'TON' : Number(value);
  return isChainId(candidate) ? candidate : null;
}

export async function presetPairFor(q: Queryable, startParam: string | undefined): Promise<PresetPair> {
  const fallback = defaultPresetPair();
  if (!startParam) return fallback;
  const pairs = parseStartParam(startParam);
  if (pairs.preset) {
    const stored = await findPresetSwap(q, pairs.preset.split('-')[0] ?? '');
    if (stored && isAllowedPair(stored)) return stored;
  }
  const chainId = chainOf(pairs.chainid?.split('-')[0]);
  const fromAddress = pairs.swapfrom ? decodeTokenAddress(pairs.swapfrom) : null;
  const toAddress = pairs.swapto ? decodeTokenAddress(pairs.swapto) : null;
  const from = fromAddress ? resolveToken(fromAddress, chainId) : undefined;
  const to = toAddress ? resolveToken(toAddress, chainId) : undefined;
  // One side given is still a choice: keep the default for the other, unless the two could not
  // face each other in a swap (the same token, or TON facing another chain).
  const pair = { from: from ?? fallback.from, to: to ?? fallback.to };
  if (!from && !to) return fallback;
  return isAllowedPair(pair) ? pair : fallback;
}

export async function storePresetSwap(q: Queryable, userId: number, pair: PresetPair, now: Date): Promise<string> {
  // Letters and digits only, so the id fits a messenger start parameter as is.
  const id = randomBytes(9).toString('base64url').replace(/[-_]/g, 'x');
  await q.query(
    `insert into wallet_preset_swaps (id, user_id, from_chain_id, from_address, to_chain_id, to_address, created_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [id, userId, chainIdText(pair.from.chainId), pair.from.address, chainIdText(pair.to.chainId), pair.to.address, now.toISOString()],
  );
  return id;
}

export async function findPresetSwap(q: Queryable, id: string): Promise<PresetPair | null> {
  const result = await q.query<{ from_chain_id: string; from_address: string; to_chain_id: string; to_address: string }>(
    'select from_chain_id, from_address, to_chain_id, to_address from wallet_preset_swaps where id = $1',
    [id],
  );
  const row = result.rows[0];
  if (!row) return null;
  const from = findToken(chainIdFromText(row.from_chain_id), row.from_address);
  const to = findToken(chainIdFromText(row.to_chain_id), row.to_address);
  return from && to ? { from, to } : null;
}
