// Deliveries take turns with the rest of the event loop (docs/reports.md "Event loop"). One change
// wakes every subscriber of a run at once; each then executes its selection and writes its socket,
// all in one chain of promise callbacks that no timer, request or probe can interrupt: 5,000
// subscribers held the loop for 750 ms. A subscriber takes a turn before it delivers, and at most
// `perTurn` turns are handed out per pass of the loop, so requests are served between the passes.
export class DeliveryTurns {
  private readonly waiting: (() => void)[] = [];
  private scheduled = false;

  constructor(private readonly perTurn: number = 100) {}

  /** Resolves when this caller may deliver. */
  take(): Promise<void> {
    return new Promise<void>((resolve) => {
      this.waiting.push(resolve);
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => this.pass());
  }

  private pass(): void {
    this.scheduled = false;
    // The callers resolved here run their deliveries as promise callbacks right after this
    // callback returns, before the loop polls again.
    for (const resolve of this.waiting.splice(0, this.perTurn)) resolve();
    if (this.waiting.length > 0) this.schedule();
  }
}
