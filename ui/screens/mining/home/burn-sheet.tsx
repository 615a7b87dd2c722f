/**
 * The burn modal (seed 001 §2, §4 "Burn modal", §5 "Burn", §8): amount, the speed it adds, submit,
 * then the burned amount and the new speed. 4002/4003 are worded by the app (mining-messages.ts)
 * and replace Burn with go-to-swap (PUNK to get) where the domain says so; any other failure is the
 * generic server error. The burn's receipt goes to whoever opened the sheet (`onBurned`): the mining
 * home takes its new record, so the speed on /mining changes with it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import type { ReceivedBurn } from '../../../../domain/mining/burn/context';
import { burnMachine } from '../../../../domain/mining/burn/machine';
import { provideBurn } from '../../../../domain/mining/burn/provide';
import { selectBurnView } from '../../../../domain/mining/burn/selectors';
import { formatTokenAmount } from '../../../../domain/money/format';
import { AmountField } from '../../../components/amount-field';
import { BottomSheet } from '../../../components/bottom-sheet';
import { buttonClass, LinkButton, MainButton } from '../../../components/button';
import { Field, FieldError } from '../../../components/field';
import { SummaryList, SummaryRow } from '../../../components/summary-list';
import { Unbroken } from '../../../components/unbroken';
import { useAppConfig } from '../../../config-context';
import { createInspectableActorContext } from '../../../machines/actor-context';
import { sameData } from '../../../machines/same-data';
import { usePorts } from '../../../ports-context';
import { PATHS } from '../../../routes/paths';
import { useBurnFailureText } from './mining-messages';
import styles from './burn.module.css';
import notes from './notes.module.css';

const BurnContext = createInspectableActorContext(burnMachine);

/** Takes the place (and the focus) of the Burn button that was pressed, so focus stays in the sheet. */
function GoToSwap() {
  const { punkTokenAddress } = useAppConfig();
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => link.current?.focus(), []);
  return (
    <Link ref={link} to={PATHS.swap} search={{ to: punkTokenAddress, chainId: 'TON' }} className={buttonClass('main')} data-testid="burn-go-to-swap">
      <Trans>Go to swap</Trans>
    </Link>
  );
}

function BurnForm() {
  const actor = BurnContext.useActorRef();
  const view = BurnContext.useSelector(selectBurnView, sameData);
  const failureText = useBurnFailureText();
  const amountId = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'burn.submit' });
  };
  const minimum = formatTokenAmount(view.minAmount);
  const reward = view.reward;
  return (
    <form className={styles.burnForm} onSubmit={submit} noValidate>
      <Field
        label={<Trans>PUNK to burn</Trans>}
        htmlFor={amountId}
        error={
          <FieldError id={errorId}>
            {view.problem === 'below-minimum' ? (
              <Trans>
                The minimum is <Unbroken>{minimum} PUNK</Unbroken>
              </Trans>
            ) : view.failure !== null ? (
              failureText(view.failure)
            ) : (
              ''
            )}
          </FieldError>
        }
      >
        <AmountField
          id={amountId}
          value={view.amountText}
          onChange={(value) => actor.send({ type: 'amount.change', value })}
          aria-describedby={errorId}
          aria-invalid={view.problem === 'below-minimum' || view.failure !== null}
          data-testid="burn-amount"
        />
      </Field>
      {view.step === 'config-failed' ? (
        <p className={notes.error} role="alert">
          <Trans>Server error</Trans>{' '}
          <LinkButton onClick={() => actor.send({ type: 'config.retry' })}>
            <Trans>Retry</Trans>
          </LinkButton>
        </p>
      ) : (
        <SummaryList look="plain">
          <SummaryRow label={<Trans>Speed boost for 48 h</Trans>} testId="burn-reward">
            {reward === null ? (
              '…'
            ) : (
              <Unbroken><Trans>+{reward} SWITCH/h</Trans></Unbroken>
            )}
          </SummaryRow>
          <SummaryRow label={<Trans>Network fee</Trans>} testId="burn-gas">
            {view.gasTon === null ? '…' : <Unbroken>{`${formatTokenAmount(view.gasTon)} TON`}</Unbroken>}
          </SummaryRow>
        </SummaryList>
      )}
      {view.offersSwap ? (
        <GoToSwap />
      ) : (
        <MainButton type="submit" disabled={!view.canSubmit} aria-busy={view.step === 'burning'} data-testid="burn-submit">
          {view.step === 'burning' ? <Trans>Burning…</Trans> : <Trans>Burn</Trans>}
        </MainButton>
      )}
    </form>
  );
}

function BurnDone({ onClose }: { onClose: () => void }) {
  const view = BurnContext.useSelector(selectBurnView, sameData);
  const burned = formatTokenAmount(view.burnedAmount ?? '0');
  const speed = formatTokenAmount(view.newSpeed ?? '0');
  return (
    <div className={styles.burnForm} data-testid="burn-done">
      <p className={notes.positive} role="status">
        <Trans>
          You burned <Unbroken>{burned} PUNK</Unbroken>.
        </Trans>
      </p>
      <SummaryList look="plain">
        <SummaryRow label={<Trans>Speed now</Trans>} testId="burn-new-speed">
          <Unbroken><Trans>{speed} SWITCH/h</Trans></Unbroken>
        </SummaryRow>
      </SummaryList>
      <MainButton onClick={onClose}>
        <Trans>Done</Trans>
      </MainButton>
    </div>
  );
}

/** Hands the burn's receipt to whoever opened the sheet, once, when the burn is done. */
function ReportBurn({ onBurned }: { onBurned: (burned: ReceivedBurn) => void }) {
  const burned = BurnContext.useSelector((snapshot) => snapshot.context.burned);
  // The latest callback, without reporting again when the opener re-renders with a new one.
  const report = useEffectEvent(onBurned);
  useEffect(() => {
    if (burned) report(burned);
  }, [burned]);
  return null;
}

function BurnBody({ onClose }: { onClose: () => void }) {
  const done = BurnContext.useSelector((snapshot) => snapshot.matches('done'));
  return done ? <BurnDone onClose={onClose} /> : <BurnForm />;
}

export interface BurnSheetProps {
  readonly onClose: () => void;
  /** The burn went through: its receipt carries the new record. */
  readonly onBurned: (burned: ReceivedBurn) => void;
}

export function BurnSheet({ onClose, onBurned }: BurnSheetProps) {
  const ports = usePorts();
  const { t } = useLingui();
  const [logic] = useState(() => provideBurn(ports));
  return (
    <BurnContext.Provider logic={logic}>
      <ReportBurn onBurned={onBurned} />
      <BottomSheet title={t`Burn PUNK`} onClose={onClose}>
        <BurnBody onClose={onClose} />
      </BottomSheet>
    </BurnContext.Provider>
  );
}
