// The trip pass as other features see it: the link to it and forgetting saved copies.
export { forgetSavedTripPasses } from './saved-passes.ts'
export { TripPassLink } from './trip-pass-link.tsx'
