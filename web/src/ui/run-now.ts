// A local clock for "elapsed" displays: re-renders once a second while `active`. It reads no
// data and sends nothing (not polling); it stops as soon as `active` is false.
import { useEffect, useState } from 'react';

export function useNow(active: boolean, everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return undefined;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setNow(Date.now());
      timer = setTimeout(tick, everyMs);
    };
    timer = setTimeout(tick, everyMs);
    return () => clearTimeout(timer);
  }, [active, everyMs]);
  return now;
}
