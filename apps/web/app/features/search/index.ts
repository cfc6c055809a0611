// The search feature as other features see it; its other files are its own.
export { RECENT_SEARCHES_KEY } from './recent-searches-key.ts'
