// The catalogue feature as other features see it; its other files are its own.
export { useLiveSeats } from './use-live-seats.ts'
