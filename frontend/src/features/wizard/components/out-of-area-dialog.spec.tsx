import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OutOfAreaDialog } from '@/features/wizard/components/out-of-area-dialog';
import { showLanguage } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render-with-providers';

const MESSAGE = 'We can only provide service within 45 miles of Ogden, UT.';

function renderDialog(
  offerLongHaul: boolean,
  contact: { phone: string | null; email: string | null } = { phone: '(801) 555-0100', email: 'owner@example.com' },
) {
  const onClosed = vi.fn();
  renderWithProviders(<OutOfAreaDialog message={MESSAGE} {...contact} offerLongHaul={offerLongHaul} onClosed={onClosed} />);
  return { dialog: screen.getByRole('dialog', { name: 'Location Out of Service Area' }), onClosed };
}

describe('OutOfAreaDialog', () => {
  afterEach(async () => {
    await showLanguage('en');
  });

  it('offers the long-haul inquiry first, with a way back to the addresses', async () => {
    const { dialog } = renderDialog(true);
    expect(within(dialog).getByText(MESSAGE)).toBeTruthy();
    expect(dialog.textContent).toContain(
      'Long haul trips get a custom quote: request one below with your trip filled in, or contact us at (801) 555-0100 or owner@example.com.',
    );
    const primary = within(dialog).getByRole('button', { name: 'Request a long-haul quote' });
    expect(primary.className).toContain('ant-btn-primary');
    // Focus is in the dialog, which screen readers announce by its title.
    await waitFor(() => expect(dialog.closest('.ant-modal-wrap')?.contains(document.activeElement)).toBe(true));
    expect(within(dialog).getByRole('button', { name: 'Change addresses' })).toBeTruthy();
  });

  it.each([
    ['Request a long-haul quote', 'long-haul'],
    ['Change addresses', 'change-addresses'],
    ['Close', 'dismissed'],
  ])('%s closes it, then reports %s', async (button, choice) => {
    const { dialog, onClosed } = renderDialog(true);
    fireEvent.click(within(dialog).getByRole('button', { name: button }));
    await waitFor(() => expect(onClosed).toHaveBeenCalledWith(choice));
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('without the offer, has the one Close button and the contacts', async () => {
    const { dialog, onClosed } = renderDialog(false, { phone: null, email: 'owner@example.com' });
    expect(within(dialog).queryByRole('button', { name: 'Request a long-haul quote' })).toBeNull();
    expect(dialog.textContent).toContain('Long haul trips get a custom quote. Contact us at owner@example.com.');
    const close = within(dialog).getAllByRole('button');
    expect(close.map((button) => button.textContent)).toEqual(['Close']);
    fireEvent.click(close[0]);
    await waitFor(() => expect(onClosed).toHaveBeenCalledWith('dismissed'));
  });

  it('speaks Spanish, the contacts included', async () => {
    await showLanguage('es');
    renderWithProviders(<OutOfAreaDialog message={MESSAGE} phone="(801) 555-0100" email="owner@example.com" offerLongHaul onClosed={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Ubicación fuera del área de servicio' });
    expect(dialog.textContent).toContain(
      'Los viajes de larga distancia tienen una cotización a la medida: pídala abajo con los datos de su viaje ya llenos, o comuníquese con nosotros al (801) 555-0100 o owner@example.com.',
    );
    expect(within(dialog).getByRole('button', { name: 'Pedir cotización de larga distancia' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Cambiar direcciones' })).toBeTruthy();
    expect(dialog.textContent).not.toMatch(/Long haul|Change addresses|contact us/);
  });

  it('without the offer, says Close and the contacts in Spanish', async () => {
    await showLanguage('es');
    renderWithProviders(<OutOfAreaDialog message={MESSAGE} phone={null} email="owner@example.com" offerLongHaul={false} onClosed={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Ubicación fuera del área de servicio' });
    expect(dialog.textContent).toContain('Los viajes de larga distancia tienen una cotización a la medida. Comuníquese con nosotros en owner@example.com.');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Cerrar']);
  });
});
