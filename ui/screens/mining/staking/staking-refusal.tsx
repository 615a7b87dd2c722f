/**
 * Staking's own refusals on the purchase sheet (the fee's and the SBT's), worded by their code:
 * the shared sheet says 'Unknown error' for a code it does not know, and never the server's English.
 */
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { STAKING_DEPOSITS_MAX } from '../../../../adapters/http/contract/mining/staking';

export function stakingRefusal(code: string): ReactNode | null {
  switch (code) {
    case 'stake-too-small':
      return <Trans>The amount is too small for this period</Trans>;
    case 'stake-too-large':
      return <Trans>The amount is too large for this period</Trans>;
    case 'not-enough-switch':
      return <Trans>Not enough SWITCH</Trans>;
    case 'too-many-deposits': {
      const max = STAKING_DEPOSITS_MAX;
      return <Trans>You already have {max} open deposits, the most there can be. Claim an unlocked one back, then stake again.</Trans>;
    }
    case 'sbt-minted':
      return <Trans>This soulbound token is minted already</Trans>;
    case 'sbt-not-earned':
      return <Trans>This soulbound token is not earned yet</Trans>;
    default:
      return null;
  }
}

/** A fee refunded because the SWITCH it was to stake were no longer free when it arrived (staked or spent meanwhile). */
export const stakingFeeRefunded = (
  <Trans>Your SWITCH were no longer free when the fee arrived (staked or spent meanwhile), so nothing was staked and the fee was refunded to where you paid it from.</Trans>
);
