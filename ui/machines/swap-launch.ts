/**
 * The swap a launch start parameter preselects (seed 000 §2; docs/decisions/swap.md "Swaps"). It is
 * used once per launch: the first swap screen opened after the launch starts from it, and the app
 * opens that screen by itself when it was launched on the home path. Later visits to /swap start
 * empty, so a start parameter does not keep overwriting what the user chose.
 *
 * Kept free of the swap machine, and out of the home's first load: the redirect
 * (start-swap-redirect.ts) loads it only for a launch that has a start parameter.
 */
import { parseStartParam, type StartSwap } from '../../domain/launch/start-param';
import type { LaunchContext } from '../../domain/shared/messenger';
import type { LinkProps } from '@tanstack/react-router';
import { alliancePath } from '../screens/mining/guilds/alliance-path';

/** Launches whose start swap has been handed to a swap screen. Keyed by object: one per app start. */
const used = new WeakSet<LaunchContext>();

/** The swap the start parameter preselects, unless a swap screen already took it. */
export function pendingStartSwap(launch: LaunchContext | null): StartSwap | null {
  if (launch === null || used.has(launch)) return null;
  return parseStartParam(launch.startParam).swap ?? null;
}

export function markStartSwapUsed(launch: LaunchContext | null): void {
  if (launch !== null) used.add(launch);
}

/** The alliance a launch start parameter names (seed 001 §4 "Alliance": joining from a start parameter opens its page), or null. */
export function startAlliance(launch: LaunchContext | null): string | null {
  return launch === null ? null : (parseStartParam(launch.startParam).alliance ?? null);
}

/** The page a start parameter's alliance opens (here, in this lazy chunk: the first load names no feature's path). */
export function startAlliancePath(launch: LaunchContext | null): LinkProps['to'] | null {
  const alliance = startAlliance(launch);
  return alliance === null ? null : alliancePath(alliance);
}
