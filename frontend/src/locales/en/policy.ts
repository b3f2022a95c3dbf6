// The cancellation policy as the booking form and the manage page word it (lib/cancellation-policy-text.ts), from
// the numbers the fee rule uses: the words of the server's cancellationPolicyText.
export const policy = {
  minutes: '{{count}} minutes',
  oneHour: '1 hour',
  hours: '{{count}} hours',
  delivery:
    'Deliveries can be cancelled free of charge up to {{free}} before the scheduled time. Within {{free}} a {{fee}} fee applies, and {{percent}}% of the price once the driver has been dispatched.',
  ride: 'Rides can be cancelled free of charge up to {{free}} before the scheduled time. Within {{free}} a {{fee}} fee applies, and {{percent}}% of the price once the driver has been dispatched.',
  chauffeur: 'Personal driver bookings can be cancelled free of charge up to {{free}} before the start; after that {{percent}}% of the price applies.',
  subscription:
    'Subscription rides can be cancelled free of charge up to {{free}} before the ride; a {{fee}} fee applies once the driver has been dispatched. Plans are paid upfront and non-refundable.',
  quoted: 'Cancellation fees vary; the owner will explain them with your quote.',
};
