import type { Catalog } from '@/locales/en';

export const checkout: Catalog['checkout'] = {};
