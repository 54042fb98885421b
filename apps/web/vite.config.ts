import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const api = 'http://localhost:3000';
const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) next to every text file of the build, which
 * the server's static plugin sends as they are (`preCompressed`): smaller than compressing on the fly at
 * request time, and no CPU spent per request.
 */
function precompress(): Plugin {
  const compressible = /\.(js|css|html|svg|json|txt|webmanifest)$/;
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  let outDir = '';
  return {
    name: 'kirana:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })) as string[];
      await Promise.all(
        files
          .filter((file) => compressible.test(file) && !file.startsWith('.vite'))
          .map(async (file) => {
            const full = path.join(outDir, file);
            if ((await stat(full)).size < 1024) return;
            const content = await readFile(full);
            const br = await brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            });
            const gz = await gzipAsync(content, { level: constants.Z_BEST_COMPRESSION });
            if (br.length < content.length) await writeFile(`${full}.br`, br);
            if (gz.length < content.length) await writeFile(`${full}.gz`, gz);
          }),
      );
    },
  };
}

export default defineConfig({
  // Pinned so `vite build` from the repo root and from apps/web both write apps/web/dist.
  root,
  plugins: [react(), tailwindcss(), precompress()],
  server: {
    proxy: { '/api': api, '/uploads': api },
  },
  // The manifest lets bench/web-size.mjs tell the first-load chunks from the lazy ones.
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
});
