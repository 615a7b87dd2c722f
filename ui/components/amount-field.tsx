/**
 * An amount input, presentational: it shows `value` and reports every change raw; which keystrokes
 * are accepted (digits and one separator, comma as dot) is the amount rule the machines apply.
 * Decimal keyboard, placeholder 0.00, and Enter closes the keyboard instead of submitting (seed 000 §5).
 */
import { useEffect, type InputHTMLAttributes, type KeyboardEvent } from 'react';
import { AMOUNT_PLACEHOLDER, closesAmountField } from '../../domain/money/amount-input';
import { usePorts } from '../ports-context';
import { cx } from './class-names';
import { inputClass } from './field';
import styles from './amount-field.module.css';

export interface AmountFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'inputMode'> {
  readonly value: string;
  readonly onChange?: (raw: string) => void;
  /** 'box' inside a form; 'large' for the big borderless figure of a swap side. */
  readonly look?: 'box' | 'large';
}

/** The look of an amount that is shown, not typed (a swap's amount to receive). */
export const amountClass = (look: 'box' | 'large'): string => (look === 'large' ? (styles.large ?? '') : inputClass());

const closeOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
  if (!closesAmountField(event.key)) return;
  event.preventDefault();
  event.currentTarget.blur();
};

export function AmountField({ value, onChange, look = 'box', className, onKeyDown, ...props }: AmountFieldProps) {
  return (
    <input
      type="text"
      inputMode="decimal"
      autoComplete="off"
      placeholder={AMOUNT_PLACEHOLDER}
      {...props}
      className={cx(amountClass(look), className)}
      value={value}
      onChange={(event) => onChange?.(event.target.value)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        closeOnEnter(event);
      }}
    />
  );
}

/**
 * Keeps the messenger's closing confirmation on while a money flow holds input
 * (domain/money/amount-input.ts `holdsInput`) and off again once it does not (sent, emptied, left).
 * One shared count for the whole app: two flows on screen at once (a purchase sheet over the
 * staking form) turn it off only when the last one lets go. Here with the amount field, which every money
 * form already loads, not in a module of its own: one more chunk would be named in the home's start chunk (docs/decisions/launch-and-messenger.md
 * "Native messenger features").
 */
let holders = 0;

export function useClosingConfirmation(holds: boolean): void {
  const { messenger } = usePorts();
  useEffect(() => {
    if (!holds) return;
    holders += 1;
    if (holders === 1) void messenger.native().then((native) => native?.setClosingConfirmation(true));
    return () => {
      holders -= 1;
      if (holders === 0) void messenger.native().then((native) => native?.setClosingConfirmation(false));
    };
  }, [messenger, holds]);
}
