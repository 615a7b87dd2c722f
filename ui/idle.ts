/** Longest background start-up work may wait for an idle moment. */
const IDLE_TIMEOUT_MS = 1_500;

/**
 * Runs start-up work that the first screen does not need (binding the messenger SDK, loading the
 * other screens' contract) once the page is idle, so it never competes with the first render.
 */
export function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(task, 0);
}

/**
 * Lets the browser paint and handle input between two pieces of start-up work, so the boot is
 * several short tasks instead of one long one (which would block a tap on a slow phone).
 */
export function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** The connection asks to save data (navigator.connection.saveData): nothing is fetched ahead. */
export const savingData = (): boolean => (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;
