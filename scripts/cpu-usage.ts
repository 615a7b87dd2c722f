/**
 * CPU time used so far, read from /proc (Linux; zero elsewhere), for the ranks bench
 * (bench-ranks-run.ts): what a phase cost each process per read, and how busy the whole machine
 * was meanwhile (the helpers and jobs that share its cores included).
 */
import { readdirSync, readFileSync } from 'node:fs';

/** The kernel's clock tick (USER_HZ, 100 on Linux) in ms. */
const TICK_MS = 10;

/** The fields of /proc/<pid>/stat after the command's name (which may hold spaces). */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** User and system CPU time of the processes `pids` (those that exist), in ms. */
export function processesCpuMs(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    const fields = statFields(pid);
    // utime and stime: the 14th and 15th fields of the line, the 12th and 13th after the name.
    if (fields) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * TICK_MS;
}

/**
 * A server that forks a process per connection (PostgreSQL): `pid`'s own time, its live children's,
 * and that of the children it has reaped (cutime and cstime: a backend whose connection closed).
 */
export function serverCpuMs(pid: number): number {
  const reaped = statFields(pid);
  const gone = reaped ? Number(reaped[13]) + Number(reaped[14]) : 0;
  return processesCpuMs(withChildren(pid)) + gone * TICK_MS;
}

/** `pid` and its children (a PostgreSQL server's backends and workers are its postmaster's). */
function withChildren(pid: number): number[] {
  const found = [pid];
  let entries: string[] = [];
  try {
    entries = readdirSync('/proc');
  } catch {
    return found;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    if (statFields(Number(entry))?.[1] === String(pid)) found.push(Number(entry));
  }
  return found;
}

/**
 * The machine's CPU time so far, in ms summed over its cores: busy (all but idle and I/O wait),
 * stolen (a virtual machine's cores held by its host for others: counted in busy, done by nobody
 * here) and in all.
 */
export function machineCpuMs(): { busy: number; stolen: number; total: number } {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
    const total = ticks.reduce((sum, each) => sum + each, 0);
    const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
    return { busy: (total - idle) * TICK_MS, stolen: (ticks[7] ?? 0) * TICK_MS, total: total * TICK_MS };
  } catch {
    return { busy: 0, stolen: 0, total: 0 };
  }
}
