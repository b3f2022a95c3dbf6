import { Alert, Button, Col, Row, Typography } from 'antd';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LoadingScreen } from '@/components/loading-screen';
import { confirmedBookingPath, paths } from '@/config/paths';
import { useProcessSquarePaymentMutation } from '@/features/checkout/api/checkout-api';
import { useGetPublicBookingQuery } from '@/lib/public-booking-api';
import {
  holdNotice,
  holdTimeText,
  paymentFailureMessage,
  savedDetailsFor,
  summaryFromBooking,
  summaryFromSaved,
  toPaidDetails,
  type CheckoutSummaryData,
} from '@/features/checkout/checkout-rules';
import { CardPaymentForm, type PayOutcome } from '@/features/checkout/components/card-payment-form';
import { CheckoutSummary } from '@/features/checkout/components/checkout-summary';
import { useCheckoutHold } from '@/features/checkout/components/use-checkout-hold';
import { readBookingDetails, updateBookingDetails } from '@/lib/booking-details-storage';
import { lazyNamed, whenIdle } from '@/lib/lazy-named';
import { useGetBusinessQuery } from '@/lib/business-api';

/** ms before a missing or unreadable booking sends the visitor home */
const MISSING_REDIRECT_MS = 2000;
/** ms between 'Payment Successful!' and the confirmation page */
const PAID_REDIRECT_MS = 2000;
/** ms a failed payment keeps the page in its error state */
const ERROR_RESET_MS = 3000;

type PageStatus = 'idle' | 'success' | 'error';

// Loaded once the page is idle, not with it: Ant Design's Result (10 kB gzip) is needed only after the card is charged.
const PaymentSuccess = lazyNamed(() => import('@/features/checkout/components/payment-success'), 'PaymentSuccess');

export function CheckoutPage({ bookingId }: { bookingId: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Session storage first; read once so a later write does not re-render the source.
  const saved = useMemo(() => savedDetailsFor(bookingId, readBookingDetails()), [bookingId]);
  const id = bookingId ?? saved?.bookingId ?? null;
  const { data: fetched, isError: fetchFailed } = useGetPublicBookingQuery(id ?? '', { skip: !id || Boolean(saved) });
  const [processPayment] = useProcessSquarePaymentMutation();
  const [status, setStatus] = useState<PageStatus>('idle');
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  const summary: CheckoutSummaryData | null = saved?.bookingId
    ? summaryFromSaved({ ...saved, bookingId: saved.bookingId })
    : fetched
      ? summaryFromBooking(fetched)
      : null;
  // A key, so that switching language does not restart the redirect below.
  const missing = !id ? 'checkout.noBooking' : fetchFailed ? 'checkout.fetchFailed' : null;
  // A cancelled booking that owes its fee (the owner's link) is paid for the fee: it holds no slot.
  const feeDue = summary?.dueFor === 'cancellation-fee';
  const settled = !feeDue && (summary?.paymentStatus === 'paid' || summary?.paymentStatus === 'not-required');
  const holdExpiresAt = useCheckoutHold(summary && !settled && !feeDue ? summary.bookingId : null);
  const [feePaid, setFeePaid] = useState(false);
  const businessZone = useGetBusinessQuery().data?.timeZone ?? null;

  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  useEffect(() => whenIdle(() => void PaymentSuccess.preload().catch(() => undefined)), []);

  // One message per event: the alert below says what is missing (no toast repeating it).
  useEffect(() => {
    if (!missing) return;
    const timer = setTimeout(() => navigate(paths.home), MISSING_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [missing, navigate]);

  if (missing) {
    return <Alert type="error" showIcon title={t(missing)} description={t('checkout.returningHome')} role="alert" />;
  }
  if (!summary) return <LoadingScreen label={t('checkout.loadingBooking')} />;

  const pay = async (sourceId: string): Promise<PayOutcome> => {
    PaymentSuccess.preload().catch(() => undefined);
    try {
      const result = await processPayment({ sourceId, amount: summary.amountDue, bookingId: summary.bookingId, customerEmail: summary.email || null }).unwrap();
      if (feeDue) {
        setFeePaid(true);
        return { ok: true };
      }
      updateBookingDetails(toPaidDetails(summary, result.subscriptionCode ?? null));
      // The page itself turns into 'Payment Successful!'; the form shows a failure beside the Pay button.
      setStatus('success');
      timers.current.push(setTimeout(() => navigate(confirmedBookingPath(summary.bookingId)), PAID_REDIRECT_MS));
      return { ok: true };
    } catch (error) {
      const text = paymentFailureMessage(error, t);
      setStatus('error');
      timers.current.push(setTimeout(() => setStatus((current) => (current === 'error' ? 'idle' : current)), ERROR_RESET_MS));
      return { ok: false, message: text };
    }
  };

  if (feePaid) {
    return <Alert type="success" showIcon role="status" title={t('checkout.feePaid')} />;
  }

  if (status === 'success') {
    return (
      <div role="status" aria-live="polite">
        {/* The same words while Result's chunk arrives (fetched when the page was idle and again as the payment starts). */}
        <Suspense
          fallback={
            <>
              <p>{t('checkout.paidTitle')}</p>
              <p>{t('checkout.paidSubtitle')}</p>
            </>
          }
        >
          <PaymentSuccess />
        </Suspense>
      </div>
    );
  }

  const holdUntil = holdExpiresAt && businessZone ? holdTimeText(holdExpiresAt, businessZone) : null;

  return (
    <Row gutter={[24, 24]} data-status={status}>
      <Col xs={24} lg={12}>
        <CheckoutSummary summary={summary} businessZone={businessZone} />
      </Col>
      <Col xs={24} lg={12}>
        {settled ? (
          <Alert
            type="success"
            showIcon
            title={summary.paymentStatus === 'paid' ? t('checkout.alreadyPaid') : t('checkout.paymentNotRequired')}
            description={
              <Button type="link" style={{ paddingInline: 0 }} onClick={() => navigate(confirmedBookingPath(summary.bookingId))}>
                {t('checkout.viewBooking')}
              </Button>
            }
          />
        ) : (
          <>
            {/* Its two lines are kept from the start: the hold's end arrives after the page is drawn, and text pushed in
                above the payment form would move it under the visitor's thumb (Lighthouse's layout shift). */}
            <Typography.Paragraph type="secondary" style={{ minHeight: '3.2em' }}>
              {holdUntil && <span data-testid="checkout-hold">{holdNotice(summary.serviceType, holdUntil, t)}</span>}
            </Typography.Paragraph>
            <CardPaymentForm amountDue={summary.amountDue} onPay={pay} />
          </>
        )}
      </Col>
    </Row>
  );
}
