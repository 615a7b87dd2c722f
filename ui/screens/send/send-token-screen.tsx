/**
 * /send (seed 000 §2): the first step, choosing which of the user's holdings to send. Picking one
 * opens the details form (/send/info).
 */
import { Trans } from '@lingui/react/macro';
import { useRouter, type LinkProps } from '@tanstack/react-router';
import { chainInfo } from '../../../domain/chains';
import { formatTokenAmount } from '../../../domain/money/format';
import { sameToken } from '../../../domain/tokens/identity';
import type { BalanceEntry } from '../../../domain/tokens/types';
import { SendContext, useSendView } from '../../machines/send-context';
import { PATHS } from '../../routes/paths';
import { buttonClass } from '../../components/button';
import styles from './send.module.css';
import { TokenRowBody, tokenListClass, tokenRowClass } from '../../components/token-row';
import { LoadingList } from '../../components/skeleton';

export function SendTokenScreen() {
  const actor = SendContext.useActorRef();
  const router = useRouter();
  const view = useSendView();

  const choose = (token: BalanceEntry) => {
    actor.send({ type: 'token.select', token });
    void router.navigate({ to: PATHS.sendInfo as LinkProps['to'] });
  };

  return (
    <section className={styles.send} aria-labelledby="send-title">
      <h2 id="send-title" className="screen-title">
        <Trans>Send</Trans>
      </h2>
      <p className={styles.sendHint}>
        <Trans>Choose the token to send.</Trans>
      </p>
      {view.tokensState === 'loading' ? (
        <LoadingList label={<Trans>Loading your tokens…</Trans>} count={3} testId="send-tokens-skeleton" />
      ) : null}
      {view.tokensState === 'failed' ? (
        <div className={styles.sendNotice} role="alert">
          <p>
            <Trans>Your tokens could not be loaded.</Trans>
          </p>
          <button type="button" className={buttonClass()} onClick={() => actor.send({ type: 'balances.retry' })}>
            <Trans>Retry</Trans>
          </button>
        </div>
      ) : null}
      {view.tokensState === 'ready' && view.tokens.length === 0 ? (
        <p className={styles.sendHint}>
          <Trans>You have no tokens to send yet.</Trans>
        </p>
      ) : null}
      <ul className={tokenListClass} data-testid="send-tokens">
        {view.tokens.map((token) => (
          <li key={`${String(token.chainId)}:${token.address}`}>
            <button
              type="button"
              className={tokenRowClass('card')}
              aria-pressed={sameToken(view.token, token)}
              data-symbol={token.symbol}
              data-chain={String(token.chainId)}
              onClick={() => choose(token)}
            >
              <TokenRowBody
                logoURI={token.logoURI}
                symbol={token.symbol}
                detail={chainInfo(token.chainId).label}
                amount={formatTokenAmount(token.tokensAmount)}
              />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
