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
  | ({
      readonly type: 'rejected';
      readonly status: number;
      readonly path?: readonly string[] | undefined;
    } & Refusal)
  /** The server failed (5xx). */
  | { readonly type: 'server'; readonly status: number }
  /** The answer did not match the wire contract. */
  | { readonly type: 'contract'; readonly detail: string };

/**
 * What a server said when it refused: a stable `code` (docs/contract.md "Refusal codes") the
 * screens translate, the figures its text needs (`params`, e.g. a token's symbol and decimals),
 * and the server's own English `message`, shown only for a code the client does not know.
 */
export interface Refusal {
  readonly message: string;
  readonly code?: string | undefined;
  readonly params?: Readonly<Record<string, string>> | undefined;
}

export function refusalOf(failure: Refusal): Refusal {
  return {
    message: failure.message,
    ...(failure.code === undefined ? {} : { code: failure.code }),
    ...(failure.params === undefined ? {} : { params: failure.params }),
  };
}

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

