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
import { TokenLogo } from '../wallet/token-logo';

export function SendTokenScreen() {
  const actor = SendContext.useActorRef();
  const router = useRouter();
  const view = useSendView();

  const choose = (token: BalanceEntry) => {
    actor.send({ type: 'token.select', token });
    void router.navigate({ to: PATHS.sendInfo as LinkProps['to'] });
  };

  return (
    <section className="send" aria-labelledby="send-title">
      <h2 id="send-title" className="screen-title">
        <Trans>Send</Trans>
      </h2>
      <p className="send__hint">
        <Trans>Choose the token to send.</Trans>
      </p>
      {view.tokensState === 'loading' ? (
        <p className="send__hint" role="status">
          <Trans>Loading your tokens…</Trans>
        </p>
      ) : null}
      {view.tokensState === 'failed' ? (
        <div className="send__notice" role="alert">
          <p>
            <Trans>Your tokens could not be loaded.</Trans>
          </p>
          <button type="button" className="button" onClick={() => actor.send({ type: 'balances.retry' })}>
            <Trans>Retry</Trans>
          </button>
        </div>
      ) : null}
      {view.tokensState === 'ready' && view.tokens.length === 0 ? (
        <p className="send__hint">
          <Trans>You have no tokens to send yet.</Trans>
        </p>
      ) : null}
      <ul className="send__tokens" data-testid="send-tokens">
        {view.tokens.map((token) => (
          <li key={`${String(token.chainId)}:${token.address}`}>
            <button
              type="button"
              className="send-token"
              aria-pressed={sameToken(view.token, token)}
              data-symbol={token.symbol}
              data-chain={String(token.chainId)}
              onClick={() => choose(token)}
            >
              <TokenLogo uri={token.logoURI} symbol={token.symbol} />
              <span className="send-token__name">
                <span className="send-token__symbol">{token.symbol}</span>
                <span className="send-token__chain">{chainInfo(token.chainId).label}</span>
              </span>
              <span className="send-token__amount">{formatTokenAmount(token.tokensAmount)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
