import { useEffect, useState } from 'react'

/** Badge texts such as '5m ago' go stale; re-render every 30 s so they stay true */
export const NOW_REFRESH_MS = 30_000

export function useNow(intervalMs = NOW_REFRESH_MS) {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs])
  return now
}
