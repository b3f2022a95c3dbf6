import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '@/lib/i18n';

/**
 * The switch to the other language, named in that language (a Spanish reader looks for "Español"); the choice is
 * remembered on the device. `onChosen`: the phone menu closes.
 */
export function LanguageSwitch({ onChosen }: { onChosen?: () => void }) {
  const { t, i18n } = useTranslation();
  const other = i18n.language === 'es' ? 'en' : 'es';
  return (
    <Button
      lang={other}
      aria-label={t('language.switchLabel')}
      onClick={() => {
        onChosen?.();
        void chooseLanguage(other);
      }}
    >
      {t('language.switchTo')}
    </Button>
  );
}
