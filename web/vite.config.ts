import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { routeDeclarationsWithoutSchemas } from './build/route-declarations';

const api = 'http://localhost:3000';

// The SPA is served from / by the local server (and by CloudFront in AWS); the API lives at /api on the same origin.
export default defineConfig({
  base: '/',
  plugins: [routeDeclarationsWithoutSchemas(), react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/_ws': { target: api, ws: true, changeOrigin: true },
      '/_dev': { target: api, changeOrigin: true },
    },
  },
});
