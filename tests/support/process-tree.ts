/**
 * The processes below this one, read from /proc (Linux: CI and this machine). Elsewhere every
 * function returns nothing, and the stall watchdog falls back to ending the run at once.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

export interface ProcessInfo {
  readonly pid: number;
  readonly ppid: number;
  /** R running, S sleeping, D waiting on a disk, Z zombie, T stopped... */
  readonly state: string;
  readonly command: string;
}

const read = (path: string): string | null => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
};

function info(pid: number): ProcessInfo | null {
  const stat = read(`/proc/${pid}/stat`);
  if (!stat) return null;
  // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so read after the last ')'.
  const [state = '?', ppid = '0'] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const command = (read(`/proc/${pid}/cmdline`) ?? '').split('\0').join(' ').trim();
  return { pid, ppid: Number(ppid), state, command };
}

function allProcesses(): ProcessInfo[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  return entries.filter((name) => /^\d+$/.test(name)).flatMap((name) => info(Number(name)) ?? []);
}

/** Every process below `root` (children, their children...), parents before their children. */
export function descendants(root: number): ProcessInfo[] {
  const all = allProcesses();
  const found: ProcessInfo[] = [];
  const visit = (parent: number): void => {
    for (const child of all.filter((candidate) => candidate.ppid === parent)) {
      found.push(child);
      visit(child.pid);
    }
  };
  visit(root);
  return found;
}

/** What a stuck process is doing, for the report: its state, the kernel wait of each thread, its sockets. */
export function describeProcess(target: ProcessInfo): string {
  const threads = (() => {
    try {
      return readdirSync(`/proc/${target.pid}/task`);
    } catch {
      return [];
    }
  })();
  const waits = new Map<string, number>();
  for (const thread of threads) {
    const wait = read(`/proc/${target.pid}/task/${thread}/wchan`) || 'running';
    waits.set(wait, (waits.get(wait) ?? 0) + 1);
  }
  const mainWait = mainThreadWait(target.pid);
  let sockets = 0;
  try {
    for (const fd of readdirSync(`/proc/${target.pid}/fd`)) if (readlinkSync(`/proc/${target.pid}/fd/${fd}`).startsWith('socket:')) sockets += 1;
  } catch {
    // Gone meanwhile, or not ours to read.
  }
  const threadWaits = [...waits].map(([wait, count]) => `${count}×${wait}`).join(', ');
  return `pid ${target.pid} state ${target.state}, main thread in ${mainWait}, threads ${threadWaits}, ${sockets} sockets: ${target.command.slice(0, 160)}`;
}

/** The kernel function the process's main thread waits in ('futex_do_wait', 'do_epoll_wait'...), or 'running'. */
export function mainThreadWait(pid: number): string {
  return read(`/proc/${pid}/wchan`) || 'running';
}

/**
 * The main thread's native stack, through gdb when the machine has it (a blocked thread runs no
 * JavaScript that could tell); null otherwise. Stops the process for a moment.
 */
export function nativeStack(pid: number): string | null {
  const gdb = spawnSync('gdb', ['-p', String(pid), '-batch', '-nx', '-ex', 'bt 30'], { encoding: 'utf8', timeout: 30_000 });
  if (gdb.error || gdb.status !== 0) return null;
  const frames = gdb.stdout.split('\n').filter((line) => /^#\d+/.test(line));
  return frames.length > 0 ? frames.join('\n') : null;
}

/** SIGKILL, ignoring a process that has already gone. */
export function kill(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}
