import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SitePagesResponse } from '@contracts/business.contract.js';
import { SitePage } from '@/features/site-pages/components/site-page';
import { showLanguage } from '@/lib/i18n';
import { businessResponse } from '@/testing/business-fixture';
import { renderWithProviders } from '@/testing/render-with-providers';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

const PAGES: SitePagesResponse = {
  about: ['Family run since 2019.', 'Call us any day.'],
  privacy: ['We keep only what a booking needs.'],
  terms: ['Prices are charged as quoted.'],
  cancellationPolicy: ['Rides can be cancelled free of charge up to 6 hours before.', 'Changed your mind? For 10 minutes after booking, cancelling is free.'],
};

function serve(business = businessResponse()) {
  stubFetch((request) => {
    const path = new URL(request.url).pathname;
    if (path === '/api/business') return jsonResponse(business);
    if (path === '/api/business/pages') return jsonResponse(PAGES);
    return jsonResponse({ statusCode: 404 }, 404);
  });
}

describe(SitePage.name, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the owner's About text under a focused heading", async () => {
    serve();
    renderWithProviders(<SitePage kind="about" />);
    const heading = screen.getByRole('heading', { level: 1, name: 'About us' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(await screen.findByText('Family run since 2019.')).toBeTruthy();
    expect(screen.getByText('Call us any day.')).toBeTruthy();
  });

  it("ends the owner's terms with the cancellation policy the server applies", async () => {
    serve();
    renderWithProviders(<SitePage kind="terms" />);
    expect(await screen.findByText('Prices are charged as quoted.')).toBeTruthy();
    const policy = screen.getByRole('region', { name: 'Cancellation policy' });
    for (const paragraph of PAGES.cancellationPolicy) expect(within(policy).getByText(paragraph)).toBeTruthy();
  });

  it('gives the contact details and the hours of the week, Monday first, a closed day as closed', async () => {
    const open = { start: '07:30', end: '18:00' };
    serve(
      businessResponse({ schedule: { ...businessResponse().schedule, weeklyHours: [null, open, open, open, open, open, { start: '09:00', end: '12:00' }] } }),
    );
    renderWithProviders(<SitePage kind="contact" />);
    const hours = await screen.findByTestId('contact-hours');
    const rows = within(hours)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows[0]).toBe('Monday7:30 AM – 6:00 PM');
    expect(rows.slice(-2)).toEqual(['Saturday9:00 AM – 12:00 PM', 'SundayClosed']);
    const links = screen.getByTestId('contact-links');
    expect(
      within(links)
        .getByRole('link', { name: /555-0100/ })
        .getAttribute('href'),
    ).toBe('tel:8015550100');
    expect(
      within(links)
        .getByRole('link', { name: /owner@example.com/ })
        .getAttribute('href'),
    ).toBe('mailto:owner@example.com');
  });

  it("lists every service with the server's starting price", async () => {
    serve();
    renderWithProviders(<SitePage kind="services" />);
    await waitFor(() => expect(screen.getByTestId('services-ride').textContent).toContain('Starting at $20'));
    expect(screen.getByTestId('services-handyman').textContent).toContain('Custom quote');
  });

  describe('in Spanish', () => {
    afterEach(async () => {
      await showLanguage('en');
    });

    it('words the terms page and its cancellation policy heading', async () => {
      await showLanguage('es');
      serve();
      renderWithProviders(<SitePage kind="terms" />);
      expect(screen.getByRole('heading', { level: 1, name: 'Términos del servicio' })).toBeTruthy();
      expect(await screen.findByRole('region', { name: 'Política de cancelación' })).toBeTruthy();
      expect(screen.queryByText('Cancellation policy')).toBeNull();
    });

    it('words the contact page: the days, the hours caption and the service area', async () => {
      await showLanguage('es');
      const open = { start: '07:30', end: '18:00' };
      serve(businessResponse({ schedule: { ...businessResponse().schedule, weeklyHours: [null, open, open, open, open, open, null] } }));
      renderWithProviders(<SitePage kind="contact" />);
      const hours = await screen.findByTestId('contact-hours');
      expect(screen.getByRole('heading', { level: 1, name: 'Contacto' })).toBeTruthy();
      expect(screen.getByRole('heading', { level: 2, name: 'Horario' })).toBeTruthy();
      expect(within(hours).getByText(/^Horario de atención, hora de /)).toBeTruthy();
      const rows = within(hours)
        .getAllByRole('row')
        .map((row) => row.textContent);
      expect(rows[0]).toBe('Lunes7:30 AM – 6:00 PM');
      expect(rows.slice(-1)).toEqual(['DomingoCerrado']);
      expect(screen.getByText(/^Damos servicio en cualquier lugar a menos de \d+ millas de /)).toBeTruthy();
      expect(screen.queryByText(/Hours|Closed|We serve/)).toBeNull();
    });

    it('offers to book from the services page', async () => {
      await showLanguage('es');
      serve();
      renderWithProviders(<SitePage kind="services" />);
      expect(screen.getByRole('heading', { level: 1, name: 'Servicios' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Cotizar y reservar' })).toBeTruthy();
    });
  });
});
