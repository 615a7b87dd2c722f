/**
 * The two TON routing tools (seed 000 §5, §9; PRODUCT.md "TON gas minimum per routing tool"): a
 * first tool and its second version. Each needs a minimum of TON held for gas, and the same figure
 * is the reserve kept back by the max button when swapping TON. One table, used by the max amount,
 * the confirm check and (through the keys) the sandbox's quotes.
 */
import Big from 'big.js';

export interface TonRoutingTool {
  /** The key the quote carries in transactions[].viaTool.key (and as the provider). */
  readonly key: string;
  /** TON that must be held for gas, in whole TON. */
  readonly minGasTon: string;
}

export const TON_ROUTING_TOOLS = {
  first: { key: 'stonfi', minGasTon: '0.22' },
  second: { key: 'stonfi_v2', minGasTon: '0.3' },
} as const satisfies Record<string, TonRoutingTool>;

const BY_KEY: ReadonlyMap<string, TonRoutingTool> = new Map(Object.values(TON_ROUTING_TOOLS).map((tool) => [tool.key, tool]));

/**
 * The minimum TON for gas of a routing tool. Before a quote names the tool, the first tool's figure
 * applies; a key we do not know gets the larger figure, so an unknown tool never lets a swap
 * through that a known one would block.
 */
export function tonGasMinimum(toolKey: string | null | undefined): Big {
  if (toolKey === null || toolKey === undefined) return new Big(TON_ROUTING_TOOLS.first.minGasTon);
  const tool = BY_KEY.get(toolKey);
  return new Big(tool ? tool.minGasTon : TON_ROUTING_TOOLS.second.minGasTon);
}

/** seed 000 §9: the lower end of the gas range a TON swap shows (either tool). */
export const TON_SWAP_GAS_DISPLAY_MIN = '0.08';

/**
 * The gas a TON swap shows (seed 000 §9): a range, because the tool spends what the route needs and
 * returns the rest, from 0.08 TON to the tool's minimum (0.22, or 0.3 for the second tool).
 */
export function tonSwapGasRange(toolKey: string | null | undefined): { readonly min: string; readonly max: string } {
  return { min: TON_SWAP_GAS_DISPLAY_MIN, max: tonGasMinimum(toolKey).toFixed() };
}

/**
 * The TON swap's gas as a line ("0.08 – 0.22 TON"): the swap screen's quote, and a TON swap task's
 * network fee (seed 001 §9 "TON about the TON swap fee"), before a quote names the tool.
 */
export function tonSwapGasText(toolKey: string | null | undefined): string {
  const range = tonSwapGasRange(toolKey);
  return `${range.min} – ${range.max} TON`;
}
