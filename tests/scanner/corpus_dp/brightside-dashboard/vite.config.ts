import { defineConfig } from 'vite'
import vue from '@vitejs/plugin-vue'
import { fileURLToPath, URL } from 'node:url'

export default defineConfig({
  plugins: [vue()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': {
        target: 'http://localhost:8080',
        changeOrigin: true,
      },
      // dev-only proxy so the browser does not hit CORS on the dialer API
      '/ringlane': {
        target: 'https://api.ringlane.io',
        changeOrigin: true,
        rewrite: (path) => path.replace(/^\/ringlane/, '/api/public/v1'),
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/mocks/setup.ts'],
  },
})
