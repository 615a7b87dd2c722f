/**
 * The artwork of the mining home's tiles, one drawing per MiningTileIcon (ui/routes/mining/feature.ts):
 * a feature names its icon and never draws it, so adding a feature never edits the home. Stroked
 * in the text colour like the app's other icons (ui/components/icons.tsx), and decorative: the tile
 * carries the name.
 */
import type { ReactNode } from 'react';
import { BURN_DRAWING, PROVE_DRAWING, TRADE_DRAWING } from '../../../components/mining-drawings';
import type { MiningTileIcon } from '../../../routes/mining/feature';

/** Every icon a tile may name; the Record type makes a new name fail to compile until it is drawn. */
const DRAWINGS: Record<MiningTileIcon, ReactNode> = {
  tasks: (
    <>
      <rect x="4" y="3.5" width="16" height="17" rx="2.5" />
      <path d="m8 9 1.5 1.5L12.5 7.5" />
      <path d="M14.5 9.5H16" />
      <path d="m8 15 1.5 1.5 3-3" />
      <path d="M14.5 15.5H16" />
    </>
  ),
  frens: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
      <path d="M16 4.5a3.5 3.5 0 0 1 0 7" />
      <path d="M18 14.2a6.5 6.5 0 0 1 3.5 5.8" />
    </>
  ),
  guilds: (
    <>
      <path d="M4.5 16 3 7l5 4 4-6 4 6 5-4-1.5 9h-15Z" />
      <path d="M4.5 20h15" />
    </>
  ),
  staking: (
    <>
      <ellipse cx="12" cy="6" rx="7" ry="2.5" />
      <path d="M5 6v4c0 1.4 3.1 2.5 7 2.5s7-1.1 7-2.5V6" />
      <path d="M5 10v4c0 1.4 3.1 2.5 7 2.5s7-1.1 7-2.5v-4" />
      <path d="M5 14v4c0 1.4 3.1 2.5 7 2.5s7-1.1 7-2.5v-4" />
    </>
  ),
  auction: (
    <>
      <rect x="9" y="2.5" width="6" height="10" rx="1.5" transform="rotate(-45 12 7.5)" />
      <path d="m10 12-6.5 6.5" />
      <path d="M12 20.5h8.5" />
    </>
  ),
  donate: <path d="M12 20s-7.5-4.6-7.5-10A4.2 4.2 0 0 1 12 7.3 4.2 4.2 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10Z" />,
  prove: PROVE_DRAWING,
  'copy-trade': TRADE_DRAWING,
  burn: BURN_DRAWING,
  autoclaim: (
    <>
      <path d="M20 12a8 8 0 0 1-14.2 5" />
      <path d="M4 12a8 8 0 0 1 14.2-5" />
      <path d="M18.5 3v4h-4" />
      <path d="M5.5 21v-4h4" />
      <path d="M12 9v3l2 1.5" />
    </>
  ),
};

export function TileIcon({ icon, className }: { icon: MiningTileIcon; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={icon}
    >
      {DRAWINGS[icon]}
    </svg>
  );
}
