import type { Catalog } from '@/locales/en';

export const errors: Catalog['errors'] = {};
