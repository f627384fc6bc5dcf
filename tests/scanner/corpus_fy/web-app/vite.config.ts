import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// During local dev we proxy the dialer API to dodge CORS on their side.
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': {
        target: 'http://localhost:4000',
        changeOrigin: true,
      },
      '/ringvale': {
        target: 'https://api.ringvale.com',
        changeOrigin: true,
        rewrite: (path) => path.replace(/^\/ringvale/, '/api/public/v1'),
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/setupTests.ts'],
  },
});
