/**
 * A token picker (seed 000 §2): search box ('search coin'), network buttons that filter by chain
 * (the selected one pressed), the coin list (symbol, amount with 4 decimals, chain label, USD),
 * skeleton rows while a page loads, infinite scroll through a trigger seen at 10 percent, and the
 * empty state 'couldn't find tokens' whose action pastes a clipboard value starting with 0x into
 * the search. Renders a token picker machine; which chains and tokens it offers (the TON rule) is
 * the machine's business. Names and symbols come from the server and are rendered as text.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { chainInfo } from '../../../domain/chains';
import type { tokenPickerMachine } from '../../../domain/swap/picker-machine';
import { selectPickerView, type PickerRow } from '../../../domain/swap/selectors';
import type { Token } from '../../../domain/tokens/types';
import { usePorts } from '../../ports-context';
import { ChainFilter, type ChainFilterOption } from '../../components/chain-filter';
import { inputClass } from '../../components/field';
import { PagedListEnd } from '../../components/paged-list';
import { SkeletonRows } from '../../components/skeleton';
import { useFailureText } from './swap-messages';
import { buttonClass } from '../../components/button';
import styles from './swap.module.css';
import { TokenRowBody, tokenRowClass } from '../../components/token-row';
import { PasteIcon } from '../../components/icons';
import { readClipboard } from '../../../domain/shared/messenger';

export type TokenPickerRef = ActorRefFrom<typeof tokenPickerMachine>;

const SKELETON_ROWS = 5;

function TokenRow({ row, onSelect }: { row: PickerRow; onSelect: (token: Token) => void }) {
  const { token } = row;
  return (
    <li>
      <button
        type="button"
        className={tokenRowClass('card')}
        data-testid="picker-row"
        data-symbol={row.symbol}
        data-chain={String(token.chainId)}
        onClick={() => onSelect(token)}
      >
        <TokenRowBody logoURI={token.logoURI} symbol={row.symbol} detail={row.chainLabel} amount={row.amount} usd={`$${row.usdAmount}`} />
      </button>
    </li>
  );
}

export interface TokenPickerProps {
  readonly picker: TokenPickerRef;
  readonly title: string;
  /** What choosing a row does; by default the picker's own 'token.select', which ends it. */
  readonly onSelect?: ((token: Token) => void) | undefined;
  readonly children?: ReactNode;
}

export function TokenPicker({ picker, title, onSelect, children }: TokenPickerProps) {
  const { t } = useLingui();
  const { messenger, logger } = usePorts();
  const view = useSelector(picker, selectPickerView);
  const failureText = useFailureText();
  const titleId = useId();
  const searchId = useId();
  const select = onSelect ?? ((token: Token) => picker.send({ type: 'token.select', token }));
  const allChains: ChainFilterOption[] =
    view.chains.length > 1
      ? [{ key: 'all', label: <Trans>All networks</Trans>, selected: view.allChainsSelected, onSelect: () => picker.send({ type: 'chain.select', chainId: null }) }]
      : [];
  const chainOptions: ChainFilterOption[] = allChains.concat(
    view.chains.map((chain) => ({
      key: String(chain.chainId),
      label: chain.label,
      selected: chain.selected,
      title: chainInfo(chain.chainId).name,
      onSelect: () => picker.send({ type: 'chain.select', chainId: chain.chainId }),
    })),
  );

  const paste = async () => {
    try {
      picker.send({ type: 'clipboard.paste', text: await readClipboard(messenger) });
    } catch (error) {
      // seed 000 §8: a clipboard read failure is only logged.
      logger.warn('token picker: clipboard read failed', error);
    }
  };

  return (
    <section className={styles.picker} aria-labelledby={titleId}>
      <h2 id={titleId} className="screen-title">
        {title}
      </h2>
      {children}
      <label htmlFor={searchId} className="visually-hidden">
        <Trans>Search tokens</Trans>
      </label>
      <input
        id={searchId}
        className={inputClass()}
        type="search"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        placeholder={t`search coin`}
        value={view.search}
        data-testid="picker-search"
        onChange={(event) => picker.send({ type: 'search.change', value: event.target.value })}
      />
      <ChainFilter options={chainOptions} testId="picker-chains" />

      <ul className={styles.pickerList} aria-busy={view.loading} aria-label={t`Tokens`} data-testid="picker-list">
        {view.rows.map((row) => (
          <TokenRow key={`${String(row.token.chainId)}:${row.token.address}`} row={row} onSelect={select} />
        ))}
        {view.loading ? <SkeletonRows count={SKELETON_ROWS} testId="picker-skeleton" /> : null}
      </ul>
      {view.loading ? (
        <p className="visually-hidden" role="status">
          <Trans>Loading tokens…</Trans>
        </p>
      ) : null}

      {view.empty ? (
        <div className={styles.pickerEmpty} data-testid="picker-empty">
          <p>
            <Trans>couldn't find tokens</Trans>
          </p>
          {/* The way out of an empty search: an action in the accent colour, not a grey that reads as disabled. */}
          <button type="button" className={buttonClass('primary')} onClick={() => void paste()}>
            <PasteIcon size={20} />
            <Trans>Paste address</Trans>
          </button>
        </div>
      ) : null}

      {view.failure && !view.loading ? (
        <div className={styles.pickerEmpty} role="alert">
          <p>{failureText(view.failure)}</p>
          <button type="button" className={buttonClass()} onClick={() => picker.send({ type: 'list.loadMore' })}>
            <Trans>Retry</Trans>
          </button>
        </div>
      ) : null}

      {/* A failed page has its own Retry above. */}
      <PagedListEnd
        canLoadMore={view.canLoadMore && !view.failure}
        onLoadMore={() => picker.send({ type: 'list.loadMore' })}
        label={<Trans>Show more tokens</Trans>}
        testId="picker-trigger"
      />
    </section>
  );
}
