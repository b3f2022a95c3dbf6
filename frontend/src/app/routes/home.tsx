import { useTranslation } from 'react-i18next';
import { WhyChooseUs } from '@/components/why-choose-us';
import { Wizard } from '@/features/wizard/components/wizard';

export function HomeRoute() {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="visually-hidden">{t('home.heading')}</h1>
      <Wizard />
      <WhyChooseUs />
    </>
  );
}
