/**
 * /presetSwapTokens/to (seed 000 §2, §3): the picker of a preset swap. The pair comes from
 * /getPresetTokens; the user takes its suggested 'to' token or picks another one that may face the
 * 'from' token, the pair is stored with /createPresetSwap, and /swap opens with both tokens set.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef } from '@xstate/react';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { chainInfo } from '../../../domain/chains';
import { provideTokenPicker } from '../../../domain/swap/provide';
import { sameToken } from '../../../domain/tokens/identity';
import type { Token } from '../../../domain/tokens/types';
import { PresetSwapContext, PresetSwapProvider } from '../../machines/swap-preset-context';
import { SwapContext } from '../../machines/swap-context';
import { usePorts } from '../../ports-context';
import { PATHS } from '../../routes/paths';
import { useFailureText } from './swap-messages';
import { TokenPicker } from './token-picker';
import { buttonClass } from '../../components/button';
import { LoadingList } from '../../components/skeleton';
import styles from './swap.module.css';
import { TokenRowBody, tokenRowClass } from '../../components/token-row';

function OtherTokens({ from, onPick }: { from: Token; onPick: (token: Token) => void }) {
  const { t } = useLingui();
  const ports = usePorts();
  const accountIndex = SwapContext.useSelector((snapshot) => snapshot.context.accountIndex);
  const [logic] = useState(() => provideTokenPicker(ports));
  const picker = useActorRef(logic, { input: { side: 'to', otherSideToken: from, accountIndex } });
  return <TokenPicker picker={picker} title={t`Or choose another token`} onSelect={onPick} />;
}

function PresetSwap() {
  const preset = PresetSwapContext.useActorRef();
  const swap = SwapContext.useActorRef();
  const router = useRouter();
  const failureText = useFailureText();
  const { from, to, failure } = PresetSwapContext.useSelector((snapshot) => snapshot.context);
  const loading = PresetSwapContext.useSelector((snapshot) => snapshot.matches('loading'));
  const loadFailed = PresetSwapContext.useSelector((snapshot) => snapshot.matches('failed'));
  const creating = PresetSwapContext.useSelector((snapshot) => snapshot.matches('creating'));

  useEffect(() => {
    const subscription = preset.subscribe((snapshot) => {
      if (snapshot.status !== 'done' || !snapshot.output) return;
      swap.send({ type: 'token.pick', side: 'from', token: snapshot.output.fromToken });
      swap.send({ type: 'token.pick', side: 'to', token: snapshot.output.toToken });
      void router.navigate({ to: PATHS.swap, replace: true });
    });
    return () => subscription.unsubscribe();
  }, [preset, swap, router]);

  const choose = (token: Token) => {
    preset.send({ type: 'preset.pickTo', token });
    // The machine refuses a token that cannot face 'from'; only an accepted choice is stored.
    if (sameToken(preset.getSnapshot().context.to, token)) preset.send({ type: 'preset.confirm' });
  };

  // An element, not a string: Lingui parses tags in string values, and the symbol comes from the server.
  const fromSymbol = <>{from?.symbol ?? ''}</>;
  return (
    <section className={styles.swap} aria-labelledby="preset-title" aria-busy={loading || creating}>
      <h2 id="preset-title" className="screen-title">
        <Trans>Swap {fromSymbol} to…</Trans>
      </h2>
      {loading ? <LoadingList label={<Trans>Loading the preset swap…</Trans>} count={2} testId="preset-skeleton" /> : null}
      {loadFailed && failure ? (
        <div className={styles.swapQuoteNoRoute} role="alert">
          <p>{failureText(failure)}</p>
          <button type="button" className={buttonClass()} onClick={() => preset.send({ type: 'preset.retry' })}>
            <Trans>Retry</Trans>
          </button>
        </div>
      ) : null}
      {!loadFailed && failure ? (
        <p className={styles.swapError} role="alert">
          {failureText(failure)}
        </p>
      ) : null}
      {from && to ? (
        <>
          <p className={styles.swapHint}>
            <Trans>Suggested</Trans>
          </p>
          <button
            type="button"
            className={tokenRowClass('card')}
            data-testid="preset-suggested"
            data-symbol={to.symbol}
            data-chain={String(to.chainId)}
            disabled={creating}
            onClick={() => choose(to)}
          >
            <TokenRowBody logoURI={to.logoURI} symbol={to.symbol} detail={chainInfo(to.chainId).label} />
          </button>
          <OtherTokens key={`${String(from.chainId)}:${from.address}`} from={from} onPick={choose} />
        </>
      ) : null}
    </section>
  );
}

export function PresetSwapScreen() {
  return (
    <PresetSwapProvider>
      <PresetSwap />
    </PresetSwapProvider>
  );
}
