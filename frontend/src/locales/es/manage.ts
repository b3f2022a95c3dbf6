import type { Catalog } from '@/locales/en';

export const manage: Catalog['manage'] = {};
