/**
 * The app's buttons. `buttonClass` is for elements that must be something else but look like a
 * button (a router Link); everything that is a <button> uses the components.
 */
import type { ButtonHTMLAttributes } from 'react';
import { cx } from './class-names';
import styles from './button.module.css';

export type ButtonVariant = 'plain' | 'primary' | 'main' | 'link';

export function buttonClass(variant: ButtonVariant = 'plain', className?: string): string {
  if (variant === 'link') return cx(styles.link, className);
  return cx(styles.button, variant !== 'plain' && styles.primary, variant === 'main' && styles.main, className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: ButtonVariant;
}

export function Button({ variant = 'plain', className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}

/** The screen's one main action: primary and full width. */
export function MainButton(props: Omit<ButtonProps, 'variant'>) {
  return <Button variant="main" {...props} />;
}

/** A text-only action (retry, show more, change). */
export function LinkButton(props: Omit<ButtonProps, 'variant'>) {
  return <Button variant="link" {...props} />;
}
