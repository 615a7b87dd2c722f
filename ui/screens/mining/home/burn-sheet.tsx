/**
 * The burn modal (seed 001 §2, §4 "Burn modal", §5 "Burn", §8): amount, the speed it adds, submit,
 * then the burned amount and the new speed. 4002/4003 show the server's message and a go-to-swap
 * button (PUNK to get); any other failure the generic server error. The new record a burn answers
 * goes to the mining home, so the speed on /mining changes with it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { burnMachine, selectBurnView, type BurnFailure } from '../../../../domain/mining/burn/machine';
import { provideBurn } from '../../../../domain/mining/burn/provide';
import { formatTokenAmount } from '../../../../domain/money/format';
import { AmountField } from '../../../components/amount-field';
import { BottomSheet } from '../../../components/bottom-sheet';
import { buttonClass, LinkButton, MainButton } from '../../../components/button';
import { Field, FieldError } from '../../../components/field';
import { SummaryList, SummaryRow } from '../../../components/summary-list';
import { useAppConfig } from '../../../config-context';
import { createInspectableActorContext } from '../../../machines/actor-context';
import { MiningHomeContext } from '../../../machines/mining-home-context';
import { sameData } from '../../../machines/same-data';
import { usePorts } from '../../../ports-context';
import { PATHS } from '../../../routes/paths';
import styles from './burn.module.css';

const BurnContext = createInspectableActorContext(burnMachine);

function useBurnFailureText(): (failure: BurnFailure) => string {
  const { t } = useLingui();
  // The refusals the seed names are worded by the server; anything else is the generic error.
  return (failure) => (failure.type === 'server' ? t`Server error` : failure.message);
}

function GoToSwap() {
  const { punkTokenAddress } = useAppConfig();
  return (
    <Link to={PATHS.swap} search={{ to: punkTokenAddress, chainId: 'TON' }} className={buttonClass('main')} data-testid="burn-go-to-swap">
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
  const { t } = useLingui();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'burn.submit' });
  };
  const shortOfFunds = view.failure !== null && view.failure.type !== 'server';
  const minimum = formatTokenAmount(view.minAmount);
  const reward = view.reward;
  return (
    <form className={styles.burnForm} onSubmit={submit} noValidate>
      <Field
        label={<Trans>PUNK to burn</Trans>}
        htmlFor={amountId}
        error={
          <FieldError id={errorId}>
            {view.problem === 'below-minimum' ? t`The minimum is ${minimum} PUNK` : view.failure !== null ? failureText(view.failure) : ''}
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
      {view.status === 'config-failed' ? (
        <p className={styles.error} role="alert">
          <Trans>Server error</Trans>{' '}
          <LinkButton onClick={() => actor.send({ type: 'config.retry' })}>
            <Trans>Retry</Trans>
          </LinkButton>
        </p>
      ) : (
        <SummaryList look="plain">
          <SummaryRow label={<Trans>Speed boost for 48 h</Trans>} testId="burn-reward">
            {reward === null ? '…' : <Trans>+{reward} SWITCH/h</Trans>}
          </SummaryRow>
          <SummaryRow label={<Trans>Network fee</Trans>} testId="burn-gas">
            {view.gasTon === null ? '…' : `${formatTokenAmount(view.gasTon)} TON`}
          </SummaryRow>
        </SummaryList>
      )}
      {shortOfFunds ? (
        <GoToSwap />
      ) : (
        <MainButton type="submit" disabled={!view.canSubmit} aria-busy={view.status === 'burning'} data-testid="burn-submit">
          {view.status === 'burning' ? <Trans>Burning…</Trans> : <Trans>Burn</Trans>}
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
      <p className={styles.claimDone} role="status">
        <Trans>You burned {burned} PUNK.</Trans>
      </p>
      <SummaryList look="plain">
        <SummaryRow label={<Trans>Speed now</Trans>} testId="burn-new-speed">
          <Trans>{speed} SWITCH/h</Trans>
        </SummaryRow>
      </SummaryList>
      <MainButton onClick={onClose}>
        <Trans>Done</Trans>
      </MainButton>
    </div>
  );
}

/** Hands the burn's new record to the mining home once, when the burn is done. */
function ReportBurn() {
  const home = MiningHomeContext.useActorRef();
  const burned = BurnContext.useSelector((snapshot) => snapshot.context.burned);
  useEffect(() => {
    if (burned) home.send({ type: 'record.received', record: burned.receipt, receivedAt: burned.receivedAt });
  }, [home, burned]);
  return null;
}

function BurnBody({ onClose }: { onClose: () => void }) {
  const done = BurnContext.useSelector((snapshot) => snapshot.matches('done'));
  return done ? <BurnDone onClose={onClose} /> : <BurnForm />;
}

export function BurnSheet({ onClose }: { onClose: () => void }) {
  const ports = usePorts();
  const { t } = useLingui();
  const [logic] = useState(() => provideBurn(ports));
  return (
    <BurnContext.Provider logic={logic}>
      <ReportBurn />
      <BottomSheet title={t`Burn PUNK`} onClose={onClose}>
        <BurnBody onClose={onClose} />
      </BottomSheet>
    </BurnContext.Provider>
  );
}
