/** A percentage as shown, never broken between the figure and its sign ("10 %" with a no-break space, as ru typesets it). */
export const percentText = (percent: number | string): string => `${String(percent)}\u00a0%`;
