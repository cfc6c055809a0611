import type { Config } from '@react-router/dev/config'

export default {
  ssr: true,
  appDirectory: 'app',
  // WEB_BUILD_DIR lets two builds live side by side (relative to apps/web); the server reads the same variable.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
} satisfies Config
