/** An event of a Chromium trace, as far as the benches read it. */
export type TraceEvent = {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  /** The thread's CPU time in the event: less than `dur` when the thread waited for a core. */
  tdur?: number
  id?: string
  args?: {
    data?: {
      startTime?: number
      documentLoaderURL?: string
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }
      timeDeltas?: number[]
    }
    beginData?: { url?: string }
  }
}

/** A node of V8's sampled CPU profile in a trace. */
export type ProfileNode = {
  id: number
  parent?: number
  callFrame: { functionName: string; url?: string }
}

/** The parse of the loaded page (not of about:blank): its pid and tid are the page's main thread. */
export function pageParse(events: TraceEvent[]): TraceEvent | undefined {
  return events.find(
    (event) => event.name === 'ParseHTML' && event.args?.beginData?.url?.startsWith('http'),
  )
}
