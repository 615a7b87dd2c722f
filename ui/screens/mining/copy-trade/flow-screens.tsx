/**
 * The copy-trade flow's screens (seed 001 §2 "Copy-trade screens"), each drawing the machine's
 * view and sending its events: the entry loader, the trader address, the network and token
 * choosers, the deposit form, success and not-enough-balance. No rule here: the button's state,
 * the amounts and the address check are the domain's (rules.ts, selectors.ts).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId, useRef, useState } from 'react';
import type { CopyTradeView } from '../../../../domain/mining/copy-trade/selectors';
import { ANTE_MAX, ANTE_MIN, ANTE_STEP, isRedButton, shortAddress } from '../../../../domain/mining/copy-trade/rules';
import { chainInfo } from '../../../../domain/chains';
import { formatPickerAmount, formatUsd } from '../../../../domain/money/format';
import { AmountField } from '../../../components/amount-field';
import { buttonClass, LinkButton, MainButton } from '../../../components/button';
import { ChainLogo } from '../../../components/chain-logo';
import { cx } from '../../../components/class-names';
import { CopyButton } from '../../../components/copy-button';
import { CloseIcon, InfoIcon, PasteIcon } from '../../../components/icons';
import { Skeleton } from '../../../components/skeleton';
import { SuccessPanel } from '../../../components/success-panel';
import { TokenRowBody } from '../../../components/token-row';
import { usePorts } from '../../../ports-context';
import { CopyTradeContext } from './copy-trade-context';
import { useCopyTradeWords } from './copy-trade-messages';
import styles from './copy-trade.module.css';
import { FEATURE_PATHS } from '../../../routes/feature-paths';
import { Unbroken } from '../../../components/unbroken';
import { readClipboard } from '../../../../domain/shared/messenger';
import { parseScannedCode } from '../../../../domain/links/payment-qr';
import type { ScanRefusal } from '../../../../domain/links/scan-fill';
import { ScanIcon, useQrScanner } from '../../../components/qr-scan';

export function EntryScreen({ view }: { view: CopyTradeView }) {
  const actor = CopyTradeContext.useActorRef();
  if (view.step === 'failed') {
    return (
      <div role="alert" className={styles.screen} data-testid="copy-trade-failed">
        <p className={styles.error}>
          <Trans>Couldn't load your copy trades.</Trans>
        </p>
        <LinkButton onClick={() => actor.send({ type: 'entry.retry' })}>
          <Trans>Retry</Trans>
        </LinkButton>
      </div>
    );
  }
  return (
    <div className={styles.screen} aria-busy="true" data-testid="copy-trade-loading">
      <p className={styles.muted}>
        <Trans>loading</Trans>
      </p>
      <Skeleton shape="wide" />
      <Skeleton />
    </div>
  );
}

/** The four decorative logos (seed 001 §2): the networks a trader may trade on. */
const MARKED_CHAINS = [1, 10, 42161, 8453] as const;

function NetworkMarks() {
  return (
    <div className={styles.marks} aria-hidden="true" data-testid="copy-trade-logos">
      {MARKED_CHAINS.map((chainId) => (
        <ChainLogo key={chainId} chainId={chainId} />
      ))}
    </div>
  );
}

