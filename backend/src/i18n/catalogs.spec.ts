import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVICE_TYPES } from '../domain/service-types.js';
import { en } from './catalogs/en.js';
import { es } from './catalogs/es.js';

/** Every key of a catalog, 'section.key'. */
function keysOf(catalog: Record<string, Record<string, string>>): string[] {
  return Object.entries(catalog).flatMap(([section, values]) => Object.keys(values).map((key) => `${section}.${key}`));
}

/** The server's source files but the specs: where a key in use is named. */
function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts'))
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'));
}

/** Keys a source names by a value rather than in full ('service.${type}'), with the values it takes. */
const NAMED_BY_VALUE: Record<string, readonly string[]> = {
  service: [...SERVICE_TYPES, 'other'],
  method: ['card', 'test', 'cash', 'check', 'invoice', 'other', 'cardEnding', 'testCardEnding'],
  shortService: ['delivery', 'ride', 'chauffeur', 'subscription', 'other'],
  inquiryType: ['bulk-rides', 'longHaul', 'handyman', 'other'],
};

describe('the server catalogs', () => {
  it('hold the same keys in English and Spanish, none empty', () => {
    expect(keysOf(es)).toEqual(keysOf(en));
    for (const catalog of [en, es]) {
      for (const values of Object.values(catalog)) for (const value of Object.values(values)) expect(value.trim()).not.toBe('');
    }
  });

  it('hold only keys the server uses', () => {
    const code = sources(fileURLToPath(new URL('..', import.meta.url)))
      .filter((text) => !text.includes('export const en = {') && !text.includes('export const es: Catalog'))
      .join('\n');
    const unused = keysOf(en).filter((key) => {
      const [section, name] = key.split('.');
      const bare = name.replace(/_(one|other)$/, '');
      if (section in NAMED_BY_VALUE)
        return !NAMED_BY_VALUE[section].includes(name) || (!code.includes(`'${section}.\${`) && !code.includes(`\`${section}.\${`));
      return !code.includes(`'${section}.${bare}'`);
    });
    expect(unused).toEqual([]);
  });

  it('interpolate the same values in both languages', () => {
    const placeholders = (value: string) => [...value.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
    for (const key of keysOf(en)) {
      const [section, name] = key.split('.') as [keyof typeof en, string];
      const english = (en[section] as Record<string, string>)[name];
      const spanish = (es[section] as Record<string, string>)[name];
      expect({ key, placeholders: placeholders(spanish) }).toEqual({ key, placeholders: placeholders(english) });
    }
  });
});
