/**
 * A route plan as the wire contract's quote (quoteSchema): amounts in smallest units, USD values
 * and step amounts as decimals, logos pointing at the server the request reached.
 */
import type { z } from 'zod';
import type { quoteSchema } from '../../../../adapters/http/contract/main';
import { formatUsd, priceAt, usdValue } from '../prices';
import type { CatalogueToken } from '../token-catalogue';
import { formatUnits } from '../units';
import { logoUri, wireToken } from '../wire';
import { IMPACT_DECIMALS, impactPercentScaled } from './pools';
import type { PlannedStep, RoutePlan } from './router';
import { wireTool } from './tools';

export type WireQuote = z.input<typeof quoteSchema>;

export interface QuoteContext {
  readonly routeId: string;
  readonly expiresAt: Date;
  readonly nowMs: number;
  /** Origin of the request ("http://127.0.0.1:5181"). */
  readonly origin: string;
  /** What the account holds of each gas coin, in smallest units. */
  readonly held: ReadonlyMap<CatalogueToken, bigint>;
}

const usdOf = (token: CatalogueToken, units: bigint, nowMs: number): bigint => usdValue(units, token.decimals, priceAt(token, nowMs));

function side(token: CatalogueToken, units: bigint) {
  return { symbol: token.symbol, chainId: token.chainId, printAmount: formatUnits(units, token.decimals) };
}

function wireStep(step: PlannedStep, origin: string) {
  return { type: step.type, viaTool: wireTool(step.tool, origin), from: side(step.from, step.amountIn), to: side(step.to, step.amountOut) };
}

export function priceImpactPercent(plan: RoutePlan): string {
  return formatUnits(impactPercentScaled(plan.kept), IMPACT_DECIMALS);
}

export function wireQuote(plan: RoutePlan, context: QuoteContext): WireQuote {
  const { nowMs, origin } = context;
  const gasUsd = plan.gas.map((gas) => usdOf(gas.token, gas.units, nowMs));
  return {
    route: {
      id: context.routeId,
      fromToken: wireToken(plan.from, origin),
      toToken: wireToken(plan.to, origin),
      fromAmount: plan.fromAmount.toString(),
      toAmount: plan.toAmount.toString(),
      toAmountMin: plan.toAmountMin.toString(),
      fromAmountUSD: formatUsd(usdOf(plan.from, plan.fromAmount, nowMs)),
      toAmountUSD: formatUsd(usdOf(plan.to, plan.toAmount, nowMs)),
      fromChainId: plan.from.chainId,
      toChainId: plan.to.chainId,
      gasCostUSD: formatUsd(gasUsd.reduce((sum, usd) => sum + usd, 0n)),
      priceImpactPercent: priceImpactPercent(plan),
      steps: plan.steps.map((step) => wireStep(step, origin)),
      expiresAt: context.expiresAt.toISOString(),
    },
    gases: plan.gas.map((gas, index) => ({
      address: gas.token.address,
      chainId: gas.token.chainId,
      symbol: gas.token.symbol,
      logoURI: logoUri(origin, gas.token.symbol),
      printAmount: formatUnits(gas.units, gas.token.decimals),
      amount: gas.units.toString(),
      amountUSD: formatUsd(gasUsd[index] ?? 0n),
      tokensAmount: formatUnits(context.held.get(gas.token) ?? 0n, gas.token.decimals),
    })),
    transactions: plan.steps.map((step) => ({ provider: step.tool, chainId: step.chainId, viaTool: wireTool(step.tool, origin) })),
  };
}
