import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * Free loopback ports for servers a test starts, handed out below the kernel's ephemeral range.
 *
 * Asking the kernel for port 0 and closing the probe raced: between the probe's close and the
 * server's listen, the same port could go to an outgoing connection's local end (Chromium, the
 * PostgreSQL clients, the sandbox's own calls all take ephemeral ports) or to another worker's
 * probe, and the server then failed with EADDRINUSE. Below the ephemeral range no outgoing socket
 * takes a port; each process starts at a random point of that range and walks forward, so two
 * workers meet only if they land within a few ports of each other, and one process never hands out
 * the same port twice (a port in TIME_WAIT from an earlier stack is not reused). Every port is still
 * probed by listening on it, so a port a server already holds is skipped.
 */
const LOWEST = 15_000;

function ephemeralStart(): number {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low !== undefined && Number.isInteger(low) && low > LOWEST + 1_000) return low;
  } catch {
    // Not Linux: the IANA ephemeral range starts at 49152, and Linux's default at 32768.
  }
  return 32_768;
}

const highest = ephemeralStart() - 1;
let cursor = LOWEST + Math.floor(Math.random() * (highest - LOWEST));

function nextCandidate(): number {
  cursor = cursor >= highest ? LOWEST : cursor + 1;
  return cursor;
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** `count` distinct loopback ports nothing listens on now, outside the ephemeral range. */
export async function freePorts(count: number): Promise<number[]> {
  const ports: number[] = [];
  for (let tried = 0; ports.length < count; tried += 1) {
    if (tried > 2_000) throw new Error(`no free loopback port found below ${highest + 1}`);
    const port = nextCandidate();
    if (await canListen(port)) ports.push(port);
  }
  return ports;
}
