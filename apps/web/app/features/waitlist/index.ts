// The waitlist feature as other features see it; its other files are its own.
export { JoinWaitlist } from './join-waitlist.tsx'
export { MyWaitlist } from './my-waitlist.tsx'
export { useHeldSeats } from './use-waitlist.ts'
