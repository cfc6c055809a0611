import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'packages/i18n',
      'apps/server',
      'apps/web',
      // Checks of the repository itself, such as the docs its code cites.
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'] } },
    ],
  },
})
