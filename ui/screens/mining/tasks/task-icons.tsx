/**
 * A task card's icon, by the task's type (seed 001 §3 "Types"): one drawing per type, stroked in
 * the link colour on a soft accent disc like the mining home's tiles (tile-icons.tsx). Decorative:
 * the card's title names the task, so the icon is hidden from assistive technology.
 */
import type { ReactNode } from 'react';
import type { TaskType } from '../../../../domain/mining/tasks/types';
import { BURN_DRAWING, PROVE_DRAWING, TRADE_DRAWING } from '../../../components/mining-drawings';

const SWAP = (
  <>
    <path d="M4 8h14" />
    <path d="m15 4.5 3.5 3.5-3.5 3.5" />
    <path d="M20 16H6" />
    <path d="m9 12.5-3.5 3.5 3.5 3.5" />
  </>
);

/** A task's type, or the proof-of-humanity card (not a task of the list, seed 001 §2). */
export type TaskIconName = TaskType | 'prove';

/** Every type's drawing; the Record type makes a new type fail to compile until it is drawn. */
const DRAWINGS: Record<TaskIconName, ReactNode> = {
  // A channel: a paper plane.
  subscription: (
    <>
      <path d="M21 3.5 3 10.5l6.5 2.5L21 3.5Z" />
      <path d="m9.5 13 1.5 7 3-4.5" />
      <path d="m9.5 13 5 3.5L21 3.5" />
    </>
  ),
  // A folder of channels.
  group: <path d="M3.5 6.5A1.5 1.5 0 0 1 5 5h4.5l2 2.5H19a1.5 1.5 0 0 1 1.5 1.5v9A1.5 1.5 0 0 1 19 19.5H5A1.5 1.5 0 0 1 3.5 18V6.5Z" />,
  trade: TRADE_DRAWING,
  swap: SWAP,
  dailySwap: SWAP,
  swapHold: (
    <>
      {SWAP}
      <circle cx="12" cy="12" r="1.2" />
    </>
  ),
  // A speech bubble: the meme phrase.
  memePhrase: (
    <>
      <path d="M4 5.5h16v10H10l-4.5 4v-4H4v-10Z" />
      <path d="M8 10.5h8" />
    </>
  ),
  autoclaim: (
    <>
      <path d="M20 12a8 8 0 0 1-14.2 5" />
      <path d="M4 12a8 8 0 0 1 14.2-5" />
      <path d="M18.5 3v4h-4" />
      <path d="M5.5 21v-4h4" />
    </>
  ),
  // A crosshair: sniping.
  sniping: (
    <>
      <circle cx="12" cy="12" r="7" />
      <path d="M12 2.5v5M12 16.5v5M2.5 12h5M16.5 12h5" />
    </>
  ),
  // A framed picture: the NFT.
  nft: (
    <>
      <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
      <path d="m3.5 16 5-5 4 4 2.5-2.5 5.5 5.5" />
      <circle cx="15.5" cy="9" r="1.5" />
    </>
  ),
  // A rocket: BigPump's launchpad.
  bigpump: (
    <>
      <path d="M14 4.5c3-1.5 5.5-1 5.5-1s.5 2.5-1 5.5l-6 6-4.5-4.5 6-6Z" />
      <path d="m8 10.5-3.5.5-1.5 2.5 4 .5M13.5 16l-.5 3.5-2.5 1.5-.5-4" />
      <path d="M6 18c-1 .5-1.5 2-1.5 2s1.5-.5 2-1.5" />
    </>
  ),
  staking: (
    <>
      <ellipse cx="12" cy="6" rx="7" ry="2.5" />
      <path d="M5 6v4c0 1.4 3.1 2.5 7 2.5s7-1.1 7-2.5V6" />
      <path d="M5 10v4c0 1.4 3.1 2.5 7 2.5s7-1.1 7-2.5v-4" />
    </>
  ),
  // An arrow into a tray: a deposit.
  deposit: (
    <>
      <path d="M12 3.5v11" />
      <path d="m7.5 10 4.5 4.5 4.5-4.5" />
      <path d="M4 15.5v3A1.5 1.5 0 0 0 5.5 20h13a1.5 1.5 0 0 0 1.5-1.5v-3" />
    </>
  ),
  // A shield: an alliance.
  addAlliance: (
    <>
      <path d="M12 3 4.5 6v5.5c0 4.4 3.1 8.1 7.5 9.5 4.4-1.4 7.5-5.1 7.5-9.5V6L12 3Z" />
      <path d="M12 8.5v7M8.5 12h7" />
    </>
  ),
  // A clock: the waitlist.
  waitlist: (
    <>
      <circle cx="12" cy="12" r="8" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  // A gift: the daily rewards and claims.
  claim: (
    <>
      <rect x="4" y="9" width="16" height="11" rx="1.5" />
      <path d="M3 9h18M12 9v11" />
      <path d="M12 9c-1.5-3.5-5-4-5-1.5S12 9 12 9Zm0 0c1.5-3.5 5-4 5-1.5S12 9 12 9Z" />
    </>
  ),
  prove: PROVE_DRAWING,
  burn: BURN_DRAWING,
};

export function TaskIcon({ type, className }: { type: TaskIconName; className?: string }) {
  return (
    <span className={className} data-testid="task-icon" data-icon={type} aria-hidden="true">
      <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" focusable="false">
        {DRAWINGS[type]}
      </svg>
    </span>
  );
}
