/**
 * Form fields: a labelled field with its error line, and the look of a text box (`inputClass`) for
 * inputs that stand alone (a search box).
 */
import type { ReactNode } from 'react';
import { cx } from './class-names';
import styles from './field.module.css';

export const inputClass = (className?: string): string => cx(styles.input, className);

export interface FieldProps {
  readonly label: ReactNode;
  readonly htmlFor: string;
  readonly children: ReactNode;
  /** The error line under the control (usually a FieldError). */
  readonly error?: ReactNode;
}

export function Field({ label, htmlFor, children, error }: FieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={htmlFor} className={styles.label}>
        {label}
      </label>
      {children}
      {error}
    </div>
  );
}

/** A control with an action beside it (an address with its Paste button). */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className={styles.row}>{children}</div>;
}

/** Always rendered, so screen readers announce a message when it appears. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.error} role="alert" data-haptic="warning" data-testid={id}>
      {children}
    </p>
  );
}
