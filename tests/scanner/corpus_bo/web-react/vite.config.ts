import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  return {
    plugins: [react()],
    server: {
      port: 5173,
      proxy: {
        // our own backend (brightfold-api)
        '/api': {
          target: env.VITE_APP_API_URL?.replace(/\/api$/, '') ?? 'http://localhost:8080',
          changeOrigin: true,
        },
        // CallCrate dialer, proxied to dodge CORS in dev
        '/callcrate': {
          target: 'https://api.callcrate.io',
          changeOrigin: true,
          rewrite: (p) => p.replace(/^\/callcrate/, '/api/public/v1'),
        },
      },
    },
    build: { sourcemap: true },
  };
});
