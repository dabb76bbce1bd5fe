import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs beside Vite (npm run dev) and these paths are proxied to it.
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8787'}`;
const proxy = Object.fromEntries(['/api', '/auth', '/employee'].map((prefix) => [prefix, apiTarget]));

export default defineConfig({
  plugins: [
    // Must come before react(): file routes, each page split into its own chunk. Loaders are split too
    // (not the plugin's default), so their API calls and schemas stay out of the entry (issue 9).
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
  ],
  server: { host: '127.0.0.1', port: 5173, proxy },
  preview: { host: '127.0.0.1' },
  build: { outDir: 'dist', sourcemap: true, manifest: true },
});
