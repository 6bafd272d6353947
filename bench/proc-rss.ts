// Resident memory of another process (the server) from /proc/<pid>/status: VmRSS sampled every
// 50 ms, and VmHWM, the kernel's own peak, which misses no spike between samples. Writing 5 to
// /proc/<pid>/clear_refs resets VmHWM (Linux ≥ 4.0), so each figure gets its own peak.
import { readFileSync, writeFileSync } from 'node:fs';

const MB = 1024;

function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number | null {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match?.[1] ? Number(match[1]) : null;
  } catch {
    return null; // the process has exited, or no /proc
  }
}

export class ProcRss {
  private peakKb = 0;
  private overallKb = 0;
  private readonly timer: NodeJS.Timeout;
  /** Whether VmHWM could be reset (otherwise per-figure peaks come from the samples only). */
  readonly hwmResettable: boolean;

  constructor(
    readonly pid: number,
    intervalMs = 50,
  ) {
    this.hwmResettable = this.resetHwm();
    this.timer = setInterval(() => this.sample(), intervalMs);
    this.timer.unref();
    this.sample();
  }

  private resetHwm(): boolean {
    try {
      writeFileSync(`/proc/${this.pid}/clear_refs`, '5');
      return true;
    } catch {
      return false;
    }
  }

  private sample(): void {
    const rss = statusKb(this.pid, 'VmRSS');
    if (rss === null) return;
    this.peakKb = Math.max(this.peakKb, rss);
    this.overallKb = Math.max(this.overallKb, rss);
  }

  currentMb(): number {
    return (statusKb(this.pid, 'VmRSS') ?? 0) / MB;
  }

  /** Starts a new peak window. */
  reset(): void {
    this.sample();
    this.overallKb = Math.max(this.overallKb, this.hwmKb());
    if (this.hwmResettable) this.resetHwm();
    this.peakKb = statusKb(this.pid, 'VmRSS') ?? 0;
  }

  private hwmKb(): number {
    return this.hwmResettable ? (statusKb(this.pid, 'VmHWM') ?? 0) : 0;
  }

  /** Peak since the last reset: the larger of the samples and VmHWM. */
  peakMb(): number {
    this.sample();
    return Math.max(this.peakKb, this.hwmKb()) / MB;
  }

  /** Peak over the process' life while watched. */
  overallPeakMb(): number {
    return Math.max(this.overallKb, this.peakMb() * MB) / MB;
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
