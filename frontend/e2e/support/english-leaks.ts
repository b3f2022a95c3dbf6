import type { Page } from 'playwright-core';
import { en } from '@/locales/en';
import { es } from '@/locales/es';

/** Every Spanish text: an English text that is one of them ('Total', 'No') is a word Spanish uses too. */
const SPANISH_TEXTS = new Set(Object.values(es).flatMap((texts) => Object.values(texts as Record<string, string>)));

/**
 * The English catalog's texts that Spanish words differently, as patterns of a whole text (a placeholder matches any
 * value): one of them on a Spanish screen is a text left in English.
 */
const ENGLISH_ONLY = Object.entries(en).flatMap(([section, texts]) =>
  Object.entries(texts as Record<string, string>)
    .filter(([key, text]) => (es as unknown as Record<string, Record<string, string>>)[section][key] !== text && !SPANISH_TEXTS.has(text))
    // A text of placeholders and punctuation alone ('{{day}} {{time}}') is not English: it would match anything.
    .filter(([, text]) => /\p{L}/u.test(text.replace(/{{\s*\w+\s*}}/g, '')))
    .map(([key, text]) => ({ key: `${section}.${key}`, pattern: wholeTextPattern(text) })),
);

function wholeTextPattern(text: string): RegExp {
  const parts = text.split(/{{\s*\w+\s*}}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'));
  return new RegExp(`^${parts.join('.+?')}$`);
}

/**
 * What the page shows that is an English catalog text: every visible element's text (whitespace folded) and the
 * labels, placeholders and titles a screen reader or a pointer finds. Answers 'section.key: "text"' lines.
 */
export async function englishLeaks(page: Page): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const texts = new Set<string>();
    const add = (text: string | null | undefined) => {
      const folded = text?.replace(/\s+/g, ' ').trim();
      if (folded) texts.add(folded);
    };
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (element.closest('script, style, noscript, [hidden]')) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) add(element.getAttribute(name));
      if (element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) add(element.innerText);
    }
    add(document.title);
    return [...texts];
  });
  return shown.flatMap((text) => ENGLISH_ONLY.filter(({ pattern }) => pattern.test(text)).map(({ key }) => `${key}: "${text}"`));
}
