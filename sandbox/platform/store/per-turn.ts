/**
 * Calls made in one turn of the event loop, answered together: the first call of a turn schedules
 * `run` for the end of the turn (setImmediate, after the I/O callbacks that delivered the turn's
 * requests), and `run` gets every input of the turn, in call order, and answers each (its output at
 * the same index). Under load one statement then serves the many requests that arrived together
 * instead of each queueing for a connection and a round trip of its own (the rank reads' amounts,
 * mined-batch.ts; the callers' users rows, http/auth.ts). When `run` fails, every call of the turn
 * fails with its error.
 */
export function perTurn<I, O>(run: (inputs: readonly I[]) => Promise<readonly O[]>): (input: I) => Promise<O> {
  let pending: { readonly input: I; resolve(output: O): void; reject(error: unknown): void }[] = [];

  function flush(): void {
    const batch = pending;
    pending = [];
    run(batch.map((call) => call.input)).then(
      (outputs) => {
        for (const [index, call] of batch.entries()) call.resolve(outputs[index] as O);
      },
      (error: unknown) => {
        for (const call of batch) call.reject(error);
      },
    );
  }

  return (input) =>
    new Promise<O>((resolve, reject) => {
      pending.push({ input, resolve, reject });
      if (pending.length === 1) setImmediate(flush);
    });
}
