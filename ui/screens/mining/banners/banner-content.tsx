/**
 * What each banner says and offers (seed 001 §2 "Banners"). Trade buttons open the product's bot
 * with the banner's utm start parameter; deposit punk opens the swap for PUNK and closes the
 * banner; donate goes straight to the donate screen (/mining/donate); early
 * joins the community, district clash opens the game. Dates are the campaigns' configured ends.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ShownBanner } from '../../../../domain/mining/banners/machine';
import type { BannerId } from '../../../../domain/mining/banners/types';
import { formatDate } from '../../../../domain/wallet/dates';
import styles from './banners.module.css';
import { Unbroken } from '../../../components/unbroken';

export interface BannerAction {
  readonly label: string;
  readonly testId: string;
  readonly run: () => void;
}

/** Where a banner's buttons lead; the host implements them with the ports and the router. */
export interface BannerActs {
  /** The product's bot with this placement's utm tag. */
  openBot(content: string, options?: { readonly inviteContest?: true }): void;
  openCommunity(): void;
  openGame(): void;
  /** The swap with PUNK to get, closing the banner. */
  swapForPunk(): void;
  /** The donate screen, closing the banner. */
  donate(): void;
}

export interface BannerCopy {
  readonly title: string;
  readonly body: ReactNode;
  readonly actions: readonly BannerAction[];
}

/** The invite contest's prize (seed 001 §9), with no-break spaces: '1 500 000' never splits across lines. */
const CONTEST_PRIZE = { usdt: '15\u00a0000', switch: '1\u00a0500\u00a0000' } as const;

/** The last day a campaign runs (its end is exclusive), as the app shows dates. */
const lastDay = (end: number): string => formatDate(end - 1) ?? '';

function Lines({ lines }: { readonly lines: readonly string[] }) {
  return (
    <ul className={styles.lines}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

export function useBannerCopy({ id, ends }: ShownBanner, acts: BannerActs): BannerCopy {
  const { t } = useLingui();
  const action = (label: string, testId: BannerId | `${BannerId}-${string}`, run: () => void): BannerAction => ({ label, testId: `banner-action-${testId}`, run });
  switch (id) {
    case 'open-league': {
      const until = lastDay(ends.openLeague);
      return {
        title: t`Open League airdrop`,
        body: (
          <>
            <p>{t`The airdrop runs until ${until}. Earn points to get your share:`}</p>
            <Lines lines={[t`Points for every swap`, t`Points for every deposit`, t`Points for every friend you invite`]} />
          </>
        ),
        actions: [action(t`Get a DeFi badge`, 'open-league-badge', () => acts.openBot('open-league-badge')), action(t`Open trading`, 'open-league-trade', () => acts.openBot('open-league-trade'))],
      };
    }
    case 'big-pump-december':
      return {
        title: t`Big Pump December`,
        body: (
          <>
            <p>{t`Lower trading fees all month in the bot.`}</p>
            <Lines lines={[t`Reduced fees on every trade`, t`New tokens every day`, t`Boosts for active traders`]} />
          </>
        ),
        actions: [action(t`Trade now`, 'big-pump-december', () => acts.openBot('big-pump-december'))],
      };
    case 'sniping':
      return {
        title: t`Sniping`,
        body: <p>{t`Catch new tokens the moment they launch. Buys of at least 10 TON and sells of at least 1.4 million tokens count.`}</p>,
        actions: [action(t`Start sniping`, 'sniping', () => acts.openBot('sniping'))],
      };
    case 'early':
      return {
        title: t`You are early`,
        body: <p>{t`Join our community to hear about new features and campaigns first.`}</p>,
        actions: [action(t`Join the community`, 'early', acts.openCommunity)],
      };
    case 'deposit-punk':
      return {
        title: t`Deposit PUNK`,
        body: (
          <p>
            <Trans>
              Hold PUNK in your wallet to mine faster: <Unbroken>+0.00875 SWITCH</Unbroken> per hour for each PUNK, from 20 to <Unbroken>8000 PUNK</Unbroken>.
            </Trans>
          </p>
        ),
        actions: [action(t`Get PUNK`, 'deposit-punk', acts.swapForPunk)],
      };
    case 'invite-contest': {
      const until = lastDay(ends.inviteContest);
      const { usdt, switch: switchPrize } = CONTEST_PRIZE;
      return {
        title: t`Invite contest`,
        body: (
          <>
            <p className={styles.prize}>
              <Trans>
                <Unbroken>{usdt} USDT</Unbroken> and <Unbroken>{switchPrize} SWITCH</Unbroken>
              </Trans>
            </p>
            <p>{t`Invite friends who trade and share the prize. The contest runs until ${until}.`}</p>
          </>
        ),
        actions: [action(t`Join`, 'invite-contest', () => acts.openBot('invite-contest', { inviteContest: true }))],
      };
    }
    case 'new-trade-flow':
      return {
        title: t`A new way to trade`,
        body: <p>{t`Trading in the bot now takes fewer steps: pick a token, check the price, confirm.`}</p>,
        actions: [action(t`Try it`, 'new-trade-flow', () => acts.openBot('new-trade-flow'))],
      };
    case 'district-clash':
      return {
        title: t`District Clash`,
        body: <p>{t`Take over your district in our new game and win SWITCH.`}</p>,
        actions: [action(t`Play`, 'district-clash', acts.openGame)],
      };
    case 'donate': {
      const until = lastDay(ends.donate);
      return {
        title: t`Support the project`,
        body: <p>{t`Donate TON to the project and join the hall of fame. Until ${until}.`}</p>,
        actions: [action(t`Donate`, 'donate', acts.donate)],
      };
    }
  }
}
