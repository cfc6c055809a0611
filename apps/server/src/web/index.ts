// What other folders may use of web/ (docs/server-folders.md).
export { webBuildPaths, webPlugin } from './web.plugin.ts'
