import { checkoutPreviewHtml, managePreviewHtml, type CheckoutPreviewFacts } from './booking-preview.js';

const ride: CheckoutPreviewFacts = {
  serviceType: 'ride',
  serviceDate: '2026-12-15',
  serviceTime: '10:00',
  pickupLocation: '2350 Wall Ave, Ogden, UT 84401, USA',
  destinationLocation: '3848 Harrison Blvd, Ogden, UT 84408, USA',
  totalCents: 2000,
  language: 'en',
};

describe(checkoutPreviewHtml.name, () => {
  it.each<[string, CheckoutPreviewFacts, string]>([
    [
      'a ride: service, day and time, route and amount, one paragraph',
      ride,
      '<section class="boot-summary" lang="en" aria-label="Your booking"><p>Ride Service, Tuesday, December 15, 2026 at 10:00 AM<br>From 2350 Wall Ave, Ogden, UT 84401, USA to 3848 Harrison Blvd, Ogden, UT 84408, USA<br>Total $20.00</p></section>',
    ],
    [
      'a plan: no day, no destination',
      { ...ride, serviceType: 'subscription', serviceDate: 'N/A', serviceTime: 'N/A', destinationLocation: '', totalCents: 19900 },
      '<section class="boot-summary" lang="en" aria-label="Your booking"><p>Subscription Service<br>At 2350 Wall Ave, Ogden, UT 84401, USA<br>Total $199.00</p></section>',
    ],
    [
      "the customer's text escaped",
      { ...ride, pickupLocation: '<img src=x onerror=alert(1)> & "Co"', serviceTime: '08:00-10:00' },
      '<section class="boot-summary" lang="en" aria-label="Your booking"><p>Ride Service, Tuesday, December 15, 2026 at 8:00 AM - 10:00 AM<br>From &lt;img src=x onerror=alert(1)&gt; &amp; &quot;Co&quot; to 3848 Harrison Blvd, Ogden, UT 84408, USA<br>Total $20.00</p></section>',
    ],
  ])('%s', (_name, facts, html) => {
    expect(checkoutPreviewHtml(facts)).toBe(html);
  });
});

describe(managePreviewHtml.name, () => {
  it.each<[string, Partial<CheckoutPreviewFacts>, string]>([
    [
      'a ride: reference, service with day and time, route',
      {},
      '<section class="boot-summary" lang="en" aria-label="Your booking"><p>Booking 254-K7Q2XM<br>Ride Service, Tuesday, December 15, 2026 at 10:00 AM<br>From 2350 Wall Ave, Ogden, UT 84401, USA to 3848 Harrison Blvd, Ogden, UT 84408, USA</p></section>',
    ],
    [
      "a delivery's window, the customer's text escaped",
      { serviceType: 'delivery', serviceTime: '14:00-16:00', destinationLocation: '</p><script>x</script>' },
      '<section class="boot-summary" lang="en" aria-label="Your booking"><p>Booking 254-K7Q2XM<br>Delivery Service, Tuesday, December 15, 2026 at 2:00 PM - 4:00 PM<br>From 2350 Wall Ave, Ogden, UT 84401, USA to &lt;/p&gt;&lt;script&gt;x&lt;/script&gt;</p></section>',
    ],
    [
      "a Spanish-speaking customer's booking, in Spanish",
      { language: 'es', serviceTime: '13:30' },
      '<section class="boot-summary" lang="es" aria-label="Su reservación"><p>Reservación 254-K7Q2XM<br>Servicio de transporte, martes, 15 de diciembre de 2026, 1:30 p.m.<br>De 2350 Wall Ave, Ogden, UT 84401, USA a 3848 Harrison Blvd, Ogden, UT 84408, USA</p></section>',
    ],
  ])('%s', (_name, change, html) => {
    expect(managePreviewHtml({ ...ride, ...change, reference: 'K7Q2XM' })).toBe(html);
  });
});
