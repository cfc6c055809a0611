import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  build: { assetsInlineLimit: 0 },
  // The server build's entry is server/app.ts, which the Fastify host imports.
  environments: { ssr: { build: { rollupOptions: { input: './server/app.ts' } } } },
  plugins: [tailwindcss(), reactRouter()],
})
