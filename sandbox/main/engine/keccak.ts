/**
 * Keccak-256 (the original Keccak padding used by Ethereum, not NIST SHA3-256: node:crypto's
 * 'sha3-256' pads with 0x06 instead of 0x01 and gives different digests, so it cannot derive EVM
 * addresses). Lanes are kept as pairs of 32-bit words because JavaScript bit operations are 32-bit
 * and BigInt lanes would be an order of magnitude slower.
 */

// The 24 round constants, as [high word, low word].
const ROUND_CONSTANTS: readonly (readonly [number, number])[] = [
  [0x00000000, 0x00000001], [0x00000000, 0x00008082], [0x80000000, 0x0000808a], [0x80000000, 0x80008000],
  [0x00000000, 0x0000808b], [0x00000000, 0x80000001], [0x80000000, 0x80008081], [0x80000000, 0x00008009],
  [0x00000000, 0x0000008a], [0x00000000, 0x00000088], [0x00000000, 0x80008009], [0x00000000, 0x8000000a],
  [0x00000000, 0x8000808b], [0x80000000, 0x0000008b], [0x80000000, 0x00008089], [0x80000000, 0x00008003],
  [0x80000000, 0x00008002], [0x80000000, 0x00000080], [0x00000000, 0x0000800a], [0x80000000, 0x8000000a],
  [0x80000000, 0x80008081], [0x80000000, 0x00008080], [0x00000000, 0x80000001], [0x80000000, 0x80008008],
];

// Rotation offsets by lane index x + 5y.
const ROTATIONS: readonly number[] = [0, 1, 62, 28, 27, 36, 44, 6, 55, 20, 3, 10, 43, 25, 39, 41, 45, 15, 21, 8, 18, 2, 61, 56, 14];

/** Rate of Keccak-256 in bytes (1600 - 2 * 256 bits). */
const RATE = 136;

function lane(words: Uint32Array, index: number): [number, number] {
  return [words[index * 2 + 1] ?? 0, words[index * 2] ?? 0];
}

function rotate(hi: number, lo: number, n: number): [number, number] {
  if (n === 0) return [hi, lo];
  if (n === 32) return [lo, hi];
  if (n < 32) return [((hi << n) | (lo >>> (32 - n))) >>> 0, ((lo << n) | (hi >>> (32 - n))) >>> 0];
  const m = n - 32;
  return [((lo << m) | (hi >>> (32 - m))) >>> 0, ((hi << m) | (lo >>> (32 - m))) >>> 0];
}

/** keccak-f[1600] on 25 lanes stored little-endian as [lo, hi] word pairs. */
function permute(state: Uint32Array): void {
  const c = new Uint32Array(10);
  const b = new Uint32Array(50);
  for (const [rcHi, rcLo] of ROUND_CONSTANTS) {
    // theta
    for (let x = 0; x < 5; x++) {
      let hi = 0;
      let lo = 0;
      for (let y = 0; y < 5; y++) {
        const [h, l] = lane(state, x + 5 * y);
        hi ^= h;
        lo ^= l;
      }
      c[x * 2] = lo;
      c[x * 2 + 1] = hi;
    }
    for (let x = 0; x < 5; x++) {
      const [prevHi, prevLo] = lane(c, (x + 4) % 5);
      const [nextHi, nextLo] = lane(c, (x + 1) % 5);
      const [rHi, rLo] = rotate(nextHi, nextLo, 1);
      const dHi = prevHi ^ rHi;
      const dLo = prevLo ^ rLo;
      for (let y = 0; y < 5; y++) {
        const i = x + 5 * y;
        state[i * 2] = ((state[i * 2] ?? 0) ^ dLo) >>> 0;
        state[i * 2 + 1] = ((state[i * 2 + 1] ?? 0) ^ dHi) >>> 0;
      }
    }
    // rho and pi: B[y, 2x + 3y] = rot(A[x, y])
    for (let x = 0; x < 5; x++) {
      for (let y = 0; y < 5; y++) {
        const i = x + 5 * y;
        const [h, l] = lane(state, i);
        const [rh, rl] = rotate(h, l, ROTATIONS[i] ?? 0);
        const target = y + 5 * ((2 * x + 3 * y) % 5);
        b[target * 2] = rl;
        b[target * 2 + 1] = rh;
      }
    }
    // chi
    for (let y = 0; y < 5; y++) {
      for (let x = 0; x < 5; x++) {
        const i = x + 5 * y;
        const [h0, l0] = lane(b, i);
        const [h1, l1] = lane(b, ((x + 1) % 5) + 5 * y);
        const [h2, l2] = lane(b, ((x + 2) % 5) + 5 * y);
        state[i * 2] = (l0 ^ (~l1 & l2)) >>> 0;
        state[i * 2 + 1] = (h0 ^ (~h1 & h2)) >>> 0;
      }
    }
    // iota
    state[0] = ((state[0] ?? 0) ^ rcLo) >>> 0;
    state[1] = ((state[1] ?? 0) ^ rcHi) >>> 0;
  }
}

function absorbBlock(state: Uint32Array, block: Uint8Array): void {
  for (let i = 0; i < RATE / 4; i++) {
    const word = (block[i * 4] ?? 0) | ((block[i * 4 + 1] ?? 0) << 8) | ((block[i * 4 + 2] ?? 0) << 16) | ((block[i * 4 + 3] ?? 0) << 24);
    state[i] = ((state[i] ?? 0) ^ word) >>> 0;
  }
  permute(state);
}

/** Keccak-256 digest (32 bytes) of the given bytes, or of a string's UTF-8 bytes. */
export function keccak256(input: Uint8Array | string): Uint8Array {
  const data = typeof input === 'string' ? new TextEncoder().encode(input) : input;
  const state = new Uint32Array(50);
  let offset = 0;
  for (; offset + RATE <= data.length; offset += RATE) absorbBlock(state, data.subarray(offset, offset + RATE));
  // Keccak padding: 0x01 after the message, 0x80 on the last byte of the block (both may coincide).
  const last = new Uint8Array(RATE);
  last.set(data.subarray(offset));
  last[data.length - offset] = (last[data.length - offset] ?? 0) | 0x01;
  last[RATE - 1] = (last[RATE - 1] ?? 0) | 0x80;
  absorbBlock(state, last);

  const out = new Uint8Array(32);
  for (let i = 0; i < 8; i++) {
    const word = state[i] ?? 0;
    out[i * 4] = word & 0xff;
    out[i * 4 + 1] = (word >>> 8) & 0xff;
    out[i * 4 + 2] = (word >>> 16) & 0xff;
    out[i * 4 + 3] = (word >>> 24) & 0xff;
  }
  return out;
}

export function keccak256Hex(input: Uint8Array | string): string {
  return Buffer.from(keccak256(input)).toString('hex');
}
