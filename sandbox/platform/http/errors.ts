/** A refusal the sandbox answers with a JSON error body ({ message, code?, path? }). */
export class SandboxError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 503,
    message: string,
    readonly code?: string,
    readonly path?: readonly string[],
  ) {
    super(message);
    this.name = 'SandboxError';
  }

  body(): { message: string; code?: string; path?: string[] } {
    return {
      message: this.message,
      ...(this.code ? { code: this.code } : {}),
      ...(this.path ? { path: [...this.path] } : {}),
    };
  }
}
