import type { Catalog } from '@/locales/en';

export const pages: Catalog['pages'] = {};
