/** The swap flow's calls of the main backend (seed 000 §4, §7). Failures reject with ApiError. */
import type { CallOptions, ValueCallOptions } from '../shared/call-options';
import type { TokenRef } from '../tokens/types';
import type { FetchRouteRequest, PresetTokens, Quote, SwapResult, TonSimulateRequest, TonSwapRequest } from './types';

export interface SwapApi {
  fetchRoute(request: FetchRouteRequest, options?: CallOptions): Promise<Quote>;
  simulateTonSwap(request: TonSimulateRequest, options?: CallOptions): Promise<Quote>;
  swap(request: { routeId: string; accountIndex: number }, options: ValueCallOptions): Promise<SwapResult>;
  tonSwap(request: TonSwapRequest, options: ValueCallOptions): Promise<SwapResult>;
  createPresetSwap(request: { from: TokenRef; to: TokenRef }, options?: CallOptions): Promise<{ id: string }>;
  presetTokens(query: { startParam?: string | undefined }, options?: CallOptions): Promise<PresetTokens>;
}
