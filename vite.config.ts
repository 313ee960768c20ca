import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromRoot = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/** The libraries every screen needs; kept in one long-cached chunk apart from the app's code. */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|zustand|use-sync-external-store)[\\/]/;

export default defineConfig({
  root: fromRoot('./web'),
  publicDir: fromRoot('./web/public'),
  plugins: [react()],
  resolve: {
    alias: { '@shared': fromRoot('./shared'), '@': fromRoot('./web/src') },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/images': 'http://127.0.0.1:3000',
    },
  },
  preview: {
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/images': 'http://127.0.0.1:3000',
    },
  },
  build: {
    outDir: fromRoot('./web/dist'),
    emptyOutDir: true,
    assetsDir: 'assets',
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Routes are split by React.lazy; here the framework gets its own chunk so an app release
        // does not invalidate it. zod, DOMPurify and react-toastify are deliberately left out: they
        // load with the screens that need them, never with the first screen.
        codeSplitting: {
          groups: [
            { name: 'framework', test: FRAMEWORK, priority: 10 },
            // Named so the build output reads clearly; both still load only when first needed.
            { name: 'toastify', test: /[\\/]node_modules[\\/](react-toastify|clsx)[\\/]/, priority: 5 },
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 5 },
          ],
        },
      },
    },
  },
});
