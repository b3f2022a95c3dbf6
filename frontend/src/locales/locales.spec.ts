import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from '@/locales/en';
import { es } from '@/locales/es';

/** 'section.key' → text, for every text of a catalog. */
function flatten(catalog: Record<string, Record<string, string>>): Map<string, string> {
  return new Map(Object.entries(catalog).flatMap(([section, texts]) => Object.entries(texts).map(([key, text]) => [`${section}.${key}`, text])));
}

/** Texts that are rightly the same in both languages (a placeholder alone, a word Spanish borrows). */
const SAME_IN_BOTH = new Set<string>(['Premium', 'No', 'Total', 'Plan']);

const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

/** Every source file of the app but the catalogs and tests. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'locales' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.(spec|test)\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the catalogs', () => {
  const english = flatten(en);
  const spanish = flatten(es);

  it('have the same keys, each with the same placeholders', () => {
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of english) expect({ key, placeholders: placeholders(spanish.get(key)!) }).toEqual({ key, placeholders: placeholders(text) });
  });

  it('leave no Spanish text the same as the English one, but for words that are the same in both', () => {
    const same = [...english].filter(([key, text]) => spanish.get(key) === text && !SAME_IN_BOTH.has(text)).map(([key]) => key);
    expect(same).toEqual([]);
  });

  it('hold no key nothing uses', () => {
    const code = sources(join(__dirname, '..'))
      .map((path) => readFileSync(path, 'utf8'))
      .join('\n');
    const unused = [...english.keys()].filter((key) => !code.includes(`'${key}'`));
    expect(unused).toEqual([]);
  });
});
