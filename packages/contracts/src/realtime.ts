// Plain constants, free of zod, so the browser can import them without the schemas.

/** Realtime events on /socket.io, a signed-in customer's connection (docs/realtime.md). */
export const EVENTS = {
  JOIN: 'join',
  NOTIFICATION: 'notification',
} as const

/**
 * A package's seats left as server-sent events, read with the browser's own `EventSource`:
 * `GET {path}?packageId=…`, one `{event}` event at once and then after every change of seats.
 */
export const LIVE_SEATS = {
  path: '/api/live/seats',
  event: 'seats',
} as const

/** Socket.io client options: reconnect after 1 s, at most 5 s apart, give up a try after 20 s. */
export const SOCKET_CLIENT_OPTIONS = {
  path: '/socket.io',
  transports: ['websocket'],
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  timeout: 20000,
} as const
