/**
 * The header every request to a sandbox control carries (the simulation's /sandbox routes on the
 * main API, the host page's deposit and invoice endpoints). A page on another site cannot send it
 * without a CORS preflight, and no sandbox server grants that header to another origin, so a
 * cross-site form or simple POST can never reach a control. No imports: the host page's browser
 * script bundles this file.
 */
export const SANDBOX_CONTROL_HEADER = 'x-sandbox-control';
export const SANDBOX_CONTROL_VALUE = '1';

export const sandboxControlHeaders = { [SANDBOX_CONTROL_HEADER]: SANDBOX_CONTROL_VALUE } as const;
