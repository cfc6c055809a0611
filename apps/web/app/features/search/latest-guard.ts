/**
 * Tells whether an answer still belongs to the newest request. Each `next()` hands out a ticket and
 * makes every earlier ticket stale, so an answer that arrives after a newer query was typed is
 * never shown over the newer one, whatever order the network delivers them in.
 */
export function createLatestGuard() {
  let latest = 0
  return {
    next(): number {
      latest += 1
      return latest
    },
    isLatest(ticket: number): boolean {
      return ticket === latest
    },
  }
}

export type LatestGuard = ReturnType<typeof createLatestGuard>
