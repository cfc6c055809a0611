import type { JoinAck } from '@trippy/contracts'
import { EVENTS, SOCKET_CLIENT_OPTIONS } from '@trippy/contracts/realtime'

export type NotificationSocketOptions = {
  userId: string
  token: string
  onNotification: (payload: unknown) => void
  /** After a dropped connection comes back: anything sent meanwhile was missed. */
  onReconnect: () => void
}

/**
 * Opens the customer's realtime connection: the token goes in the handshake and each (re)connection
 * joins the customer's own room. socket.io-client is loaded only now, so it stays out of the first
 * page load. Resolves to the function that closes the connection.
 */
export async function openNotificationSocket(options: NotificationSocketOptions) {
  const { io } = await import('socket.io-client')
  const socket = io({
    ...SOCKET_CLIENT_OPTIONS,
    transports: [...SOCKET_CLIENT_OPTIONS.transports],
    auth: { token: options.token },
  })
  let connectedBefore = false
  socket.on('connect', () => {
    socket.emit(EVENTS.JOIN, options.userId, (ack: JoinAck) => {
      if (!ack.ok) console.warn('Live notifications are off:', ack.message)
    })
    if (connectedBefore) options.onReconnect()
    connectedBefore = true
  })
  socket.on(EVENTS.NOTIFICATION, options.onNotification)
  return () => {
    socket.off()
    socket.disconnect()
  }
}
