/**
 * /presetSwapTokens/to (seed 000 §2, §3): the picker of a preset swap. The pair comes from
 * /getPresetTokens; the user takes its suggested 'to' token or picks another one that may face the
 * 'from' token, the pair is stored with /createPresetSwap, and /swap opens with both tokens set.
 * The swap machine runs the preset swap as its child while this path is shown (the swap flow's
 * table opens it), sets both sides from its output, and the route follows to /swap: this screen
 * only renders the child and sends it the user's choice.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { chainInfo } from '../../../domain/chains';
import { provideTokenPicker } from '../../../domain/swap/provide';
import { sameToken } from '../../../domain/tokens/identity';
import type { Token } from '../../../domain/tokens/types';
import type { presetSwapMachine } from '../../../domain/swap/preset';
import { SwapContext } from '../../machines/swap-context';
import { usePorts } from '../../ports-context';
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

type PresetRef = ActorRefFrom<typeof presetSwapMachine>;

function PresetSwap({ preset }: { preset: PresetRef }) {
  const failureText = useFailureText();
  const { from, to, failure } = useSelector(preset, (snapshot) => snapshot.context);
  const loading = useSelector(preset, (snapshot) => snapshot.matches('loading'));
  const loadFailed = useSelector(preset, (snapshot) => snapshot.matches('failed'));
  const creating = useSelector(preset, (snapshot) => snapshot.matches('creating'));

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
        </>
      ) : null}
      {/* Without a suggestion (one the pair rule forbids is dropped) the picker is the only way on. */}
      {from ? <OtherTokens key={`${String(from.chainId)}:${from.address}`} from={from} onPick={choose} /> : null}
    </section>
  );
}

export function PresetSwapScreen() {
  const preset = SwapContext.useSelector((snapshot) => snapshot.children.preset as PresetRef | undefined);
  // Until the layout has opened the preset swap (one effect after the route shows).
  if (!preset) return null;
  return <PresetSwap key={preset.sessionId} preset={preset} />;
}
