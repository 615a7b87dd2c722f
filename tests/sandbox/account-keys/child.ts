/**
 * The account-making loop of account-keys-freeze.test.ts, run in a process of its own so a freeze
 * is seen from outside (a process stuck on a mutex answers nothing, its own timers included).
 * Makes accounts on an in-memory store for the given milliseconds while keeping the garbage
 * collector busy, then prints what it did and ends by itself.
 */
import { generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createAccount, ensureWallet } from '../../../sandbox/main/engine/accounts';
import { openSandboxStore } from '../../../sandbox/store';

const runFor = Number(process.argv[2] ?? '2000');

// The cause of the freeze was a JWK export right after a synchronous key generation: count them.
// Public and private key objects each define their own export, so both prototypes are wrapped.
let jwkExports = 0;
const sample = generateKeyPairSync('ed25519');
for (const prototype of new Set([Object.getPrototypeOf(sample.publicKey), Object.getPrototypeOf(sample.privateKey)] as KeyObject[])) {
  const original = prototype.export as (this: KeyObject, options?: unknown) => unknown;
  prototype.export = function (this: KeyObject, options?: unknown) {
    if (typeof options === 'object' && options !== null && (options as { format?: unknown }).format === 'jwk') jwkExports++;
    return original.call(this, options);
  } as typeof prototype.export;
}

const db = await openSandboxStore();
// The store is open (slow on a loaded machine): the parent times the loop from here.
process.stdout.write('ready\n');
const started = Date.now();
let made = 0;
let garbage: unknown[] = [];
for (let userId = 9_000_000; Date.now() - started < runFor; userId++) {
  // Memory pressure: short-lived allocations between the key generations, so collections (and the
  // destruction of earlier key-generation jobs) happen while keys are made and read.
  garbage.push(Array.from({ length: 4_000 }, (_, i) => ({ i, s: `${userId}:${i}` })));
  if (garbage.length > 30) garbage = [];
  await ensureWallet(db, { id: userId, firstName: `u${userId}` }, new Date());
  await createAccount(db, userId, new Date());
  made += 2;
}
process.stdout.write(`${JSON.stringify({ made, jwkExports })}\n`);
await db.close();
