import { useEffect, useState } from 'react';
import { clockOffsetMs } from './clock-fns';

/** The server's "now" in ms, ticking every second; `serverTime` comes with the latest answer. */
export function useServerNow(serverTime: string | undefined, receivedAt: number): number {
  const offset = serverTime ? clockOffsetMs(serverTime, receivedAt) : 0;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now + offset;
}
