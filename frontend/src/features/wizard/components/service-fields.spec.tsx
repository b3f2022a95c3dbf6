import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import type { ReactNode } from 'react';
import { cancellationPolicyText } from '@domain/cancellation-policy.js';
import { afterEach, describe, expect, it } from 'vitest';
import { ChauffeurFields, DeliveryFields, RideFields, SubscriptionFields } from '@/features/wizard/components/service-fields';
import { showLanguage } from '@/lib/i18n';
import { renderWithProviders } from '@/testing/render-with-providers';

function inForm(fields: ReactNode) {
  return renderWithProviders(
    <Form layout="vertical">
      {fields}
      <button type="submit">Send</button>
    </Form>,
  );
}

describe('service fields', () => {
  afterEach(async () => {
    await showLanguage('en');
  });

  it('words the ride, delivery and plan fields as the spec does', () => {
    inForm(
      <>
        <RideFields />
        <DeliveryFields />
        <SubscriptionFields plans={undefined} />
      </>,
    );
    expect(screen.getByText('Up to 6 passengers, or 4 when carrying baggage.')).toBeTruthy();
    expect(screen.getByText('Package weight')).toBeTruthy();
    expect(screen.getByText('Plans are paid upfront and are non-refundable.')).toBeTruthy();
  });

  it('words the ride, delivery and plan fields and their messages in Spanish', async () => {
    await showLanguage('es');
    inForm(
      <>
        <RideFields />
        <DeliveryFields />
        <SubscriptionFields plans={undefined} />
      </>,
    );
    expect(screen.getByText('Pasajeros')).toBeTruthy();
    expect(screen.getByText('Hasta 6 pasajeros, o 4 si llevan equipaje.')).toBeTruthy();
    expect(screen.getByText('Portaequipajes de techo')).toBeTruthy();
    expect(screen.getByText('Tamaño del paquete')).toBeTruthy();
    expect(screen.getByText('Seleccione el peso del paquete')).toBeTruthy();
    expect(screen.getByText('Los destinos y orígenes cambiarán de un viaje a otro')).toBeTruthy();
    expect(screen.getByText('Los planes se pagan por adelantado y no son reembolsables.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByText('Indique el número de pasajeros')).toBeTruthy());
    expect(screen.getByText('Indique el tamaño del paquete')).toBeTruthy();
    expect(screen.queryByText('Number of passengers is required')).toBeNull();
  });

  it("words the personal driver's terms as the shared policy does", () => {
    inForm(<ChauffeurFields noticeHours={24} centsPerHour={6500} hours={{ min: 2, max: 6 }} />);
    expect(screen.getByText(`I agree to the personal driver terms: ${cancellationPolicyText('chauffeur')}`)).toBeTruthy();
  });

  it("words the personal driver's hours and terms in Spanish", async () => {
    await showLanguage('es');
    inForm(<ChauffeurFields noticeHours={24} centsPerHour={6500} hours={{ min: 2, max: 6 }} />);
    expect(screen.getByText('$65 por hora, mínimo de 2 horas. Por favor reserve con 24 horas de anticipación.')).toBeTruthy();
    expect(screen.getByText('Itinerario y actividades')).toBeTruthy();
    expect(
      screen.getByText(/^Acepto los términos del servicio de chofer personal: .* hasta 24 horas antes del inicio; después se cobra el 50% del precio\.$/),
    ).toBeTruthy();
  });
});
