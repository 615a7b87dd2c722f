/**
 * /send (seed 000 §2): the first step, choosing which of the user's holdings to send. Picking one
 * opens the details form (/send/info). Opened for one token (/send?token&chainId, the token
 * page's Send), it picks that token itself once the holdings are in, if the user holds it.
 */
import { Trans } from '@lingui/react/macro';
import { useRouter, useSearch, type LinkProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { chainInfo, isChainId } from '../../../domain/chains';
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

  const choose = (token: BalanceEntry, replace = false) => {
    actor.send({ type: 'token.select', token });
    void router.navigate({ to: PATHS.sendInfo as LinkProps['to'], replace });
  };

  const presetToken = useSearch({ strict: false, select: (search) => (typeof search.token === 'string' ? search.token : undefined) });
  const presetChain = useSearch({ strict: false, select: (search) => search.chainId });
  const preset = view.tokensState === 'ready' && view.token === null && presetToken !== undefined && isChainId(presetChain)
    ? view.tokens.find((token) => sameToken(token, { address: presetToken, chainId: presetChain }))
    : undefined;
  useEffect(() => {
    // In place of /send: back from the form returns to the page that asked for this token.
    if (preset) choose(preset, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per preset found; choose is recreated each render
  }, [preset]);

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
