/**
 * Each banner's artwork: our own small SVG drawings (no copied assets), decorative (the text says
 * everything), in the theme's colours plus one accent of the banner's own. The glow pulses unless
 * the user asks for less motion (banners.module.css).
 */
import type { ReactNode } from 'react';
import type { BannerId } from '../../../../domain/mining/banners/types';
import styles from './banners.module.css';

const ACCENTS: Record<BannerId, string> = {
  'open-league': '#3d8bfd',
  'big-pump-december': '#22b573',
  sniping: '#ff6b3d',
  early: '#9b6bff',
  'deposit-punk': '#e04f9f',
  'invite-contest': '#f5b400',
  'new-trade-flow': '#1fb6c9',
  'district-clash': '#e8433a',
  donate: '#ff8a3d',
};

/** The glyph of each banner, drawn in a 120 by 120 box around its centre. */
const GLYPHS: Record<BannerId, ReactNode> = {
  // A cup with three points above it.
  'open-league': (
    <>
      <path d="M40 34h40v14a20 20 0 0 1-40 0z" />
      <path d="M52 68h16v12h10v8H42v-8h10z" />
      <circle cx="40" cy="20" r="4" />
      <circle cx="60" cy="16" r="4" />
      <circle cx="80" cy="20" r="4" />
    </>
  ),
  // A rising chart with a snowflake.
  'big-pump-december': (
    <>
      <path d="M24 84l20-20 14 12 28-32" fill="none" strokeWidth="8" strokeLinecap="round" strokeLinejoin="round" stroke="currentColor" />
      <path d="M76 40h14v14z" />
      <path d="M88 74v20M78 84h20M81 77l14 14M95 77L81 91" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  // A crosshair.
  sniping: (
    <>
      <circle cx="60" cy="60" r="28" fill="none" stroke="currentColor" strokeWidth="6" />
      <circle cx="60" cy="60" r="8" />
      <path d="M60 20v22M60 78v22M20 60h22M78 60h22" stroke="currentColor" strokeWidth="6" strokeLinecap="round" />
    </>
  ),
  // A sunrise.
  early: (
    <>
      <path d="M30 78a30 30 0 0 1 60 0z" />
      <path d="M20 88h80" stroke="currentColor" strokeWidth="6" strokeLinecap="round" />
      <path d="M60 28v12M34 40l8 8M86 40l-8 8" stroke="currentColor" strokeWidth="6" strokeLinecap="round" />
    </>
  ),
  // A coin with a mohawk: PUNK.
  'deposit-punk': (
    <>
      <circle cx="60" cy="66" r="28" />
      <path d="M46 40l6-18 8 14 8-14 6 18z" />
      <path d="M48 66h24M60 54v24" stroke="#fff" strokeWidth="6" strokeLinecap="round" />
    </>
  ),
  // Two people and a star.
  'invite-contest': (
    <>
      <circle cx="44" cy="50" r="12" />
      <circle cx="76" cy="50" r="12" />
      <path d="M24 90a20 20 0 0 1 40 0zM56 90a20 20 0 0 1 40 0z" />
      <path d="M60 14l5 10 11 2-8 8 2 11-10-5-10 5 2-11-8-8 11-2z" />
    </>
  ),
  // Two arrows swapping.
  'new-trade-flow': (
    <>
      <path d="M28 46h56l-12-12M92 74H36l12 12" fill="none" stroke="currentColor" strokeWidth="8" strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
  // Two towers facing each other.
  'district-clash': (
    <>
      <path d="M22 94V46l10-8 10 8v48zM78 94V46l10-8 10 8v48z" />
      <path d="M48 60l24 0M52 52l16 16M68 52L52 68" stroke="currentColor" strokeWidth="5" strokeLinecap="round" />
      <path d="M16 96h88" stroke="currentColor" strokeWidth="6" strokeLinecap="round" />
    </>
  ),
  // A heart in a hand-drawn diamond.
  donate: (
    <>
      <path d="M60 92L30 62a17 17 0 0 1 30-22 17 17 0 0 1 30 22z" />
    </>
  ),
};

export function BannerArt({ banner }: { readonly banner: BannerId }) {
  const accent = ACCENTS[banner];
  return (
    <svg className={styles.art} viewBox="0 0 120 120" width="160" height="160" aria-hidden="true" focusable="false" style={{ color: accent }}>
      <circle className={styles.glow} cx="60" cy="60" r="56" fill={accent} opacity="0.16" />
      <g fill="currentColor">{GLYPHS[banner]}</g>
    </svg>
  );
}
