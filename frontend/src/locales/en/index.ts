import { language } from '@/locales/en/language';
import { shell } from '@/locales/en/shell';
import { home } from '@/locales/en/home';
import { wizard } from '@/locales/en/wizard';
import { details } from '@/locales/en/details';
import { booking } from '@/locales/en/booking';
import { errors } from '@/locales/en/errors';
import { head } from '@/locales/en/head';
import { checkout } from '@/locales/en/checkout';
import { manage } from '@/locales/en/manage';
import { pages } from '@/locales/en/pages';
import { policy } from '@/locales/en/policy';
import { services } from '@/locales/en/services';

// The English catalog: every text a customer screen shows, by section and key (one file per section). The spec's texts
// stay word for word. Spanish (../es) has the same keys and placeholders: its type says so, locales.spec.ts checks
// the placeholders and that every key is used. Keys stay literal in the code ('wizard.next'), so that check finds
// them; plural forms are chosen in the code with two keys, not i18next's suffixes.
export const en = { language, shell, home, wizard, details, booking, checkout, manage, pages, policy, services, errors, head };

/** A catalog: the English one's keys, each a text. */
export type Catalog = { [Section in keyof typeof en]: { [Key in keyof (typeof en)[Section]]: string } };
