/** Placeholder for an effect a machine declares; the real one arrives through `.provide()`. */
export function notProvided(): never {
  throw new Error('not provided');
}
