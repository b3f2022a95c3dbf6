import { WhyChooseUs } from '@/components/why-choose-us';
import { Wizard } from '@/features/wizard/components/wizard';

export function HomeRoute() {
  return (
    <>
      <h1 className="visually-hidden">Get a quote and book</h1>
      <Wizard />
      <WhyChooseUs />
    </>
  );
}
