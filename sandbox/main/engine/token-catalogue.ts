/**
 * The sandbox's token catalogue: native coins, stablecoins, the preset tokens and enough other
 * assets to make the picker real, across TON and the five EVM chains. Generated deterministically
 * from the asset table below: the same run, the same addresses. Addresses of non-native tokens are
 * derived from a label (they are not the real contracts; the sandbox simulates the chains).
 */
import { NATIVE_TOKEN_ADDRESS, type ChainId, type EvmChainId } from '../../../domain/chains';
import { evmAddressFromLabel } from './evm-address';
import { tonJettonAddress } from './ton-address';
import { parseUnits } from './units';

export type TokenKind = 'native' | 'stable' | 'volatile';

export interface CatalogueToken {
  readonly address: string;
  readonly chainId: ChainId;
  readonly decimals: number;
  readonly name: string;
  readonly symbol: string;
  readonly kind: TokenKind;
  /** USD price at the drift's zero point, scaled by PRICE_SCALE. */
  readonly basePrice: bigint;
  /** Tokens with the same key move together (WETH with ETH, tsTON with TON). */
  readonly priceKey: string;
  /** Position in the catalogue's stable order (lower first). */
  readonly rank: number;
}

/** Prices are integers of 1e-8 USD. */
export const PRICE_DECIMALS = 8;
export const PRICE_SCALE = 10n ** BigInt(PRICE_DECIMALS);

const ALL_EVM: readonly EvmChainId[] = [1, 10, 42161, 8453, 324];

interface AssetRow {
  readonly symbol: string;
  readonly name: string;
  readonly price: string;
  readonly kind?: TokenKind;
  /** Decimals on every chain, or per chain where they differ. */
  readonly decimals: number | Partial<Record<string, number>>;
  readonly chains: readonly ChainId[];
  /** The asset whose price movement this one follows (wrapped and staked forms). */
  readonly tracks?: string;
}

