/** A period's fee in words: free, or its price in TON and in Stars (the Stars with their plural forms). */
import { Plural, Trans } from '@lingui/react/macro';
import type { StakingConfig } from '../../../../domain/mining/staking/types';
import { formatTokenAmount } from '../../../../domain/money/format';
import { Unbroken } from '../../../components/unbroken';

/** `bare`: the price alone, for a row already labelled 'Fee' (the summary said 'Fee: Fee 0.5 TON…'). */
export function FeeText({ config, bare = false }: { config: StakingConfig; bare?: boolean }) {
  if (!config.priceAmount) return <Trans>No fee</Trans>;
  const ton = formatTokenAmount(config.priceAmount.ton);
  const stars = Number(config.priceAmount.stars);
  if (bare) {
    return (
      <Trans>
        <Unbroken>{ton} TON</Unbroken> or <Plural value={stars} one="# Star" other="# Stars" />
      </Trans>
    );
  }
  return (
    <Trans>
      Fee <Unbroken>{ton} TON</Unbroken> or <Plural value={stars} one="# Star" other="# Stars" />
    </Trans>
  );
}
