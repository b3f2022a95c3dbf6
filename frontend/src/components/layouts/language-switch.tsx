import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { chooseLanguage } from '@/lib/i18n';

/** The home page's address in each language: switching on it goes to the other one, which shares in that language. */
const HOME_OF = { en: paths.home, es: paths.homeSpanish } as const;

/**
 * The switch to the other language, named in that language (a Spanish reader looks for "Español"); the choice is
 * remembered on the device. `onChosen`: the phone menu closes.
 */
export function LanguageSwitch({ onChosen }: { onChosen?: () => void }) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const other = i18n.language === 'es' ? 'en' : 'es';
  const onHome = pathname === paths.home || pathname === paths.homeSpanish || `${pathname}/` === paths.homeSpanish;
  return (
    <Button
      lang={other}
      aria-label={t('language.switchLabel')}
      onClick={async () => {
        onChosen?.();
        await chooseLanguage(other);
        if (onHome) await navigate(HOME_OF[other]);
      }}
    >
      {t('language.switchTo')}
    </Button>
  );
}
