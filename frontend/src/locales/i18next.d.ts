import type { en } from '@/locales/en';

// Keys are checked when compiled: t('shell.scheduleNow') compiles, a key missing from the English catalog does not.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}
