import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser } from './support/browser';

// Issue 30: the site in Spanish. A visitor whose browser asks for Spanish lands on it; anyone can switch in the
// header (the phone menu at 375 px) and the device remembers the choice.
describe('the site in Spanish', () => {
  const session = useBrowser();
  const baseUrl = inject('baseUrl');
  const phone = { width: 375, height: 740 };

  it('shows a visitor whose browser asks for es-MX the site in Spanish, with <html lang="es">', async () => {
    const { page, context, problems } = await openPage(session.browser, baseUrl, phone, { locale: 'es-MX' });
    await page.goto('/');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es');
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('navigation', { name: 'Principal' });
    expect(await menu.getByRole('link', { name: 'Reservar ahora' }).isVisible()).toBe(true);
    expect(await menu.getByRole('button', { name: 'View this site in English' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Por qué elegirnos' }).isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Pie de página' }).getByRole('link', { name: 'Privacidad' }).isVisible()).toBe(true);
    // The page fits the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('switches to Spanish from the phone menu, keeps it after a reload, and back to English', async () => {
    const { page, context, problems } = await openPage(session.browser, baseUrl, phone);
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Ver este sitio en español' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Por qué elegirnos' }).isVisible()).toBe(true);
    // The menu closed on the choice.
    expect(await page.getByRole('navigation', { name: 'Principal' }).isVisible()).toBe(false);

    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: 'Por qué elegirnos' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('button', { name: 'View this site in English' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Why Choose Our Services' }).isVisible()).toBe(true);
    await page.reload();
    expect(await page.getByRole('heading', { name: 'Why Choose Our Services' }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('serves /es/ prerendered in Spanish, each home page naming the other by absolute address', async () => {
    const spanish = await (await fetch(`${baseUrl}/es/`)).text();
    expect(spanish).toContain('<html lang="es">');
    expect(spanish).toContain('<title>Reserve un viaje o una entrega | Ogden y el norte de Utah</title>');
    expect(spanish).toMatch(/<div id="root" data-prerendered="\/es\/">[\s\S]*Por qué elegirnos/);
    const english = await (await fetch(`${baseUrl}/`)).text();
    expect(english).toContain('<html lang="en">');
    for (const page of [spanish, english]) {
      expect(page).toMatch(/<link rel="alternate" hreflang="es" href="https?:\/\/[^"]+\/es\/" \/>/);
      expect(page).toMatch(/<link rel="alternate" hreflang="en" href="https?:\/\/[^"/]+(:\d+)?\/" \/>/);
      expect(page).toContain('hreflang="x-default"');
    }
  });

  it('hydrates /es/ for a visitor whose browser speaks English, and its switch goes to the English home', async () => {
    const { page, context, problems } = await openPage(session.browser, baseUrl, phone);
    await page.goto('/es/');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    expect(await page.getByRole('heading', { name: 'Por qué elegirnos' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('button', { name: 'View this site in English' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.getByRole('heading', { name: 'Why Choose Our Services' }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
