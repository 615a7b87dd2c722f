import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePorts } from '../e2e/support/free-ports';

const ephemeralLow = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);

const held: Server[] = [];
const hold = (port: number) =>
  new Promise<void>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
    held.push(server);
  });

afterEach(async () => {
  await Promise.all(held.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('free ports for the servers tests start', () => {
  it('are distinct, listenable and below the ephemeral range, so no outgoing connection takes one first', async () => {
    const ports = await freePorts(12);
    expect(new Set(ports).size).toBe(12);
    for (const port of ports) expect(port).toBeLessThan(ephemeralLow);
    await Promise.all(ports.map(hold));
  });

  it('never hands out a port twice in one process, and skips a port a server holds', async () => {
    const [first = 0] = await freePorts(1);
    await hold(first + 1);
    const later = await freePorts(40);
    expect(later).not.toContain(first);
    expect(later).not.toContain(first + 1);
  });
});
