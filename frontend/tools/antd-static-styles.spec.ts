import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { theme } from '../src/app/theme';
import { antdStaticStyles, RUNTIME_STYLE_COMPONENTS, STATIC_STYLE_CATALOGUE } from './antd-static-styles';

const SRC = join(import.meta.dirname, '..', 'src');

/** Every value the app's code imports from 'antd' (types and specs aside). */
function antdImports(): Set<string> {
  const names = new Set<string>();
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file) && !/\.spec\.tsx?$/.test(file));
  for (const file of files) {
    for (const [, list] of readFileSync(join(SRC, file), 'utf8').matchAll(/import\s+\{([^}]*)\}\s+from\s+'antd'/g)) {
      for (const part of list.split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0];
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  return names;
}

describe('Ant Design styles computed at build time', () => {
  const css = antdStaticStyles(theme);

  it('covers every component the app imports, or names it as left to run time', () => {
    const known = new Set([...Object.keys(STATIC_STYLE_CATALOGUE), ...RUNTIME_STYLE_COMPONENTS]);
    const types = /^[A-Z]\w*(Props|Ref|Type|Config)$|^[A-Z]\w*Type$/;
    const missing = [...antdImports()].filter((name) => !known.has(name) && !types.test(name));
    expect(missing).toEqual([]);
  });

  it('carries the cache map that lets the browser skip each catalogued component’s style work', () => {
    const map = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}/.exec(css)?.[1] ?? '';
    const components = new Set(map.split(';').map((entry) => entry.split('|')[1]?.split('-')[0]));
    for (const name of ['Button', 'Card', 'Steps', 'Form', 'Input', 'Select', 'DatePicker', 'Modal', 'Layout', 'Typography']) {
      expect(components).toContain(name);
    }
    expect(components).not.toContain('Table');
  });

  it('is plain CSS of the catalogue, far smaller than the whole library', () => {
    expect(css).toContain('.ant-btn');
    expect(css).not.toContain('.ant-table');
    expect(css.length).toBeLessThan(600_000);
  });
});
