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
import { TokenLogo } from '../wallet/token-logo';
import { canObserve, useOnVisible } from '../wallet/use-visible';
import { useFailureText } from './swap-messages';

export type TokenPickerRef = ActorRefFrom<typeof tokenPickerMachine>;

const SKELETON_ROWS = 5;

function SkeletonRows() {
  return (
    <>
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <li key={index} className="picker-row" aria-hidden="true" data-testid="picker-skeleton">
          <span className="skeleton skeleton--circle" />
          <span className="picker-row__name">
            <span className="skeleton" />
          </span>
          <span className="skeleton skeleton--wide" />
        </li>
      ))}
    </>
  );
}

function TokenRow({ row, onSelect }: { row: PickerRow; onSelect: (token: Token) => void }) {
  const { token } = row;
  return (
    <li>
      <button
        type="button"
        className="picker-row"
        data-testid="picker-row"
        data-symbol={row.symbol}
        data-chain={String(token.chainId)}
        onClick={() => onSelect(token)}
      >
        <TokenLogo uri={token.logoURI} symbol={row.symbol} />
        <span className="picker-row__name">
          <span className="picker-row__symbol">{row.symbol}</span>
          <span className="picker-row__chain">{row.chainLabel}</span>
        </span>
        <span className="picker-row__amounts">
          <span>{row.amount}</span>
          <span className="picker-row__usd">{`$${row.usdAmount}`}</span>
        </span>
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
  const trigger = useOnVisible<HTMLDivElement>(() => picker.send({ type: 'list.loadMore' }), view.canLoadMore);

  const paste = async () => {
    try {
      picker.send({ type: 'clipboard.paste', text: await messenger.readClipboard() });
    } catch (error) {
      // seed 000 §8: a clipboard read failure is only logged.
      logger.warn('token picker: clipboard read failed', error);
    }
  };

  return (
    <section className="picker" aria-labelledby={titleId}>
      <h2 id={titleId} className="screen-title">
        {title}
      </h2>
      {children}
      <label htmlFor={searchId} className="visually-hidden">
        <Trans>Search tokens</Trans>
      </label>
      <input
        id={searchId}
        className="field__input picker__search"
        type="search"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        placeholder={t`search coin`}
        value={view.search}
        data-testid="picker-search"
        onChange={(event) => picker.send({ type: 'search.change', value: event.target.value })}
      />
      <div className="picker__chains" role="group" aria-label={t`Network`} data-testid="picker-chains">
        {view.chains.length > 1 ? (
          <button
            type="button"
            className="picker__chain"
            aria-pressed={view.allChainsSelected}
            data-chain="all"
            onClick={() => picker.send({ type: 'chain.select', chainId: null })}
          >
            <Trans>All networks</Trans>
          </button>
        ) : null}
        {view.chains.map((chain) => (
          <button
            key={String(chain.chainId)}
            type="button"
            className="picker__chain"
            aria-pressed={chain.selected}
            title={chainInfo(chain.chainId).name}
            data-chain={String(chain.chainId)}
            onClick={() => picker.send({ type: 'chain.select', chainId: chain.chainId })}
          >
            {chain.label}
          </button>
        ))}
      </div>

      <ul className="picker__list" aria-busy={view.loading} aria-label={t`Tokens`} data-testid="picker-list">
        {view.rows.map((row) => (
          <TokenRow key={`${String(row.token.chainId)}:${row.token.address}`} row={row} onSelect={select} />
        ))}
        {view.loading ? <SkeletonRows /> : null}
      </ul>
      {view.loading ? (
        <p className="visually-hidden" role="status">
          <Trans>Loading tokens…</Trans>
        </p>
      ) : null}

      {view.empty ? (
        <div className="picker__empty" data-testid="picker-empty">
          <p>
            <Trans>couldn't find tokens</Trans>
          </p>
          <button type="button" className="button" onClick={() => void paste()}>
            <Trans>Paste address</Trans>
          </button>
        </div>
      ) : null}

      {view.failure && !view.loading ? (
        <div className="picker__empty" role="alert">
          <p>{failureText(view.failure)}</p>
          <button type="button" className="button" onClick={() => picker.send({ type: 'list.loadMore' })}>
            <Trans>Retry</Trans>
          </button>
        </div>
      ) : null}

      {view.canLoadMore && !view.failure ? (
        canObserve() ? (
          <div ref={trigger} className="picker__trigger" aria-hidden="true" data-testid="picker-trigger" />
        ) : (
          <button type="button" className="link-button" onClick={() => picker.send({ type: 'list.loadMore' })}>
            <Trans>Show more tokens</Trans>
          </button>
        )
      ) : null}
    </section>
  );
}
