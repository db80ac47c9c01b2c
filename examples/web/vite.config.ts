// `npm run example:web` from the repository root: the dev server on http://localhost:5173, a
// loopback origin the gateway allows in development (any localhost port works).
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  server: { port: 5173 },
});
