/**
 * Why a call to a backend did not give an answer. Typed so machines can branch on it and screens
 * can map it to a translated message; no user-facing text lives here.
 */
export type ApiFailure =
  /** Cancelled by the caller or superseded by a newer request with the same id: never shown. */
  | { readonly type: 'aborted' }
  /** No server in the list answered in time or at all. */
  | { readonly type: 'unreachable' }
  /** The init data was missing, forged or expired. */
  | { readonly type: 'unauthorized'; readonly message: string }
  /** The server refused the request and said why (4xx with an error body). */
  | {
      readonly type: 'rejected';
      readonly status: number;
      readonly message: string;
      readonly code?: string | undefined;
      readonly path?: readonly string[] | undefined;
    }
  /** The server failed (5xx). */
  | { readonly type: 'server'; readonly status: number }
  /** The answer did not match the wire contract. */
  | { readonly type: 'contract'; readonly detail: string };

export class ApiError extends Error {
  constructor(readonly failure: ApiFailure) {
    super(failure.type === 'rejected' ? failure.message : `api ${failure.type}`);
    this.name = 'ApiError';
  }
}

export function failureOf(error: unknown): ApiFailure {
  if (error instanceof ApiError) return error.failure;
  if (error instanceof Error && error.name === 'AbortError') return { type: 'aborted' };
  return { type: 'unreachable' };
}

