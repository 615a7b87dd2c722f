/**
 * A network's logo, drawn inline (the networks are few and fixed, so no request and no failure to
 * fall back from): the brand's colour and mark, simplified to read at 20 px. Decorative: the
 * network is always named next to it, or the logos are an ornament (aria-hidden).
 */
import type { ReactNode } from 'react';
import type { ChainId } from '../../domain/chains';
import styles from './chain-logo.module.css';

const MARKS: Record<string, { readonly color: string; readonly mark: ReactNode }> = {
  TON: { color: '#0098EA', mark: <path d="M7 8h10l-5 9z M12 8v9" fill="none" stroke="#fff" strokeWidth="1.6" strokeLinejoin="round" /> },
  1: {
    color: '#627EEA',
    mark: (
      <>
        <path d="M12 4l-5 8.2 5 3 5-3z" fill="#fff" />
        <path d="M12 16.2l-5-3 5 6.8 5-6.8z" fill="#fff" opacity="0.8" />
      </>
    ),
  },
  10: {
    color: '#FF0420',
    mark: (
      <>
        <ellipse cx="8.6" cy="12" rx="2.6" ry="3.4" fill="none" stroke="#fff" strokeWidth="1.8" />
        <path d="M13.4 15.4V8.6h2.6a2 2 0 010 4h-2.6" fill="none" stroke="#fff" strokeWidth="1.8" strokeLinejoin="round" />
      </>
    ),
  },
  42161: {
    color: '#213147',
    mark: (
      <>
        <path d="M7.5 17L12 6l4.5 11" fill="none" stroke="#12AAFF" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M9.6 13h4.8" stroke="#fff" strokeWidth="1.6" strokeLinecap="round" />
      </>
    ),
  },
  8453: { color: '#0052FF', mark: <path d="M12 18a6 6 0 10-5.97-6.6h8.2v1.2h-8.2A6 6 0 0012 18z" fill="#fff" /> },
  324: {
    color: '#1E1E1E',
    mark: (
      <>
        <path d="M5 12l4.5-4.5v3h5z" fill="#fff" />
        <path d="M19 12l-4.5 4.5v-3h-5z" fill="#8C8DFC" />
      </>
    ),
  },
};

export interface ChainLogoProps {
  readonly chainId: ChainId;
  /** 'small' is 20 px, inline with text; 'regular' the list logo size. */
  readonly size?: 'regular' | 'small';
}

export function ChainLogo({ chainId, size = 'regular' }: ChainLogoProps) {
  const logo = MARKS[String(chainId)];
  if (!logo) return null;
  return (
    <svg className={size === 'small' ? styles.small : styles.logo} viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-chain-logo={String(chainId)}>
      <circle cx="12" cy="12" r="12" fill={logo.color} />
      {logo.mark}
    </svg>
  );
}
