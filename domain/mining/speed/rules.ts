/**
 * The breakdown's one rule on the client: the server decides every part and the speed; the client
 * checks they add up (exactly, big.js) and shows them. A breakdown whose parts do not sum to its
 * speed is a server fault, shown as a failure rather than as numbers that contradict each other.
 */
import Big from 'big.js';
import type { SpeedBreakdown } from './types';

/** The parts' exact sum, in plain notation without trailing zeros. */
export function sumOfParts(breakdown: Pick<SpeedBreakdown, 'parts'>): string {
  return breakdown.parts.reduce((sum, part) => sum.plus(part.speed), new Big(0)).toFixed();
}

export function partsAddUp(breakdown: SpeedBreakdown): boolean {
  return new Big(sumOfParts(breakdown)).eq(breakdown.speed);
}
