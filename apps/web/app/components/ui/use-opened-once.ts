import { useState } from 'react'

/**
 * Whether `open` has ever been true: a panel or dialog whose contents are rendered from its
 * first opening on and then kept (so closing it keeps what was typed and returns focus), not
 * sent, styled and hydrated on every page that could open it (ADR 007).
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return opened || open
}
