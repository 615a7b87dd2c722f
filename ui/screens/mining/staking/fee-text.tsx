/** A period's fee in words: free, or its price in TON and in Stars (the Stars with their plural forms). */
import { Plural, Trans } from '@lingui/react/macro';
import type { StakingConfig } from '../../../../domain/mining/staking/types';
import { formatTokenAmount } from '../../../../domain/money/format';

export function FeeText({ config }: { config: StakingConfig }) {
  if (!config.priceAmount) return <Trans>No fee</Trans>;
  const ton = formatTokenAmount(config.priceAmount.ton);
  const stars = Number(config.priceAmount.stars);
  return (
    <Trans>
      Fee {ton} TON or <Plural value={stars} one="# Star" other="# Stars" />
    </Trans>
  );
}