// Ordered by how prominently a picker should show them; the order is the catalogue's stable order.
const ASSETS: readonly AssetRow[] = [
  { symbol: 'TON', name: 'Toncoin', price: '5.4', kind: 'native', decimals: 9, chains: ['TON'] },
  { symbol: 'ETH', name: 'Ether', price: '3200', kind: 'native', decimals: 18, chains: ALL_EVM },
  { symbol: 'USDT', name: 'Tether USD', price: '1', kind: 'stable', decimals: 6, chains: ['TON', ...ALL_EVM] },
  { symbol: 'USDC', name: 'USD Coin', price: '1', kind: 'stable', decimals: 6, chains: ALL_EVM },
  { symbol: 'DAI', name: 'Dai Stablecoin', price: '1', kind: 'stable', decimals: 18, chains: ALL_EVM },
  { symbol: 'tsTON', name: 'Tonstakers TON', price: '5.67', decimals: 9, chains: ['TON'], tracks: 'TON' },
  { symbol: 'ZRO', name: 'LayerZero', price: '3.9', decimals: 18, chains: [42161, 1, 10, 8453] },
  { symbol: 'PUNK', name: 'TON Punks', price: '0.0125', decimals: 9, chains: ['TON'] },
  { symbol: 'SWITCH', name: 'Switch', price: '0.0031', decimals: 9, chains: ['TON'] },
  { symbol: 'WETH', name: 'Wrapped Ether', price: '3200', decimals: 18, chains: ALL_EVM, tracks: 'ETH' },
  { symbol: 'WBTC', name: 'Wrapped BTC', price: '64000', decimals: 8, chains: [1, 10, 42161, 324], tracks: 'BTC' },
  { symbol: 'cbBTC', name: 'Coinbase Wrapped BTC', price: '64000', decimals: 8, chains: [1, 8453], tracks: 'BTC' },
  { symbol: 'stTON', name: 'bemo Staked TON', price: '5.61', decimals: 9, chains: ['TON'], tracks: 'TON' },
  { symbol: 'NOT', name: 'Notcoin', price: '0.0071', decimals: 9, chains: ['TON'] },
  { symbol: 'DOGS', name: 'Dogs', price: '0.00052', decimals: 9, chains: ['TON'] },
  { symbol: 'STON', name: 'STON', price: '2.85', decimals: 9, chains: ['TON'] },
  { symbol: 'HMSTR', name: 'Hamster Kombat', price: '0.0024', decimals: 9, chains: ['TON'] },
  { symbol: 'CATI', name: 'Catizen', price: '0.31', decimals: 9, chains: ['TON'] },
  { symbol: 'jUSDT', name: 'Bridged Tether USD', price: '1', kind: 'stable', decimals: 6, chains: ['TON'] },
  { symbol: 'jUSDC', name: 'Bridged USD Coin', price: '1', kind: 'stable', decimals: 6, chains: ['TON'] },
  { symbol: 'GRAM', name: 'Gram', price: '0.0046', decimals: 9, chains: ['TON'] },
  { symbol: 'REDO', name: 'Resistance Dog', price: '0.21', decimals: 9, chains: ['TON'] },
  { symbol: 'FISH', name: 'Ton Fish', price: '0.000013', decimals: 9, chains: ['TON'] },
  { symbol: 'RAFF', name: 'Raffles', price: '0.0009', decimals: 9, chains: ['TON'] },
  { symbol: 'ANON', name: 'Anon', price: '0.0018', decimals: 9, chains: ['TON'] },
  { symbol: 'BOLT', name: 'Bolt', price: '0.019', decimals: 9, chains: ['TON'] },
  { symbol: 'JETTON', name: 'JetTon', price: '0.095', decimals: 9, chains: ['TON'] },
  { symbol: 'UTYA', name: 'Utya', price: '0.0062', decimals: 9, chains: ['TON'] },
  { symbol: 'DUREV', name: 'Durev', price: '0.047', decimals: 9, chains: ['TON'] },
  { symbol: 'MAJOR', name: 'Major', price: '0.18', decimals: 9, chains: ['TON'] },
  { symbol: 'CATS', name: 'Cats', price: '0.000011', decimals: 9, chains: ['TON'] },
  { symbol: 'X', name: 'X Empire', price: '0.00009', decimals: 9, chains: ['TON'] },
  { symbol: 'TONNEL', name: 'Tonnel Network', price: '0.72', decimals: 9, chains: ['TON'] },
  { symbol: 'ARB', name: 'Arbitrum', price: '0.78', decimals: 18, chains: [42161, 1] },
  { symbol: 'OP', name: 'Optimism', price: '1.85', decimals: 18, chains: [10, 1] },
  { symbol: 'ZK', name: 'ZKsync', price: '0.14', decimals: 18, chains: [324] },
  { symbol: 'LINK', name: 'Chainlink', price: '14.2', decimals: 18, chains: ALL_EVM },
  { symbol: 'UNI', name: 'Uniswap', price: '8.1', decimals: 18, chains: ALL_EVM },
  { symbol: 'AAVE', name: 'Aave', price: '152', decimals: 18, chains: ALL_EVM },
  { symbol: 'wstETH', name: 'Wrapped liquid staked Ether', price: '3750', decimals: 18, chains: ALL_EVM, tracks: 'ETH' },
  { symbol: 'rETH', name: 'Rocket Pool ETH', price: '3560', decimals: 18, chains: [1, 10, 42161, 8453], tracks: 'ETH' },
  { symbol: 'cbETH', name: 'Coinbase Wrapped Staked ETH', price: '3420', decimals: 18, chains: [1, 8453], tracks: 'ETH' },
  { symbol: 'weETH', name: 'Wrapped eETH', price: '3330', decimals: 18, chains: [1, 42161, 8453], tracks: 'ETH' },
  { symbol: 'ezETH', name: 'Renzo Restaked ETH', price: '3290', decimals: 18, chains: [1, 42161, 8453], tracks: 'ETH' },
  { symbol: 'LDO', name: 'Lido DAO', price: '1.7', decimals: 18, chains: [1, 10, 42161] },
  { symbol: 'CRV', name: 'Curve DAO', price: '0.41', decimals: 18, chains: [1, 10, 42161, 8453] },
  { symbol: 'SNX', name: 'Synthetix', price: '1.95', decimals: 18, chains: [1, 10, 8453] },
  { symbol: 'MKR', name: 'Maker', price: '2100', decimals: 18, chains: [1] },
  { symbol: 'COMP', name: 'Compound', price: '52', decimals: 18, chains: [1, 8453] },
  { symbol: 'GMX', name: 'GMX', price: '27', decimals: 18, chains: [42161] },
  { symbol: 'PENDLE', name: 'Pendle', price: '4.6', decimals: 18, chains: [1, 10, 42161, 8453] },
  { symbol: 'MAGIC', name: 'Magic', price: '0.44', decimals: 18, chains: [42161] },
  { symbol: 'RDNT', name: 'Radiant', price: '0.07', decimals: 18, chains: [42161] },
  { symbol: 'GRT', name: 'The Graph', price: '0.19', decimals: 18, chains: [1, 42161] },
  { symbol: 'SUSHI', name: 'SushiSwap', price: '0.82', decimals: 18, chains: [1, 10, 42161] },
  { symbol: 'BAL', name: 'Balancer', price: '2.3', decimals: 18, chains: [1, 10, 42161, 8453] },
  { symbol: 'STG', name: 'Stargate', price: '0.36', decimals: 18, chains: [1, 10, 42161, 8453] },
  { symbol: 'FRAX', name: 'Frax', price: '1', kind: 'stable', decimals: 18, chains: [1, 10, 42161] },
  { symbol: 'LUSD', name: 'Liquity USD', price: '1', kind: 'stable', decimals: 18, chains: [1, 10, 42161] },
  { symbol: 'USDe', name: 'Ethena USDe', price: '1', kind: 'stable', decimals: 18, chains: [1, 42161, 8453, 10] },
  { symbol: 'GHO', name: 'Gho Token', price: '1', kind: 'stable', decimals: 18, chains: [1, 42161] },
  { symbol: 'PYUSD', name: 'PayPal USD', price: '1', kind: 'stable', decimals: 6, chains: [1] },
  { symbol: 'crvUSD', name: 'Curve.Fi USD', price: '1', kind: 'stable', decimals: 18, chains: [1, 42161, 10] },
  { symbol: 'EURC', name: 'Euro Coin', price: '1.08', decimals: 6, chains: [1, 8453] },
  { symbol: 'ENA', name: 'Ethena', price: '0.58', decimals: 18, chains: [1, 42161] },
  { symbol: 'EIGEN', name: 'Eigen', price: '3.1', decimals: 18, chains: [1] },
  { symbol: 'ETHFI', name: 'ether.fi', price: '1.6', decimals: 18, chains: [1, 42161] },
  { symbol: 'PEPE', name: 'Pepe', price: '0.0000098', decimals: 18, chains: [1, 42161] },
  { symbol: 'SHIB', name: 'Shiba Inu', price: '0.000018', decimals: 18, chains: [1] },
  { symbol: 'MOG', name: 'Mog Coin', price: '0.0000015', decimals: 18, chains: [1, 8453] },
  { symbol: 'AERO', name: 'Aerodrome', price: '0.95', decimals: 18, chains: [8453] },
  { symbol: 'DEGEN', name: 'Degen', price: '0.0071', decimals: 18, chains: [8453] },
  { symbol: 'BRETT', name: 'Brett', price: '0.098', decimals: 18, chains: [8453] },
  { symbol: 'TOSHI', name: 'Toshi', price: '0.00041', decimals: 18, chains: [8453] },
  { symbol: 'VELO', name: 'Velodrome', price: '0.11', decimals: 18, chains: [10] },
  { symbol: 'ENS', name: 'Ethereum Name Service', price: '22', decimals: 18, chains: [1] },
  { symbol: 'POL', name: 'Polygon Ecosystem Token', price: '0.41', decimals: 18, chains: [1] },
  { symbol: '1INCH', name: '1inch', price: '0.33', decimals: 18, chains: [1, 42161, 10, 8453] },
  { symbol: 'YFI', name: 'yearn.finance', price: '6200', decimals: 18, chains: [1, 10, 42161] },
  { symbol: 'RPL', name: 'Rocket Pool', price: '11.5', decimals: 18, chains: [1, 42161] },
  { symbol: 'APE', name: 'ApeCoin', price: '0.92', decimals: 18, chains: [1] },
  { symbol: 'BLUR', name: 'Blur', price: '0.21', decimals: 18, chains: [1] },
  { symbol: 'SAFE', name: 'Safe', price: '0.68', decimals: 18, chains: [1, 42161] },
  { symbol: 'RNDR', name: 'Render Token', price: '5.1', decimals: 18, chains: [1] },
  { symbol: 'FET', name: 'Fetch.ai', price: '1.05', decimals: 18, chains: [1] },
  { symbol: 'IMX', name: 'Immutable X', price: '1.25', decimals: 18, chains: [1] },
  { symbol: 'SAND', name: 'The Sandbox', price: '0.29', decimals: 18, chains: [1] },
  { symbol: 'MANA', name: 'Decentraland', price: '0.31', decimals: 18, chains: [1] },
  { symbol: 'LRC', name: 'Loopring', price: '0.15', decimals: 18, chains: [1, 42161] },
  { symbol: 'DYDX', name: 'dYdX', price: '1.02', decimals: 18, chains: [1] },
  { symbol: 'CVX', name: 'Convex Finance', price: '2.4', decimals: 18, chains: [1, 42161] },
  { symbol: 'FXS', name: 'Frax Share', price: '1.9', decimals: 18, chains: [1, 42161] },
  { symbol: 'SPELL', name: 'Spell Token', price: '0.00058', decimals: 18, chains: [1, 42161] },
  { symbol: 'JOE', name: 'Joe Token', price: '0.36', decimals: 18, chains: [42161] },
  { symbol: 'WLD', name: 'Worldcoin', price: '2.05', decimals: 18, chains: [1, 10] },
  { symbol: 'tBTC', name: 'tBTC v2', price: '64000', decimals: 18, chains: [1, 10, 42161, 8453], tracks: 'BTC' },
  { symbol: 'USDS', name: 'USDS Stablecoin', price: '1', kind: 'stable', decimals: 18, chains: [1, 8453] },
  { symbol: 'sUSDe', name: 'Staked USDe', price: '1.11', decimals: 18, chains: [1, 42161, 8453] },
  { symbol: 'VIRTUAL', name: 'Virtual Protocol', price: '1.4', decimals: 18, chains: [8453] },
  { symbol: 'WELL', name: 'Moonwell', price: '0.041', decimals: 18, chains: [8453, 10] },
  { symbol: 'EXTRA', name: 'Extra Finance', price: '0.09', decimals: 18, chains: [10, 8453] },
  { symbol: 'HOLD', name: 'HoldStation', price: '2.2', decimals: 18, chains: [324] },
  { symbol: 'ZF', name: 'zkSwap Finance', price: '0.006', decimals: 18, chains: [324] },
  { symbol: 'KOI', name: 'Koi', price: '0.012', decimals: 18, chains: [324] },
];

