// Deliveries take turns with the rest of the loop (pubsub/delivery-turns.ts): at most `perTurn`
// callers go per pass, and a timer or request due meanwhile runs between the passes.
import { describe, expect, it } from 'vitest';
import { DeliveryTurns } from '../../src/pubsub/delivery-turns.ts';

describe('delivery turns', () => {
  it('lets 250 waiters through 100 per pass of the loop, in the order they asked', async () => {
    const turns = new DeliveryTurns(100);
    const order: number[] = [];
    const passes: number[][] = [];
    let pass = 0;
    // An immediate queued before the waiters marks where each pass of the loop begins.
    const mark = () =>
      setImmediate(() => {
        pass += 1;
        passes[pass] = [];
        if (pass < 5) mark();
      });
    mark();
    const done = Array.from({ length: 250 }, (_, i) =>
      turns.take().then(() => {
        order.push(i);
        passes[pass]?.push(i);
      }),
    );
    await Promise.all(done);
    expect(order).toEqual(Array.from({ length: 250 }, (_, i) => i));
    const sizes = passes
      .filter(Boolean)
      .map((p) => p.length)
      .filter((n) => n > 0);
    expect(sizes).toEqual([100, 100, 50]);
  });

  it('a timer due while a long delivery waits runs before the rest of the waiters', async () => {
    const turns = new DeliveryTurns(10);
    const events: string[] = [];
    const timer = new Promise<void>((resolve) =>
      setTimeout(() => {
        events.push('timer');
        resolve();
      }, 0),
    );
    const waiters = Array.from({ length: 40 }, (_, i) =>
      turns.take().then(() => {
        // Each delivery holds the loop for 2 ms.
        const until = performance.now() + 2;
        while (performance.now() < until) {
          /* busy */
        }
        events.push(`d${i}`);
      }),
    );
    await Promise.all([timer, ...waiters]);
    const at = events.indexOf('timer');
    expect(at).toBeGreaterThan(-1);
    // Without turns all forty would run first (the timer last); with them it runs after a pass or two.
    expect(at).toBeLessThanOrEqual(20);
  });
});
