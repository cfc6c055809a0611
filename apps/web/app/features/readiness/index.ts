// The readiness feature as other features and routes see it; its other files are its own.
export { LazyReadinessChecklist } from './lazy-readiness-checklist.tsx'
