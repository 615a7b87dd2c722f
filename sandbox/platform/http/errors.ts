import type { RefusalCode } from '../../../adapters/http/contract/refusal-codes';

/**
 * A refusal the sandbox answers with a JSON error body ({ message, code?, path?, params? }). The
 * code is one of the contract's refusal codes, so a client can translate every refusal it gets.
 */
export class SandboxError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 503,
    message: string,
    readonly code?: RefusalCode,
    readonly path?: readonly string[],
    /** The figures the message names, for the client's own wording (RefusalParams). */
    readonly params?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'SandboxError';
  }

  body(): { message: string; code?: string; path?: string[]; params?: Record<string, string> } {
    return {
      message: this.message,
      ...(this.code ? { code: this.code } : {}),
      ...(this.path ? { path: [...this.path] } : {}),
      ...(this.params ? { params: { ...this.params } } : {}),
    };
  }
}
