import type { Catalog } from '@/locales/en';

export const language: Catalog['language'] = {
  switchTo: 'English',
  switchLabel: 'View this site in English',
};
