import dayjs from 'dayjs';
import 'dayjs/locale/es';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { es } from '@/locales/es';
import { seriousViolations } from './support/axe';
import { OGDEN, WEBER } from './support/booking-actions';
import { openPage, useBrowser } from './support/browser';
import { englishLeaks } from './support/english-leaks';
import { storedMails } from './support/mail-outbox';
import { daysFromToday, fillAddress, pickDate, pickOption, pickTime } from './support/wizard-actions';

const MANAGE_LINK = /https?:\/\/[^\s"'<>]+\/manage\/[A-Za-z0-9_-]{22,64}/;

/**
 * What a Spanish screen must show: no English catalog text, nothing axe calls serious (its script needs the page opened
 * with bypassCSP), nothing wider than the phone.
 */
async function expectSpanishScreen(page: Page, screen: string): Promise<void> {
  expect({ screen, english: await englishLeaks(page) }).toEqual({ screen, english: [] });
  expect({ screen, axe: await seriousViolations(page) }).toEqual({ screen, axe: [] });
  expect({ screen, width: await page.evaluate(() => document.documentElement.scrollWidth) }).toEqual({ screen, width: 375 });
}

/** Picks `isoDate` in the Spanish date field, which shows it as the Spanish catalog's format says. */
async function pickSpanishDate(page: Page, isoDate: string): Promise<void> {
  await pickDate(page, isoDate, { label: es.details.date, shown: dayjs(isoDate).locale('es').format(es.details.dateFormat) });
}

// Issue 30: the site in Spanish. A visitor whose browser asks for Spanish lands on it; anyone can switch in the
// header (the phone menu at 375 px) and the device remembers the choice.
/**
 * From the booking form to the confirmation in Spanish: the customer's details, the legal agreement, the checkout's
 * test card and its payment, each screen checked. Returns the booking's id.
 */
async function bookAndPayInSpanish(page: Page, label: string, customer: { name: string; email: string; phone: string }): Promise<string> {
  await expect.poll(() => page.getByLabel(es.booking.fullName).isVisible(), { timeout: 10_000 }).toBe(true);
  await page.getByLabel(es.booking.fullName).fill(customer.name);
  await page.getByLabel(es.booking.email).fill(customer.email);
  await page.getByLabel(es.booking.phone).fill(customer.phone);
  await page.getByTestId('legal-agreement').click();
  await expectSpanishScreen(page, `${label} booking form`);
  const purchase = page.getByRole('button', { name: es.booking.purchaseNow });
  await expect.poll(() => purchase.isEnabled(), { timeout: 10_000 }).toBe(true);
  await purchase.click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/checkout');
  const bookingId = new URL(page.url()).searchParams.get('bookingId') ?? '';

  await expect.poll(() => page.getByText(es.checkout.testModeTitle).isVisible(), { timeout: 20_000 }).toBe(true);
  await expectSpanishScreen(page, `${label} checkout`);
  await page.getByTestId('test-card-test-card-ok').click();
  const payNow = page.getByRole('button', { name: es.checkout.payNow });
  await expect.poll(() => payNow.isEnabled(), { timeout: 10_000 }).toBe(true);
  await payNow.click();

  await expect.poll(() => page.url(), { timeout: 20_000 }).toContain(`/confirmation?status=confirmed&id=${bookingId}`);
  await expect.poll(() => page.getByText(es.checkout.bookingConfirmed, { exact: true }).isVisible(), { timeout: 20_000 }).toBe(true);
  await expectSpanishScreen(page, `${label} confirmation`);
  return bookingId;
}

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

  it('books and pays a ride in Spanish at 375 px: every screen, the confirmation mail and the manage page in Spanish', async () => {
    const { page, context, problems } = await openPage(session.browser, baseUrl, phone, { locale: 'es-MX', bypassCSP: true });
    await page.goto('/');
    await expect.poll(() => page.getByTestId('service-card-ride').isVisible(), { timeout: 20_000 }).toBe(true);
    await expectSpanishScreen(page, 'home');

    await page.getByTestId('service-card-ride').click();
    await fillAddress(page, es.details.pickupLocation, OGDEN);
    await fillAddress(page, es.details.destination, WEBER);
    await pickSpanishDate(page, daysFromToday(11));
    await pickTime(page, '10:00 a.m.');
    await pickOption(page, es.wizard.passengers, '2');
    await pickOption(page, es.wizard.luggage, es.wizard.luggageMedium);
    await expect.poll(() => page.getByText(es.details.available).isVisible(), { timeout: 10_000 }).toBe(true);
    await expectSpanishScreen(page, 'ride details');

    await page.getByRole('button', { name: es.details.getQuote }).click();
    await expect.poll(() => page.getByTestId('quote-heading').isVisible(), { timeout: 10_000 }).toBe(true);
    await expectSpanishScreen(page, 'quote');
    await page.getByRole('button', { name: es.wizard.scheduleNow }).click();

    const bookingId = await bookAndPayInSpanish(page, 'ride', { name: 'Rosa Martínez', email: 'rosa@example.com', phone: '(801) 555-0144' });

    // The booking keeps the language it was made in: the mail is Spanish, and so is the page its link opens.
    const [received] = await storedMails(inject('databaseUrl'), bookingId, 'rosa@example.com');
    expect(received.kind).toBe('booking-received');
    expect(received.subject).toMatch(/^Reservación \d{3}-[A-Z0-9]+ confirmada: Servicio de transporte, /);
    expect(received.text).toContain('Su reservación está confirmada.');
    await page.goto(MANAGE_LINK.exec(received.text)![0]);
    await expect.poll(() => page.getByTestId('manage-status').textContent(), { timeout: 20_000 }).toBe(es.manage.statusConfirmed);
    await expectSpanishScreen(page, 'manage');
    // What cancelling and moving cost now, and the policy, in Spanish: the server's terms worded by the page.
    const paid = (await page.getByTestId('manage-payment').textContent()) ?? '';
    const amount = /\$\d+\.\d{2}/.exec(paid)![0];
    const cancelTerms = (await page.getByTestId('cancel-explanation').textContent()) ?? '';
    expect(cancelTerms).toMatch(/^Puede cancelar sin costo hasta el \S+, \d+ de \S+, 4:00 a\.m\. /);
    expect(cancelTerms.endsWith(` Se le reembolsaría completo su pago de ${amount}.`)).toBe(true);
    expect(await page.getByTestId('move-explanation').textContent()).toMatch(/^Puede cambiar esta reservación a otro horario libre hasta el /);
    expect(await page.getByTestId('manage-policy').textContent()).toMatch(/^Los viajes se pueden cancelar sin costo hasta 6 horas antes/);
    await page.getByRole('button', { name: es.manage.cancelBooking }).click();
    const dialog = page.getByRole('dialog', { name: es.manage.cancelDialogTitle });
    await expect.poll(() => dialog.getByTestId('cancel-summary').textContent()).toBe(`Cancelar reservación: sin cargo, se reembolsan ${amount} a su tarjeta`);
    await expectSpanishScreen(page, 'cancel dialog');
    await dialog.getByRole('button', { name: es.manage.cancelBooking }).click();
    await expect.poll(() => page.getByTestId('manage-status').textContent(), { timeout: 20_000 }).toBe(es.manage.statusCancelled);
    await expectSpanishScreen(page, 'cancelled');
    // The cancellation mail, in the booking's language.
    await expect
      .poll(async () => (await storedMails(inject('databaseUrl'), bookingId, 'rosa@example.com')).map((mail) => mail.subject))
      .toContainEqual(expect.stringMatching(/^Reservación \d{3}-[A-Z0-9]+ cancelada$/));
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  it('books and pays a delivery in Spanish at 375 px, its confirmation mail in Spanish', async () => {
    const { page, context, problems } = await openPage(session.browser, baseUrl, phone, { locale: 'es-MX', bypassCSP: true });
    await page.goto('/');
    await expect.poll(() => page.getByTestId('service-card-delivery').isVisible(), { timeout: 20_000 }).toBe(true);
    await page.getByTestId('service-card-delivery').click();
    await page.getByRole('button', { name: es.details.getQuote }).click();
    // The form's refusals are Spanish too.
    await expect.poll(() => page.getByText(es.details.pickupRequired, { exact: true }).isVisible()).toBe(true);
    await expectSpanishScreen(page, 'delivery details, refused');

    await fillAddress(page, es.details.pickupLocation, OGDEN);
    await fillAddress(page, es.details.destination, WEBER);
    await pickSpanishDate(page, daysFromToday(16));
    await pickTime(page, '10:00 a.m. - 12:00 p.m.');
    await pickOption(page, es.wizard.packageSize, es.wizard.sizeMedium);
    await pickOption(page, es.wizard.packageWeight, es.wizard.weightHeavy);
    await expect.poll(() => page.getByText(es.details.available).isVisible(), { timeout: 10_000 }).toBe(true);
    await page.getByRole('button', { name: es.details.getQuote }).click();
    await expect.poll(() => page.getByTestId('quote-heading').isVisible(), { timeout: 10_000 }).toBe(true);
    await expectSpanishScreen(page, 'delivery quote');
    await page.getByRole('button', { name: es.wizard.scheduleNow }).click();
    const bookingId = await bookAndPayInSpanish(page, 'delivery', { name: 'Luis Herrera', email: 'luis@example.com', phone: '(801) 555-0145' });
    const [received] = await storedMails(inject('databaseUrl'), bookingId, 'luis@example.com');
    expect(received.subject).toMatch(/^Reservación \d{3}-[A-Z0-9]+ confirmada: Servicio de entregas, /);
    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);

  it("walks the other services' forms in Spanish, sends an inquiry, and opens a page that does not exist", async () => {
    const { page, context, problems } = await openPage(session.browser, baseUrl, phone, { locale: 'es-MX', bypassCSP: true });
    const chooseService = async (service: string) => {
      // The wizard keeps its step for the tab: start over from the service cards.
      await page.evaluate(() => sessionStorage.clear()).catch(() => undefined);
      await page.goto('/');
      await expect.poll(() => page.getByTestId(`service-card-${service}`).isVisible(), { timeout: 20_000 }).toBe(true);
      await page.getByTestId(`service-card-${service}`).click();
    };

    await chooseService('chauffeur');
    await expect.poll(() => page.getByRole('heading', { name: es.details.headingChauffeur }).isVisible(), { timeout: 10_000 }).toBe(true);
    await page.getByRole('button', { name: es.details.getQuote }).click();
    await expect.poll(() => page.getByText(es.details.pickupRequired, { exact: true }).isVisible()).toBe(true);
    await expectSpanishScreen(page, 'personal driver details, refused');

    // A plan's details, then the bulk-rides inquiry its varying addresses lead to.
    await chooseService('subscription');
    await expect.poll(() => page.getByRole('heading', { name: es.details.headingSubscription }).isVisible(), { timeout: 10_000 }).toBe(true);
    await expectSpanishScreen(page, 'plan details');
    // Checking "addresses vary" goes on to the inquiry by itself (step-details' auto-submit), so no click follows:
    // a click raced that submit and found its button gone.
    await page.getByRole('checkbox', { name: es.wizard.addressesVary }).check();
    await expect.poll(() => page.getByRole('heading', { name: es.booking.inquiryTitleBulk }).isVisible(), { timeout: 10_000 }).toBe(true);
    await expectSpanishScreen(page, 'bulk rides inquiry');

    // Long haul refused while empty; handyman sent, its thanks and its confirmation in Spanish.
    await chooseService('longHaul');
    await expect.poll(() => page.getByRole('heading', { name: es.booking.inquiryTitleLongHaul }).isVisible(), { timeout: 10_000 }).toBe(true);
    await page.getByRole('button', { name: es.booking.sendInquiry }).click();
    await expect.poll(async () => (await page.locator('.ant-form-item-explain-error').count()) > 0).toBe(true);
    await expectSpanishScreen(page, 'long haul inquiry, refused');

    await chooseService('handyman');
    await expect.poll(() => page.getByRole('heading', { name: es.booking.inquiryTitleHandyman }).isVisible(), { timeout: 10_000 }).toBe(true);
    await page.getByLabel(es.booking.name, { exact: true }).fill('Marta Ruiz');
    await page.getByLabel(es.booking.email, { exact: true }).fill('marta@example.com');
    await page.getByLabel(es.booking.phone, { exact: true }).fill('(801) 555-0146');
    await page.getByLabel(es.booking.jobAddress, { exact: true }).fill('3848 Harrison Blvd, Ogden, UT 84408, USA');
    await page.getByLabel(es.booking.jobDescription, { exact: true }).fill('Colgar un televisor');
    await expectSpanishScreen(page, 'handyman inquiry');
    await page.getByRole('button', { name: es.booking.sendInquiry }).click();
    const thanks = page.getByRole('dialog', { name: es.booking.thankYouTitle });
    await expect.poll(() => thanks.isVisible(), { timeout: 10_000 }).toBe(true);
    await expectSpanishScreen(page, 'inquiry thanks');
    await thanks.getByRole('button', { name: es.booking.close }).last().click();
    await expect.poll(() => page.getByText(es.checkout.inquiryTitle).isVisible(), { timeout: 10_000 }).toBe(true);
    await expectSpanishScreen(page, 'inquiry confirmation');

    await page.goto('/no-such-page');
    await expect.poll(() => page.getByRole('heading', { name: es.pages.notFoundTitle }).isVisible(), { timeout: 10_000 }).toBe(true);
    await expectSpanishScreen(page, 'not found');
    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);
});
