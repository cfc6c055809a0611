import type { Config } from '@react-router/dev/config'

export default {
  ssr: true,
  // Every route is in the manifest the page loads (one file, 3.6 KB gzip, cached for a year),
  // instead of discovered after hydration: that asked the server twice per page view for the
  // routes of the page's links (/__manifest with a query of about a kilobyte, rendered uncached)
  // and patched the router in a task of its own. ADR 007.
  routeDiscovery: { mode: 'initial' },
  appDirectory: 'app',
  // WEB_BUILD_DIR lets two builds live side by side (relative to apps/web); the server reads the same variable.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
} satisfies Config