function decimalsOf(row: AssetRow, chainId: ChainId): number {
  if (typeof row.decimals === 'number') return row.decimals;
  const value = row.decimals[String(chainId)];
  if (value === undefined) throw new Error(`no decimals for ${row.symbol} on ${String(chainId)}`);
  return value;
}

function addressOf(row: AssetRow, chainId: ChainId): string {
  if (row.kind === 'native') return chainId === 'TON' ? NATIVE_TOKEN_ADDRESS.ton : NATIVE_TOKEN_ADDRESS.evm;
  return chainId === 'TON' ? tonJettonAddress(row.symbol) : evmAddressFromLabel(`sandbox-token:${String(chainId)}:${row.symbol}`);
}

function priceOf(row: AssetRow): bigint {
  const parsed = parseUnits(row.price, PRICE_DECIMALS);
  if (!parsed.ok) throw new Error(`bad price for ${row.symbol}`);
  return parsed.units;
}

function build(): readonly CatalogueToken[] {
  const tokens: CatalogueToken[] = [];
  for (const row of ASSETS) {
    for (const chainId of row.chains) {
      tokens.push({
        address: addressOf(row, chainId),
        chainId,
        decimals: decimalsOf(row, chainId),
        name: row.name,
        symbol: row.symbol,
        kind: row.kind ?? 'volatile',
        basePrice: priceOf(row),
        priceKey: row.tracks ?? row.symbol,
        rank: tokens.length,
      });
    }
  }
  return tokens;
}

