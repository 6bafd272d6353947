import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The dashboard builds into web/dist, which the API server serves at `/` (src/http/web-app.ts).
// `npm run web:dev` proxies /graphql (HTTP and WebSocket) to a server on 127.0.0.1:4000. The
// server answers only its own Host and Origin (README "Access"), so the proxy presents the
// requests as the server's own: the dev page is the operator's, served from this machine.
const API = 'http://127.0.0.1:4000';
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2048 },
  server: {
    proxy: {
      '/graphql': {
        target: API,
        ws: true,
        changeOrigin: true,
        configure: (proxy) => {
          proxy.on('proxyReq', (request) => request.getHeader('origin') && request.setHeader('origin', API));
          proxy.on('proxyReqWs', (request) => request.getHeader('origin') && request.setHeader('origin', API));
        },
      },
    },
  },
});
