/**
 * The one rule for which server of an ordered list to use, shared by the HTTP client and the inline
 * early-reads script (which must stay free of the storage schemas and their validation library).
 */

/** The stored choice when it is one of the configured servers, otherwise the first server. */
export function chooseServer(servers: readonly string[], stored: unknown): string | undefined {
  return typeof stored === 'string' && servers.includes(stored) ? stored : servers[0];
}
