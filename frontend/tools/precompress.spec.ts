import { existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { brotliOf, precompressPlugin } from './precompress';

const CSS = '.ant-btn{display:inline-flex;height:var(--ant-control-height)}\n'.repeat(200);
const JS = 'export const step = "details";\n'.repeat(100);

describe('precompressed assets', () => {
  it('are brotli copies, smaller than gzip', () => {
    const brotli = brotliOf(CSS);
    expect(brotliDecompressSync(brotli).toString()).toBe(CSS);
    expect(brotli.length).toBeLessThan(gzipSync(CSS).length);
  });

  it('are written beside the scripts and styles worth compressing, and only those', () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    const bundle = {
      'assets/index-a.css': { type: 'asset', fileName: 'assets/index-a.css', source: CSS },
      'assets/step-b.js': { type: 'chunk', fileName: 'assets/step-b.js', code: JS },
      'assets/tiny-c.js': { type: 'chunk', fileName: 'assets/tiny-c.js', code: 'export {};' },
      'favicon.svg': { type: 'asset', fileName: 'favicon.svg', source: '<svg/>'.repeat(500) },
    } as unknown as Rolldown.OutputBundle;
    const { writeBundle } = precompressPlugin() as unknown as { writeBundle: (options: { dir: string }, bundle: Rolldown.OutputBundle) => void };
    const assets = join(dir, 'assets');
    mkdirSync(assets);
    writeBundle({ dir }, bundle);
    expect(brotliDecompressSync(readFileSync(join(assets, 'index-a.css.br'))).toString()).toBe(CSS);
    expect(brotliDecompressSync(readFileSync(join(assets, 'step-b.js.br'))).toString()).toBe(JS);
    expect(existsSync(join(assets, 'tiny-c.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'favicon.svg.br'))).toBe(false);
  });
});
