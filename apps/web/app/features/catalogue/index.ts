// The catalogue feature as other features see it; its other files are its own.
export { useLiveSeats } from './use-live-seats.ts'
export { DIFFICULTY_GRADES } from './difficulty.ts'
export { PackageGrid } from './package-grid.tsx'
export { packageName, packageText } from './package-texts.ts'
export { type DataText, DataSpan, messageWithData, operatorText } from './data-text.tsx'
export { durationText } from './duration-texts.ts'
