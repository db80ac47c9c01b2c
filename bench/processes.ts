// Starts each server under test as its own node process pinned to one core (taskset), with
// a raised file-descriptor limit, and talks to it over IPC (see child-harness.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ProcessStats } from './child-harness.js';

export const FD_LIMIT = 65_536;

export interface BenchChild {
  pid: number;
  ready: Record<string, unknown>;
  request<T>(type: string, payload?: Record<string, unknown>): Promise<T>;
  stats(): Promise<ProcessStats>;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();

/** Kills every child still running (on a failure of the orchestrator). */
export function killAllChildren(): void {
  for (const child of running) child.kill('SIGKILL');
}

export function benchScript(name: string): string {
  return fileURLToPath(new URL(name, import.meta.url));
}

export interface StartOptions {
  core: number | null;
  options?: unknown;
  env?: Record<string, string>;
  nodeArgs?: string[];
  startTimeoutMs?: number;
}

export async function startChild(script: string, start: StartOptions): Promise<BenchChild> {
  const node = [process.execPath, '--expose-gc', ...(start.nodeArgs ?? []), script, JSON.stringify(start.options ?? {})];
  const pin = start.core === null ? '' : `taskset -c ${start.core} `;
  // ulimit first: a shell builtin, so the child (and its sockets) inherit the raised limit.
  const shell = `ulimit -n ${FD_LIMIT} 2>/dev/null || ulimit -n "$(ulimit -Hn)"; exec ${pin}"$@"`;
  const child = spawn('sh', ['-c', shell, 'sh', ...node], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, NODE_ENV: 'production', ...start.env },
  });
  running.add(child);
  child.once('exit', () => running.delete(child));

  let nextId = 1;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const ready = await new Promise<Record<string, unknown>>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start`)), start.startTimeoutMs ?? 60_000);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code} before it was ready`)));
    child.on('message', (raw) => {
      const message = raw as { type?: string; id?: number; result?: unknown; error?: string };
      if (message.type === 'ready') {
        clearTimeout(timer);
        resolve(message as Record<string, unknown>);
        return;
      }
      const waiting = message.id === undefined ? undefined : pending.get(message.id);
      if (waiting === undefined) return;
      pending.delete(message.id!);
      if (message.error !== undefined) waiting.reject(new Error(message.error));
      else waiting.resolve(message.result);
    });
  });
  child.on('exit', (code) => {
    for (const waiting of pending.values()) waiting.reject(new Error(`${script} exited with ${code}`));
    pending.clear();
  });

  const request = <T>(type: string, payload: Record<string, unknown> = {}) =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      child.send({ id, type, ...payload });
    });
  return {
    pid: child.pid!,
    ready,
    request,
    stats: () => request<ProcessStats>('stats'),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      await Promise.race([request('stop').catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 5_000))]);
      const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(killer);
    },
  };
}

/** Pins the calling process (all its threads) to one core: the orchestrator is the load generator. */
export async function pinSelf(core: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const taskset = spawn('taskset', ['-a', '-p', '-c', String(core), String(process.pid)], { stdio: 'ignore' });
    taskset.once('error', reject);
    taskset.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`taskset exited with ${code}`))));
  });
}
