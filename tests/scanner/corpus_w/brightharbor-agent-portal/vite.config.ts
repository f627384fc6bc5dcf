import { defineConfig, loadEnv } from 'vite';
import vue from '@vitejs/plugin-vue';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  return {
    plugins: [vue()],
    server: {
      port: 5174,
      proxy: {
        // our own portal backend
        '/api': {
          target: 'http://localhost:8088',
          changeOrigin: true,
        },
        // Callvane dialer, proxied in dev so the key never reaches the browser bundle
        '/dialer': {
          target: 'https://api.callvane.com',
          changeOrigin: true,
          rewrite: (p) => p.replace(/^\/dialer/, '/api/public/v1'),
          headers: {
            'X-API-Key': env.CALLVANE_API_KEY ?? '',
          },
        },
      },
    },
  };
});
