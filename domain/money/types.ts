/** A decimal number as a string ("12.5"); never a JS number for money. */
export type DecimalString = string;
/** An integer amount in a token's smallest unit, as a string ("12500000"). */
export type UnitsString = string;
