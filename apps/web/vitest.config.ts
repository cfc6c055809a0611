import { defineConfig } from 'vitest/config'
import { publicImages } from './vite-plugins/public-images.ts'

// Kept apart from vite.config.ts so the React Router plugin is not loaded for unit tests.
export default defineConfig({
  plugins: [publicImages()],
  test: {
    include: ['app/**/*.test.{ts,tsx}'],
  },
})
