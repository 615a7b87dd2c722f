/**
 * A time left, as given: no clock of its own, so the caller (a machine on the app's Clock) decides
 * when it changes, and tests need no timers. Shown as H:MM:SS (hours keep counting past a day, so
 * no word needs translating).
 */
import { cx } from './class-names';
import styles from './countdown.module.css';

const pad = (value: number): string => String(value).padStart(2, '0');

/** Milliseconds left (never below zero) as H:MM:SS. */
export function formatTimeLeft(milliseconds: number): string {
  const total = Math.max(0, Math.floor(milliseconds / 1000));
  return `${String(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

export interface CountdownProps {
  readonly msLeft: number;
  readonly urgent?: boolean;
  readonly testId?: string;
}

export function Countdown({ msLeft, urgent = false, testId }: CountdownProps) {
  const seconds = Math.max(0, Math.floor(msLeft / 1000));
  return (
    <time className={cx(styles.countdown, urgent && styles.urgent)} dateTime={`PT${String(seconds)}S`} data-testid={testId}>
      {formatTimeLeft(msLeft)}
    </time>
  );
}
