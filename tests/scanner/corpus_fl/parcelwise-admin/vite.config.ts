import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:4000', changeOrigin: true },
      // support tooling: lets the dialer debug page talk to Ringlane without CORS pain
      '/ringlane': {
        target: 'https://api.ringlane.io',
        changeOrigin: true,
        rewrite: (p) => p.replace(/^\/ringlane/, '/api/public/v1'),
      },
    },
  },
});
