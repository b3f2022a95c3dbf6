import { i18n } from '@/lib/i18n';

/**
 * The server words some answers with what only it knows (the weekday closed, the places a drive joins, a radius saved a
 * moment ago), in English: an English page shows those words, any other language `translated`, the rule in its own
 * words from what the page knows.
 */
export function serverWordsOr(server: string | null | undefined, translated: string): string {
  const words = server?.trim();
  return words && i18n.language === 'en' ? words : translated;
}
