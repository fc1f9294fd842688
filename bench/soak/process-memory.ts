import { readFile } from 'node:fs/promises';

/** Resident set size of a process in MB (10^6 bytes), read from /proc: the bench runs on Linux. */
export async function residentMB(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1];
  if (kib === undefined) throw new Error(`No VmRSS line in /proc/${pid}/status`);
  return (Number(kib) * 1024) / 1e6;
}

/**
 * Samples a process's memory four times a second while a load runs, keeping its highest and
 * lowest readings, and calls `onCeiling` once it passes
 * `ceilingMB`, so a server that leaks is stopped before it takes the shared machine down.
 */
export function watchMemory(
  pid: number,
  ceilingMB: number,
  onCeiling: (residentMB: number) => void,
): { peakMB: () => number; lowMB: () => number; stop: () => void } {
  let peak = 0;
  let low = Number.POSITIVE_INFINITY;
  let tripped = false;
  const timer = setInterval(() => {
    residentMB(pid)
      .then((current) => {
        peak = Math.max(peak, current);
        low = Math.min(low, current);
        if (current > ceilingMB && !tripped) {
          tripped = true;
          onCeiling(current);
        }
      })
      .catch(() => undefined);
  }, 250);
  return { peakMB: () => peak, lowMB: () => low, stop: () => clearInterval(timer) };
}
