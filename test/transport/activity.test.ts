import { describe, expect, it } from 'vitest';
import { ActivityTracker, initialActivity } from '../../src/worker/transport/activity.ts';
import { isoFromEpochMs } from '../../src/worker/transport/clock.ts';
import type { ActivitySnapshot, TransportClock } from '../../src/domain/transport/types.ts';

function fakeClock(): TransportClock & { advance(ms: number): void } {
  let now = 0;
  return {
    nowMs: () => now,
    isoNow: () => isoFromEpochMs(Date.UTC(2026, 8, 18) + now),
    advance: (ms) => {
      now += ms;
    },
  };
}

function tracker(): { clock: ReturnType<typeof fakeClock>; published: ActivitySnapshot[]; activity: ActivityTracker } {
  const clock = fakeClock();
  const published: ActivitySnapshot[] = [];
  return { clock, published, activity: new ActivityTracker(clock, (s) => published.push(s)) };
}

describe('activity checkpoints', () => {
  it('initial snapshot is preparing with no bytes', () => {
    expect(initialActivity(fakeClock())).toEqual({
      phase: 'preparing',
      phase_started_at: '2026-09-18T00:00:00+00:00',
      last_activity_at: null,
      received_bytes: 0,
      updated_at: '2026-09-18T00:00:00+00:00',
    });
  });

  it('waiting, first bytes at once, then at most once per second, then a forced final', () => {
    const { clock, published, activity } = tracker();
    clock.advance(5);
    activity.waiting();
    clock.advance(100);
    activity.received(10);
    clock.advance(300);
    activity.received(20);
    clock.advance(600);
    activity.received(30); // 900 ms after the last publish: not yet
    clock.advance(100);
    activity.received(40); // 1000 ms: due
    clock.advance(200);
    activity.received(50);
    activity.final();
    expect(published.map((s) => [s.phase, s.received_bytes])).toEqual([
      ['waiting', 0],
      ['streaming', 10],
      ['streaming', 40],
      ['streaming', 50],
    ]);
    expect(published[0]?.phase_started_at).toBe('2026-09-18T00:00:00.005000+00:00');
    expect(published[1]?.phase_started_at).toBe('2026-09-18T00:00:00.105000+00:00');
    expect(published[3]?.phase_started_at).toBe('2026-09-18T00:00:00.105000+00:00');
    expect(published[3]?.last_activity_at).toBe('2026-09-18T00:00:01.305000+00:00');
  });

  it('a forced checkpoint with nothing new publishes nothing; lower totals are ignored', () => {
    const { clock, published, activity } = tracker();
    activity.waiting();
    activity.received(100);
    activity.final();
    expect(published).toHaveLength(2);
    clock.advance(2000);
    activity.received(50);
    expect(published).toHaveLength(2);
  });

  it('no bytes at all: the final checkpoint stays silent', () => {
    const { published, activity } = tracker();
    activity.waiting();
    activity.final();
    expect(published.map((s) => s.phase)).toEqual(['waiting']);
  });

  it('a throwing publisher never fails the call', () => {
    const activity = new ActivityTracker(fakeClock(), () => {
      throw new Error('db down');
    });
    expect(() => activity.waiting()).not.toThrow();
  });

  it('formats timestamps like Python isoformat', () => {
    expect(isoFromEpochMs(Date.UTC(2026, 8, 18, 0, 0, 4, 7))).toBe('2026-09-18T00:00:04.007000+00:00');
    expect(isoFromEpochMs(Date.UTC(2026, 8, 18) + 0.0015)).toBe('2026-09-18T00:00:00.000002+00:00');
  });
});
