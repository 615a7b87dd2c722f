/**
 * Keeps the sandbox's controls (credit a deposit, add an account, record a paid invoice...) out of
 * reach of other web pages (issue 9, defect 7). A control answers only a request that:
 * - comes from an allowed origin, or carries no Origin at all (loopback tools and tests: browsers
 *   always send Origin on a cross-origin request and on every POST);
 * - carries the control header (control-header.ts), which no cross-site request can carry;
 * - sends its body, when it is a POST, as application/json (a simple POST cannot).
 * The refusal happens before the control reads anything, so it never partially applies.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { SANDBOX_CONTROL_HEADER, SANDBOX_CONTROL_VALUE } from './control-header';
import { SandboxError } from './errors';
import { isJsonMediaType } from './input-guard';

export interface ControlGuardOptions {
  /** Origins whose pages may drive the controls; the request's own origin with `sameOrigin`. */
  readonly origins?: readonly string[];
  /** Also allow the origin the request was sent to (the host page calling its own server). */
  readonly sameOrigin?: boolean;
}

function refusal(context: Context, options: ControlGuardOptions): SandboxError | null {
  const origin = context.req.header('origin');
  if (origin !== undefined) {
    const allowed = (options.origins ?? []).includes(origin) || (options.sameOrigin === true && origin === new URL(context.req.url).origin);
    if (!allowed) return new SandboxError(403, 'Sandbox controls refuse requests from other sites', 'cross-site-control');
  }
  if (context.req.header(SANDBOX_CONTROL_HEADER) !== SANDBOX_CONTROL_VALUE) {
    return new SandboxError(403, `Sandbox controls need the ${SANDBOX_CONTROL_HEADER}: ${SANDBOX_CONTROL_VALUE} header`, 'control-header-required');
  }
  if (context.req.method === 'POST' && !isJsonMediaType(context.req.header('content-type'))) {
    return new SandboxError(415, 'Sandbox controls accept only application/json', 'unsupported-media-type');
  }
  return null;
}

export function controlGuard(options: ControlGuardOptions = {}): MiddlewareHandler {
  return async (context, next) => {
    const error = refusal(context, options);
    if (error) return context.json(error.body(), error.status);
    await next();
  };
}
