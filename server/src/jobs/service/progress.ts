// A run's progress reports as its handler makes them, written to the jobs table at a steady pace.

/**
 * Progress as a handler reports it (as often as it likes), stored at most once per interval: the
 * latest value always lands, never going back within a run.
 */
export class ProgressWriter {
  private percent = 0;
  private stage: string | null = null;
  private dirty = false;
  private lastWrite = 0;
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly intervalMs: number,
    private readonly write: (percent: number, stage: string | null) => Promise<void>,
    private readonly onError: (error: unknown) => void,
  ) {}

  report(percent: number, stage: string | null): void {
    if (this.closed) return;
    const clamped = Math.min(100, Math.max(0, Math.round(Number.isFinite(percent) ? percent : 0)));
    const next = Math.max(this.percent, clamped);
    const text = stage === null ? null : stage.slice(0, 200);
    if (next === this.percent && text === this.stage) return;
    this.percent = next;
    this.stage = text;
    this.dirty = true;
    const wait = this.lastWrite + this.intervalMs - Date.now();
    if (wait <= 0) this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null;
        this.flush();
      }, wait);
      this.timer.unref();
    }
  }

  private flush(): void {
    if (!this.dirty) return;
    this.dirty = false;
    this.lastWrite = Date.now();
    const { percent, stage } = this;
    this.writing = this.writing.then(() => this.write(percent, stage)).catch(this.onError);
  }

  /** The run ended: a report still waiting is dropped (the end state follows). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    await this.writing;
  }
}
