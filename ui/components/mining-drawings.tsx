/**
 * Icon drawings both the mining home's tiles (ui/screens/mining/home/tile-icons.tsx) and the task
 * cards (ui/screens/mining/tasks/task-icons.tsx) show: the paths of a 24 px stroked icon, without
 * the svg, which each caller sizes and colours its own way.
 */

/** A shield with a check: proof of humanity. */
export const PROVE_DRAWING = (
  <>
    <path d="M12 3 4.5 6v5.5c0 4.4 3.1 8.1 7.5 9.5 4.4-1.4 7.5-5.1 7.5-9.5V6L12 3Z" />
    <path d="m8.5 12 2.5 2.5 4.5-5" />
  </>
);

/** A rising line over a baseline: trading. */
export const TRADE_DRAWING = (
  <>
    <path d="m3 16 5-5 4 3 7.5-7.5" />
    <path d="M14.5 6.5h5v5" />
    <path d="M3 20.5h18" />
  </>
);

/** A flame: the PUNK burn. */
export const BURN_DRAWING = (
  <>
    <path d="M12 21c3.9 0 7-2.9 7-6.8 0-4.2-3.2-6.4-4.5-10.2-1.7 1.6-2.6 3.7-2.5 5.6C10.6 8.7 9.4 7.5 9 6c-2.4 2-4 4.8-4 8.2C5 18.1 8.1 21 12 21Z" />
    <path d="M12 21a2.8 2.8 0 0 1-2.8-2.8c0-1.9 1.6-2.8 2.8-4.7 1.2 1.9 2.8 2.8 2.8 4.7A2.8 2.8 0 0 1 12 21Z" />
  </>
);
