import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { precompress } from './tools/build/precompress.ts'

const api = { target: 'http://127.0.0.1:3000', changeOrigin: false }

export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: {
      '@contracts': fileURLToPath(new URL('./contracts', import.meta.url)),
      '@': fileURLToPath(new URL('./web/src', import.meta.url)),
    },
  },
  build: { outDir: '../dist/web', emptyOutDir: true, sourcemap: true, manifest: true },
  // `vite` on its own (port 5173) proxies the API to a server started with `npm run dev`
  server: { proxy: { '/api': api, '/auth': api } },
})