export function AddressScreen({ view }: { view: CopyTradeView }) {
  const actor = CopyTradeContext.useActorRef();
  const { messenger } = usePorts();
  const { t } = useLingui();
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const scanner = useQrScanner();
  // Why the last scanned code was refused; shown under the field until the next edit.
  const [scanRefusal, setScanRefusal] = useState<ScanRefusal | null>(null);
  const changeAddress = (text: string) => {
    setScanRefusal(null);
    actor.send({ type: 'address.change', text });
  };
  const paste = async () => {
    // A failed read resolves null and is logged by the adapter: paste then does nothing.
    const text = await readClipboard(messenger);
    if (text !== null) changeAddress(text.trim());
  };
  // The camera's code goes in as if typed, and the address rule judges it; a trader is found by
  // address only, so a link's amount or chain is not used here.
  const scan = async () => {
    if (!scanner) return;
    const text = await scanner.scan(t`Scan the trader's address`);
    if (text === null) return;
    const code = parseScannedCode(text);
    if (code.kind === 'refused') return setScanRefusal(code.reason);
    if (code.kind === 'telegram-link') return messenger.openTelegramLink(code.url);
    changeAddress(code.address);
  };
  return (
    <form
      className={styles.screen}
      data-testid="copy-trade-address"
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'address.submit' });
      }}
    >
      <h1 className="screen-title">
        <Trans>Copy a trader</Trans>
      </h1>
      <NetworkMarks />
      <label htmlFor={id} className={styles.label}>
        <Trans>Trader's wallet address</Trans>
      </label>
      <div className={styles.addressBox}>
        <textarea
          id={id}
          ref={field}
          className={styles.textarea}
          rows={2}
          value={view.traderAddress}
          placeholder="0x…"
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => changeAddress(event.target.value)}
          aria-describedby={scanRefusal === null ? undefined : `${id}-scan`}
          data-testid="copy-trade-address-input"
        />
        {view.traderAddress === '' ? (
          <button type="button" className={cx(buttonClass('link'), styles.paste)} onClick={() => void paste()} data-testid="copy-trade-paste">
            <PasteIcon size={18} />
            <Trans>Paste</Trans>
          </button>
        ) : (
          <button
            type="button"
            className={styles.iconButton}
            aria-label={t`Clear the address`}
            onClick={() => {
              changeAddress('');
              field.current?.focus();
            }}
            data-testid="copy-trade-clear"
          >
            <CloseIcon size={18} />
          </button>
        )}
        {scanner && (
          <button type="button" className={styles.iconButton} aria-label={t`Scan a QR code`} onClick={() => void scan()} data-testid="copy-trade-scan">
            <ScanIcon size={20} />
          </button>
        )}
      </div>
      {/* Only while there is one: an empty line would open a gap in the column. An alert is announced as it appears. */}
      {scanRefusal !== null && (
        <p id={`${id}-scan`} className={styles.error} role="alert" data-testid="copy-trade-scan-refusal">
          {scanRefusal === 'unknown-chain' ? <Trans>This QR code asks for a network the wallet does not support.</Trans> : <Trans>This QR code is not an address or a payment link.</Trans>}
        </p>
      )}
      <p className={styles.info}>
        <InfoIcon size={16} />
        <span>
          <Trans>Make sure you trust the address</Trans>
        </span>
      </p>
      <MainButton type="submit" data-testid="copy-trade-address-submit" data-valid={view.addressValid}>
        <Trans>Enter address</Trans>
      </MainButton>
    </form>
  );
}

