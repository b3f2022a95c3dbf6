import { Logger, Module } from '@nestjs/common';
import { BookingsModule } from '../bookings/bookings.module.js';
import { MailModule } from '../mail/mail.module.js';
import { PaymentsConfigModule } from '../payments-config/payments-config.module.js';
import { ServiceCodesModule } from '../service-codes/service-codes.module.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway.js';
import { OwnerMoneyController } from './owner-money.controller.js';
import { OwnerMoneyService } from './owner-money.service.js';
import { PaymentsController } from './payments.controller.js';
import { CardDeclineLimits } from './card-decline-limits.js';
import { PaymentsService } from './payments.service.js';
import { RefundsJobs } from './refunds.jobs.js';
import { RefundsService } from './refunds.service.js';
import { SecondCharges } from './second-charges.service.js';
import { SquarePaymentGateway } from './square-payment-gateway.js';
import { SQUARE_SETTINGS, type SquareSettings } from '../payments-config/square-settings.js';
import { SquareWebhookController } from './square-webhook.controller.js';
import { SquareWebhookService } from './square-webhook.service.js';
import { TestModePaymentGateway } from './test-mode-payment-gateway.js';

function createPaymentGateway(settings: SquareSettings): PaymentGateway {
  const logger = new Logger('Payments');
  if (settings.mode === 'square') {
    logger.log(`Card payments through Square (${settings.baseUrl ? 'custom host' : settings.environment})`);
    return new SquarePaymentGateway(settings);
  }
  if (settings.allowTestCards) logger.warn('Card payments in TEST MODE: no Square credentials, only simulated test cards are accepted');
  else logger.error('Card payments are not configured: set SQUARE_APPLICATION_ID, SQUARE_LOCATION_ID and SQUARE_ACCESS_TOKEN');
  return new TestModePaymentGateway();
}

@Module({
  // Booking rows change only through BookingsModule's BookingWriter.
  imports: [MailModule, ServiceCodesModule, BookingsModule, PaymentsConfigModule],
  controllers: [PaymentsController, SquareWebhookController, OwnerMoneyController],
  providers: [
    { provide: PAYMENT_GATEWAY, inject: [SQUARE_SETTINGS], useFactory: createPaymentGateway },
    PaymentsService,
    CardDeclineLimits,
    SquareWebhookService,
    RefundsService,
    RefundsJobs,
    SecondCharges,
    OwnerMoneyService,
  ],
  exports: [PaymentsService],
})
export class PaymentsModule {}
