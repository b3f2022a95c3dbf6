import type { Catalog } from '@/locales/en';

export const wizard: Catalog['wizard'] = {};
