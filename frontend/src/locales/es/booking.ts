import type { Catalog } from '@/locales/en';

export const booking: Catalog['booking'] = {};
