/**
 * The highest account index a user may have (seed 000 §7's accountIndex). One constant for the app,
 * the wire contract and the sandbox; free of imports so the inline early-reads script can use it.
 */
export const MAX_ACCOUNT_INDEX = 1000;
