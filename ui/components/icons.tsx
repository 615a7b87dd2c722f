/**
 * The app's icons: inline SVG drawn in the text colour (currentColor), never a font character
 * (a glyph such as ⓘ or ⇅ renders as an empty box where the system font lacks it). Every icon is
 * decorative (aria-hidden): the button or link that holds it carries the name.
 */
import type { ReactNode } from 'react';

export interface IconProps {
  /** Width and height in CSS pixels; 24 by default. */
  readonly size?: number;
  readonly className?: string;
}

/** Exported for icons drawn in a lazy screen's own file (they then add nothing to the home's first load). */
export function Icon({ size = 24, className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon=""
    >
      {children}
    </svg>
  );
}

export function InfoIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M12 11v6" />
      <path d="M12 7.5v.01" strokeWidth="2.6" />
    </Icon>
  );
}

export function CopyIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="8.5" y="8.5" width="12" height="12" rx="2.5" />
      <path d="M15.5 5.5v-.5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v8.5a2 2 0 0 0 2 2h.5" />
    </Icon>
  );
}

export function WalletIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M19 7V5.5A1.5 1.5 0 0 0 17.5 4H6a2.5 2.5 0 0 0 0 5h13a1 1 0 0 1 1 1v8a2 2 0 0 1-2 2H6a2.5 2.5 0 0 1-2.5-2.5v-11" />
      <path d="M16.5 14.5v.01" strokeWidth="2.6" />
    </Icon>
  );
}

/** Deposit: an arrow down into a tray. */
export function DepositIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 3v12" />
      <path d="m7 10 5 5 5-5" />
      <path d="M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" />
    </Icon>
  );
}

/** Send: an arrow up and away. */
export function SendIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 20V5" />
      <path d="m6 11 6-6 6 6" />
    </Icon>
  );
}

/** Swap: two opposite arrows side by side. */
export function SwapIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M7 20V5" />
      <path d="m3 9 4-4 4 4" />
      <path d="M17 4v15" />
      <path d="m13 15 4 4 4-4" />
    </Icon>
  );
}

/** Switch wallet: two stacked cards with arrows. */
export function SwitchWalletIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 8h13" />
      <path d="m14 4 4 4-4 4" />
      <path d="M20 16H7" />
      <path d="m10 12-4 4 4 4" />
    </Icon>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 6l12 12" />
      <path d="M18 6 6 18" />
    </Icon>
  );
}

export function CheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </Icon>
  );
}

/** The outcome mark of a success screen: a check in a circle. */
export function SuccessIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="m7.5 12.5 3 3 6-6.5" />
    </Icon>
  );
}

export function PasteIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="5" y="4" width="14" height="17" rx="2" />
      <path d="M9 4V3h6v1" />
      <path d="M9 11h6M9 15h4" />
    </Icon>
  );
}
