import { defineConfig } from 'vite';

// Builds the game server (server/main.ts) into build/server/main.js for Node 20,
// which cannot run .ts itself. Packages stay external (node_modules).
export default defineConfig({
  build: {
    ssr: 'server/main.ts',
    outDir: 'build/server',
    target: 'node20',
    emptyOutDir: true,
    reportCompressedSize: false,
    rolldownOptions: { output: { entryFileNames: 'main.js' } },
  },
});
