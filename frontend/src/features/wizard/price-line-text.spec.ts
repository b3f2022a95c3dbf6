import type { PriceLine } from '@contracts/wire.js';
import { afterAll, describe, expect, it } from 'vitest';
import { priceLineText } from '@/features/wizard/price-line-text';
import { i18n, showLanguage } from '@/lib/i18n';

// Each line as the server sends it (its English label and its item, built from the same numbers) and as each language
// words it: the English wording is the server's label, word for word.
describe('priceLineText', () => {
  afterAll(() => showLanguage('en'));

  it.each<[string, NonNullable<PriceLine['item']>, string]>([
    ['Minimum fare', { kind: 'minimumFare' }, 'Tarifa mínima'],
    ['Distance 12.3 mi × $1.95', { kind: 'distance', miles: 12.3, rate: 1.95 }, 'Distancia 12.3 mi × $1.95'],
    ['Distance 20.0 mi × $2', { kind: 'distance', miles: 20, rate: 2 }, 'Distancia 20.0 mi × $2'],
    ['Extra-large package', { kind: 'packageSize', option: 'extra-large' }, 'Paquete extra grande'],
    ['Heavy package', { kind: 'packageWeight', option: 'heavy' }, 'Paquete pesado'],
    ['Cooler for perishables', { kind: 'cooler' }, 'Hielera para perecederos'],
    ['Large luggage', { kind: 'luggage', option: 'large' }, 'Mucho equipaje'],
    ['Ski rack', { kind: 'skiRack' }, 'Portaesquís'],
    ['1 bike', { kind: 'bikes', count: 1 }, '1 bicicleta'],
    ['3 bikes', { kind: 'bikes', count: 3 }, '3 bicicletas'],
    ['Personal driver 3 h × $50', { kind: 'driverHours', count: 3, rate: 50 }, 'Chofer personal 3 h × $50'],
    ['Premium plan: 8 rides, 10% off', { kind: 'planFixed', plan: 'Premium', rides: 8, percent: 10 }, 'Plan Premium: 8 viajes, 10% de descuento'],
    [
      'Premium plan: 8 rides × 12.3 mi × $1.95',
      { kind: 'planRidesByDistance', plan: 'Premium', rides: 8, miles: 12.3, rate: 1.95 },
      'Plan Premium: 8 viajes × 12.3 mi × $1.95',
    ],
    [
      'Basic plan: 4 rides × $20 minimum fare',
      { kind: 'planRidesAtMinimum', plan: 'Basic', rides: 4, rate: 20 },
      'Plan Basic: 4 viajes × tarifa mínima de $20',
    ],
    ['Plan discount 10%', { kind: 'planDiscount', percent: 10 }, 'Descuento del plan 10%'],
  ])('%s', async (label, item, spanish) => {
    await showLanguage('en');
    expect(priceLineText({ label, amountCents: 100, item }, i18n.t)).toBe(label);
    await showLanguage('es');
    expect(priceLineText({ label, amountCents: 100, item }, i18n.t)).toBe(spanish);
  });

  it("shows the server's label for a line it has no words for: a code's discount, an owner's price, an unknown option", async () => {
    await showLanguage('es');
    expect(priceLineText({ label: 'Code SPRING (10% off)', amountCents: -200 }, i18n.t)).toBe('Code SPRING (10% off)');
    expect(priceLineText({ label: 'Odd package', amountCents: 100, item: { kind: 'packageSize', option: 'odd' } }, i18n.t)).toBe('Odd package');
  });
});
