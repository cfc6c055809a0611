// What other folders may use of scheduler/ (docs/server-folders.md).
export { schedulerPlugin } from './scheduler.plugin.ts'