export function NetworkScreen({ view }: { view: CopyTradeView }) {
  const actor = CopyTradeContext.useActorRef();
  return (
    <div className={styles.screen} data-testid="copy-trade-networks">
      <h1 className="screen-title">
        <Trans>Choose a network</Trans>
      </h1>
      <ul className={styles.list}>
        {view.chains.map((chain) => {
          const usd = formatUsd(chain.usd);
          // Nothing fundable here: shown, so the user sees where the money is not, but disabled with the reason.
          const empty = chain.count === 0;
          const reasonId = `copy-trade-network-empty-${chain.chainId}`;
          return (
            <li key={chain.chainId}>
              <button
                type="button"
                className={styles.row}
                disabled={empty}
                aria-describedby={empty ? reasonId : undefined}
                onClick={() => actor.send({ type: 'network.pick', chainId: chain.chainId })}
                data-testid={`copy-trade-network-${chain.chainId}`}
              >
                <span className={styles.rowLogos}>
                  <ChainLogo chainId={chain.chainId} size="small" />
                </span>
                <span className={styles.rowMain}>
                  <span className={styles.rowTitle}>{chainInfo(chain.chainId).name}</span>
                  {empty ? (
                    <span className={styles.muted} id={reasonId}>
                      <Trans>No ETH, USDT, USDC or DAI here</Trans>
                    </span>
                  ) : null}
                </span>
                <span className={styles.muted}>
                  <Trans>${usd}</Trans>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function TokenScreen({ view }: { view: CopyTradeView }) {
  const actor = CopyTradeContext.useActorRef();
  return (
    <div className={styles.screen} data-testid="copy-trade-tokens">
      <h1 className="screen-title">
        <Trans>Choose a token</Trans>
      </h1>
      <p className={styles.muted}>
        <Trans>ETH, USDT, USDC or DAI you hold on this network funds the copy trade.</Trans>
      </p>
      {view.tokens.length === 0 ? (
        <p className={styles.muted} data-testid="copy-trade-tokens-empty">
          <Trans>Nothing to fund a copy trade with on this network.</Trans>
        </p>
      ) : (
        <ul className={styles.list}>
          {view.tokens.map((token) => {
            const usd = formatUsd(token.usdAmount);
            return (
              <li key={token.address}>
                <button type="button" className={styles.row} onClick={() => actor.send({ type: 'token.pick', address: token.address })} data-testid={`copy-trade-token-${token.symbol}`}>
                  <TokenRowBody logoURI={token.logoURI} symbol={token.symbol} detail={token.name} amount={formatPickerAmount(token.tokensAmount)} usd={<Trans>${usd}</Trans>} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

export function DepositScreen({ view }: { view: CopyTradeView }) {
  const actor = CopyTradeContext.useActorRef();
  const words = useCopyTradeWords();
  const depositId = useId();
  const anteId = useId();
  const token = view.token;
  if (!token) return null;
  const symbol = token.symbol;
  const held = formatPickerAmount(token.tokensAmount);
  const equivalent = view.tokenEquivalent;
  const perTrade = view.perTrade;
  const minimum = view.minimumEquivalent;
  const ante = view.ante;
  const empty = view.button === 'enter-deposit';
  const red = isRedButton(view.button);
  const starting = view.step === 'starting';
  return (
    <form
      className={styles.screen}
      data-testid="copy-trade-deposit"
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'deposit.submit' });
      }}
    >
      <h1 className="screen-title">
        <Trans>Copy trade deposit</Trans>
      </h1>
      <div className={styles.fieldHead}>
        <label htmlFor={depositId} className={styles.label}>
          <Trans>Deposit, USD</Trans>
        </label>
        <LinkButton onClick={() => actor.send({ type: 'deposit.max' })} data-testid="copy-trade-max">
          <Trans>
            Max: <Unbroken>{held} {symbol}</Unbroken>
          </Trans>
        </LinkButton>
      </div>
      <AmountField id={depositId} value={view.deposit} onChange={(raw) => actor.send({ type: 'deposit.change', text: raw })} data-testid="copy-trade-deposit-input" />
      <p className={styles.muted} data-testid="copy-trade-equivalent">
        <Trans>
          ≈ <Unbroken>{equivalent} {symbol}</Unbroken>
        </Trans>
      </p>
      <fieldset className={cx(styles.ante, empty && styles.dimmed)} disabled={empty} data-testid="copy-trade-ante">
        <legend className={styles.label}>
          <Trans>Amount per trade</Trans>
        </legend>
        <div className={styles.anteCard}>
          <div className={styles.fieldHead}>
          <label htmlFor={anteId}>
            <Trans>Ante: {ante}%</Trans>
          </label>
          <output htmlFor={`${depositId} ${anteId}`} className={styles.rowTitle} data-testid="copy-trade-per-trade">
            <Trans><Unbroken>{perTrade} USD</Unbroken> per trade</Trans>
          </output>
        </div>
        <input
          id={anteId}
          type="range"
          className={styles.slider}
          min={ANTE_MIN}
          max={ANTE_MAX}
          step={ANTE_STEP}
          value={ante}
          aria-valuetext={`${String(ante)}%`}
          onChange={(event) => actor.send({ type: 'ante.change', percent: Number(event.target.value) })}
          data-testid="copy-trade-ante-slider"
        />
        </div>
      </fieldset>
      <p className={styles.info}>
        <InfoIcon size={16} />
        <span>
          <Trans>
            The minimum deposit is 100 USD ≈ <Unbroken>{minimum} {symbol}</Unbroken>
          </Trans>
        </span>
      </p>
      {view.failure?.type === 'server' ? (
        <p role="alert" className={styles.error} data-testid="copy-trade-start-failed">
          {words.failure(view.failure)}
        </p>
      ) : null}
      <MainButton
        type="submit"
        className={cx(red && styles.redButton)}
        aria-disabled={red || starting}
        disabled={starting}
        data-state={red ? 'red' : 'ready'}
        data-testid="copy-trade-start"
      >
        {view.failure && view.failure.type !== 'server' ? words.failure(view.failure) : words.button(view.button)}
      </MainButton>
    </form>
  );
}

export function SuccessScreen({ view }: { view: CopyTradeView }) {
  const actor = CopyTradeContext.useActorRef();
  const { t } = useLingui();
  const trade = view.started;
  if (!trade) return null;
  const usd = formatUsd(trade.startDeposit.usd);
  const amount = formatPickerAmount(trade.depositAmount);
  const symbol = trade.token.symbol;
  return (
    <SuccessPanel
      titleId="copy-trade-success-title"
      title={t`Start successfully`}
      amount={<Trans>${usd}</Trans>}
      detail={
        <span data-testid="copy-trade-success-tokens">
          <Unbroken><Trans>
            <Unbroken>{amount} {symbol}</Unbroken>
          </Trans></Unbroken>
        </span>
      }
      testId="copy-trade-success"
    >
      <Link
        to={FEATURE_PATHS.copyTradeTrade}
        search={{ tradeID: trade._id }}
        className={cx(buttonClass('link'), styles.centeredLink)}
        data-testid="copy-trade-view-details"
      >
        <Trans>View details</Trans>
      </Link>
      <MainButton onClick={() => actor.send({ type: 'success.done' })} data-testid="copy-trade-done">
        <Trans>Done</Trans>
      </MainButton>
    </SuccessPanel>
  );
}

export function NotBalanceScreen({ view }: { view: CopyTradeView }) {
  const { t } = useLingui();
  return (
    <div className={styles.screen} data-testid="copy-trade-not-balance">
      <h1 className="screen-title">
        <Trans>Not enough balance</Trans>
      </h1>
      <p className={styles.muted}>
        <Trans>Top up ETH, USDT, USDC or DAI on an EVM network to this address to copy a trader.</Trans>
      </p>
      <p className={styles.addressLine}>
        <span data-testid="copy-trade-my-address" title={view.address}>
          {shortAddress(view.address)}
        </span>
        <CopyButton text={view.address} label={t`address`} />
      </p>
    </div>
  );
}
