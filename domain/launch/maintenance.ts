/**
 * The maintenance flag is kept in local storage as true/false (seed 000 §2); older builds wrote the
 * string 'true'. Anything else, including a corrupt value, means the app runs normally.
 */
export function isMaintenanceOn(value: unknown): boolean {
  return value === true || value === 'true';
}
