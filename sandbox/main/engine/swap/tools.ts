/**
 * The tools a route goes through: one exchange per EVM chain, two bridges, and the two versions of
 * the TON exchange (seed 000 §5: the TON gas reserve depends on which version routes the swap).
 * Names are the sandbox's own; logos are drawn here and served by the main API at
 * /assets/tools/<key>.svg without authentication (an <img> cannot send init data).
 */
import type { z } from 'zod';
import { TON_ROUTING_TOOLS } from '../../../../domain/swap/ton-tools';
import type { routeToolSchema } from '../../../../adapters/http/contract/main';

export const TOOL_KEYS = ['uniswap', 'velodrome', 'camelot', 'aerodrome', 'syncswap', 'stargate', 'across', 'stonfi', 'stonfi_v2'] as const;
export type ToolKey = (typeof TOOL_KEYS)[number];
export type TonToolKey = (typeof TON_ROUTING_TOOLS)[keyof typeof TON_ROUTING_TOOLS]['key'];
export const TON_TOOL_KEYS: readonly TonToolKey[] = [TON_ROUTING_TOOLS.first.key, TON_ROUTING_TOOLS.second.key];

interface ToolInfo {
  readonly name: string;
  /** Initials drawn on the logo. */
  readonly mark: string;
  /** Hue of the logo (HSL degrees). */
  readonly hue: number;
}

export const TOOLS: Readonly<Record<ToolKey, ToolInfo>> = {
  uniswap: { name: 'Uniswap', mark: 'UNI', hue: 325 },
  velodrome: { name: 'Velodrome', mark: 'VE', hue: 5 },
  camelot: { name: 'Camelot', mark: 'CA', hue: 35 },
  aerodrome: { name: 'Aerodrome', mark: 'AE', hue: 220 },
  syncswap: { name: 'SyncSwap', mark: 'SY', hue: 260 },
  stargate: { name: 'Stargate', mark: 'ST', hue: 190 },
  across: { name: 'Across', mark: 'AC', hue: 150 },
  stonfi: { name: 'STON.fi', mark: 'S1', hue: 205 },
  stonfi_v2: { name: 'STON.fi v2', mark: 'S2', hue: 240 },
};

export function isToolKey(value: string): value is ToolKey {
  return (TOOL_KEYS as readonly string[]).includes(value);
}

export function isTonToolKey(value: string): value is TonToolKey {
  return (TON_TOOL_KEYS as readonly string[]).includes(value);
}

export const TOOL_LOGO_PREFIX = '/assets/tools/';

export function toolLogoPath(key: ToolKey): string {
  return `${TOOL_LOGO_PREFIX}${key}.svg`;
}

export type WireTool = z.input<typeof routeToolSchema>;

/** A tool as the wire contract shapes it; the logo points at the server the request reached. */
export function wireTool(key: ToolKey, origin: string): WireTool {
  return { key, name: TOOLS[key].name, logoURI: `${origin}${toolLogoPath(key)}` };
}

/** A rounded square (token logos are circles, so a tool never looks like a coin). */
export function toolLogoSvg(key: ToolKey): string {
  const { mark, hue } = TOOLS[key];
  const fontSize = mark.length >= 3 ? 20 : 26;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">',
    `<rect width="64" height="64" rx="16" fill="hsl(${hue} 60% 42%)"/>`,
    `<text x="32" y="32" dy="0.35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${fontSize}" fill="#ffffff">${mark}</text>`,
    '</svg>',
  ].join('');
}
