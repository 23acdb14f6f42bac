import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    // The client bundle goes to dist/client; `vite build --ssr` sends the server entry to dist/server.
    outDir: 'dist/client',
    manifest: true,
    target: 'es2022',
    sourcemap: true,
  },
  ssr: {
    // Bundled into the server entry so their CSS-free ESM builds resolve the same way as in the client.
    noExternal: ['@mantine/core', '@mantine/hooks'],
  },
});
