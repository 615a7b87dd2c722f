/** An amount as shown with its token, never broken between the figure and "SWITCH" (a no-break space). */
export const switchText = (amount: string): string => `${amount}\u00a0SWITCH`;
