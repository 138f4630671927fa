import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/vite-compress';
import { iconModules } from './scripts/vite-icons';
import { zodWithoutJsonSchema } from './scripts/vite-zod-client';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 8080}`;

export default defineConfig({
  plugins: [iconModules(), zodWithoutJsonSchema(), react(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/sanctum': apiTarget },
  },
  worker: { format: 'es' },
  // BUILD_DIR: the tests build into their own folder (a running `npm start` keeps dist/).
  build: {
    outDir: process.env.BUILD_DIR ?? 'dist',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 4096,
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        // Pages keep their name; the chunks they share are named by their hash alone: their
        // names fill the list of files each page preloads, which is in the shell.
        chunkFileNames: (chunk) =>
          chunk.isDynamicEntry ? 'assets/[name]-[hash].js' : 'assets/c-[hash].js',
        // Every module the entry imports statically in one chunk: split by which pages share
        // them, they made some fifty files, compressed one by one.
        codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
      },
    },
  },
});
