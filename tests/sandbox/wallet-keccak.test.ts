import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { keccak256Hex } from '../../sandbox/main/engine/keccak';

/**
 * A slow reference written straight from the Keccak specification: BigInt lanes, rotation offsets
 * from the pi walk and round constants from the LFSR, so it shares no table with the engine.
 */
function referenceKeccak256(data: Uint8Array): string {
  const mask = (1n << 64n) - 1n;
  const rot = (value: bigint, n: number): bigint => (n === 0 ? value : ((value << BigInt(n)) | (value >> BigInt(64 - n))) & mask);
  const offsets = new Array<number>(25).fill(0);
  let x = 1;
  let y = 0;
  for (let t = 0; t < 24; t++) {
    offsets[x + 5 * y] = (((t + 1) * (t + 2)) / 2) % 64;
    [x, y] = [y, (2 * x + 3 * y) % 5];
  }
  let lfsr = 1;
  const constants: bigint[] = [];
  for (let round = 0; round < 24; round++) {
    let rc = 0n;
    for (let j = 0; j < 7; j++) {
      const bit = lfsr & 1;
      lfsr = lfsr & 0x80 ? ((lfsr << 1) ^ 0x71) & 0xff : (lfsr << 1) & 0xff;
      if (bit) rc ^= 1n << BigInt((1 << j) - 1);
    }
    constants.push(rc);
  }
  const rate = 136;
  const padded = new Uint8Array(Math.ceil((data.length + 1) / rate) * rate);
  padded.set(data);
  padded[data.length] = (padded[data.length] ?? 0) ^ 0x01;
  padded[padded.length - 1] = (padded[padded.length - 1] ?? 0) ^ 0x80;
  const a = new Array<bigint>(25).fill(0n);
  for (let block = 0; block < padded.length; block += rate) {
    for (let i = 0; i < rate / 8; i++) {
      let lane = 0n;
      for (let b = 7; b >= 0; b--) lane = (lane << 8n) | BigInt(padded[block + i * 8 + b] ?? 0);
      a[i] = (a[i] ?? 0n) ^ lane;
    }
    for (const rc of constants) {
      const c = [0, 1, 2, 3, 4].map((cx) => (a[cx] ?? 0n) ^ (a[cx + 5] ?? 0n) ^ (a[cx + 10] ?? 0n) ^ (a[cx + 15] ?? 0n) ^ (a[cx + 20] ?? 0n));
      for (let cx = 0; cx < 5; cx++) {
        const d = (c[(cx + 4) % 5] ?? 0n) ^ rot(c[(cx + 1) % 5] ?? 0n, 1);
        for (let cy = 0; cy < 5; cy++) a[cx + 5 * cy] = (a[cx + 5 * cy] ?? 0n) ^ d;
      }
      const b = new Array<bigint>(25).fill(0n);
      for (let cx = 0; cx < 5; cx++) for (let cy = 0; cy < 5; cy++) b[cy + 5 * ((2 * cx + 3 * cy) % 5)] = rot(a[cx + 5 * cy] ?? 0n, offsets[cx + 5 * cy] ?? 0);
      for (let cx = 0; cx < 5; cx++) {
        for (let cy = 0; cy < 5; cy++) {
          a[cx + 5 * cy] = (b[cx + 5 * cy] ?? 0n) ^ (~(b[((cx + 1) % 5) + 5 * cy] ?? 0n) & mask & (b[((cx + 2) % 5) + 5 * cy] ?? 0n));
        }
      }
      a[0] = (a[0] ?? 0n) ^ rc;
    }
  }
  let out = '';
  for (let i = 0; i < 4; i++) {
    let lane = a[i] ?? 0n;
    for (let b = 0; b < 8; b++) {
      out += Number(lane & 0xffn).toString(16).padStart(2, '0');
      lane >>= 8n;
    }
  }
  return out;
}

describe('keccak-256', () => {
  it('matches the published vectors', () => {
    expect(keccak256Hex('')).toBe('c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470');
    expect(keccak256Hex('abc')).toBe('4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45');
    expect(keccak256Hex('The quick brown fox jumps over the lazy dog')).toBe('4d741b6f1eb29cb2a9b9911c82f56fa8d73b04959d3d9d222895df6c0b28aa15');
  });

  it('is not NIST SHA3-256 (which node:crypto offers and must not be used for addresses)', () => {
    expect(keccak256Hex('')).not.toBe(createHash('sha3-256').update('').digest('hex'));
  });

  it('the reference implementation agrees with the vectors', () => {
    expect(referenceKeccak256(new Uint8Array())).toBe('c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470');
    expect(referenceKeccak256(new TextEncoder().encode('abc'))).toBe('4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45');
  });

  it('agrees with the reference at and around every block boundary', () => {
    for (const length of [135, 136, 137, 271, 272, 273]) {
      const data = new Uint8Array(length).map((_, i) => (i * 31 + 7) & 0xff);
      expect(keccak256Hex(data)).toBe(referenceKeccak256(data));
    }
  });

  it('agrees with the reference on any input', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 420 }), (data) => {
        expect(keccak256Hex(data)).toBe(referenceKeccak256(data));
      }),
      { numRuns: 150 },
    );
  });
});
