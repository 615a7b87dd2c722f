/** The staking machines' guards, each a rule of rules.ts (or the shared isAborted). */
import { canonicalAmount } from '../../money/amount-input';
import { isAborted } from '../../shared/failures';
import type { DepositsContext, StakingContext } from './context';
import { availableToStake, canClaimStake, canContinue, hasFee, sbtOffer, stakeError } from './rules';

/** The chosen period's config, or null. */
export const chosenConfig = (context: StakingContext) => (context.period && context.configs ? context.configs.stakingConfig[context.period] : null);
export const formAmount = (context: StakingContext) => canonicalAmount(context.amountText);
export const formAvailable = (context: StakingContext) => availableToStake(context.gotAmount, context.lockAmount);
export const formError = (context: StakingContext) => stakeError(formAmount(context), formAvailable(context), chosenConfig(context));

export const stakingGuards = {
  isAborted,
  formReady: ({ context }: { context: StakingContext }) => canContinue(formAmount(context), context.period, formError(context)),
  chosenHasFee: ({ context }: { context: StakingContext }) => hasFee(chosenConfig(context)),
};

/** The open deposit, or null. */
export const openDeposit = (context: DepositsContext) => context.list?.deposits.find((deposit) => deposit._id === context.openId) ?? null;
/** The server's time now: its last answer's time plus the device time since. */
export const serverNow = (context: DepositsContext) => (context.list ? Date.parse(context.list.serverTime) + (context.now - context.receivedAt) : context.now);

/** The SBT the deposits screen offers now, or null (read once the list and the minted SBTs are in). */
export const depositsSbtOffer = (context: DepositsContext) =>
  context.list && context.sbts ? sbtOffer(context.list.deposits, context.sbts, context.list.mining.gotAmount, context.list.mining.lockAmount) : null;

export const depositsGuards = {
  isAborted,
  openCanClaim: ({ context }: { context: DepositsContext }) => {
    const deposit = openDeposit(context);
    return deposit !== null && canClaimStake(deposit, serverNow(context));
  },
  sbtOffered: ({ context }: { context: DepositsContext }) => depositsSbtOffer(context) !== null,
};
