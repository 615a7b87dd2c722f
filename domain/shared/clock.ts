/** The one source of time for every rule: the device clock in the app, a manual clock in tests. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}
