/**
 * Vitest logs an error thrown by a global setup's teardown ("error during close") and still exits
 * 0 (Vitest 4.1). A teardown that fails means the run did not end the way it should have (a server
 * that did not stop, data left behind), so ours make the run fail: every global setup returns its
 * teardown through this.
 */
export function failTheRunIfItThrows(teardown: () => Promise<void>): () => Promise<void> {
  return async () => {
    try {
      await teardown();
    } catch (error) {
      process.exitCode = 1;
      throw error;
    }
  };
}
