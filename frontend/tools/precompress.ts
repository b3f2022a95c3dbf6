// Brotli copies of the build's scripts and styles (assets/<file>.br), made once at build time.
//
// Why: on slow 4G every kilobyte before the first paint counts, and the page's CSS and scripts share the connection.
// Brotli at its best level is ~25% smaller than the gzip the server makes on the fly (the styles: 47 → 34 kB), but
// far too slow to run per request. The server sends the copy to browsers that accept it (backend/src/app-setup.ts,
// @fastify/static's `preCompressed`) and gzips on the fly for the others.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Plugin } from 'vite';

/** Smaller files gain nothing worth a second file. */
const MIN_BYTES = 1024;

export function brotliOf(content: string | Uint8Array): Buffer {
  return brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
}

export function precompressPlugin(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir;
      if (!outDir) return;
      for (const output of Object.values(bundle)) {
        if (!/\.(js|css)$/.test(output.fileName)) continue;
        const content = output.type === 'chunk' ? output.code : output.source;
        if (content.length < MIN_BYTES) continue;
        writeFileSync(join(outDir, `${output.fileName}.br`), brotliOf(content));
      }
    },
  };
}