export const TOKEN_CATALOGUE: readonly CatalogueToken[] = build();

const chainKey = (chainId: ChainId): string => String(chainId);
// EVM addresses compare case-insensitively; TON user-friendly addresses are case-sensitive base64.
const addressKey = (chainId: ChainId, address: string): string => `${chainKey(chainId)}|${chainId === 'TON' ? address : address.toLowerCase()}`;

const BY_ADDRESS = new Map(TOKEN_CATALOGUE.map((token) => [addressKey(token.chainId, token.address), token]));

export function findToken(chainId: ChainId, address: string): CatalogueToken | undefined {
  return BY_ADDRESS.get(addressKey(chainId, address));
}

export function tokensOnChain(chainId: ChainId): readonly CatalogueToken[] {
  return TOKEN_CATALOGUE.filter((token) => token.chainId === chainId);
}

export function tokensBySymbol(symbol: string): readonly CatalogueToken[] {
  const wanted = symbol.toLowerCase();
  return TOKEN_CATALOGUE.filter((token) => token.symbol.toLowerCase() === wanted);
}

export function tokenBySymbol(chainId: ChainId, symbol: string): CatalogueToken | undefined {
  return TOKEN_CATALOGUE.find((token) => token.chainId === chainId && token.symbol === symbol);
}

/** Like tokenBySymbol, for tokens the sandbox cannot run without. */
export function requireToken(chainId: ChainId, symbol: string): CatalogueToken {
  const token = tokenBySymbol(chainId, symbol);
  if (!token) throw new Error(`catalogue lacks ${symbol} on ${String(chainId)}`);
  return token;
}

export function nativeToken(chainId: ChainId): CatalogueToken {
  const token = TOKEN_CATALOGUE.find((candidate) => candidate.chainId === chainId && candidate.kind === 'native');
  if (!token) throw new Error(`no native coin on ${String(chainId)}`);
  return token;
}

/** The stable coins the stable-coin list shows (seed 001: copy trade allows only USDT, USDC, DAI and ETH). */
export const LISTED_STABLECOINS = ['USDT', 'USDC', 'DAI'] as const;
