import { CreditCardOutlined, LockOutlined } from '@ant-design/icons';
import { Alert, Button, Radio, Space, Spin, Typography } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decorativeIcon } from '@/components/decorative-icon';
import { TitledBox } from '@/components/titled-box';
import { useGetSquareConfigQuery } from '@/features/checkout/api/checkout-api';
import { PAYMENT_MESSAGES, readTokenizeResult } from '@/features/checkout/checkout-rules';
import { CARD_CONTAINER_ID, useSquareCard } from '@/features/checkout/components/use-square-card';
import { dollarsToCents, formatUsd } from '@domain/money.js';

/** Simulated cards the API accepts in test mode (no Square credentials). */
const TEST_CARDS = [
  { sourceId: 'test-card-ok', label: 'checkout.approvedCard', hint: 'checkout.approvedCardHint' },
  { sourceId: 'test-card-declined', label: 'checkout.declinedCard', hint: 'checkout.declinedCardHint' },
] as const;

export type PayOutcome = { ok: true } | { ok: false; message: string };

/** An error's message as shown, worded when it happened: ours through `t`, or Square's or the server's own words. */
type Attempt = { status: 'idle' } | { status: 'processing' } | { status: 'success' } | { status: 'error'; message: string };

interface CardPaymentFormProps {
  /** dollars */
  amountDue: number;
  /** charges the booking with a card nonce or test card id */
  onPay: (sourceId: string) => Promise<PayOutcome>;
}

/** Payment form states: loading, ready, processing, success or error (button back to 'Pay Now'). */
export function CardPaymentForm({ amountDue, onPay }: CardPaymentFormProps) {
  const { t } = useTranslation();
  const { data: config, isError: configFailed } = useGetSquareConfigQuery();
  const squareCard = useSquareCard(config, configFailed);
  const [testCard, setTestCard] = useState<string>(TEST_CARDS[0].sourceId);
  const [attempt, setAttempt] = useState<Attempt>({ status: 'idle' });
  const statusId = useId();

  const testMode = config?.testMode === true;
  const setupError = squareCard.status === 'failed' ? t(squareCard.message) : null;
  const loading = !setupError && (!config || (!testMode && squareCard.status !== 'ready'));
  const formReady = testMode || squareCard.status === 'ready';
  const busy = attempt.status === 'processing' || attempt.status === 'success';

  const pay = async () => {
    if (busy) return;
    let sourceId: string;
    if (testMode) {
      sourceId = testCard;
    } else {
      if (squareCard.status !== 'ready') {
        setAttempt({ status: 'error', message: t(PAYMENT_MESSAGES.formNotLoaded) });
        return;
      }
      setAttempt({ status: 'processing' });
      let tokenized: ReturnType<typeof readTokenizeResult>;
      try {
        tokenized = readTokenizeResult(await squareCard.card.tokenize(), t);
      } catch {
        tokenized = { error: t(PAYMENT_MESSAGES.cardVerificationFailed) };
      }
      if ('error' in tokenized) {
        setAttempt({ status: 'error', message: tokenized.error });
        return;
      }
      sourceId = tokenized.token;
    }
    setAttempt({ status: 'processing' });
    const outcome = await onPay(sourceId);
    setAttempt(outcome.ok ? { status: 'success' } : { status: 'error', message: outcome.message });
  };

  const buttonLabel = attempt.status === 'processing' ? t('checkout.processing') : attempt.status === 'success' ? t('checkout.paid') : t('checkout.payNow');
  const errorMessage = setupError ?? (attempt.status === 'error' ? attempt.message : null);

  return (
    <TitledBox
      title={
        <>
          <CreditCardOutlined {...decorativeIcon} /> {t('checkout.cardPayment')}
        </>
      }
    >
      {testMode && (
        <Alert
          type="warning"
          showIcon
          title={t('checkout.testModeTitle')}
          description={t('checkout.testModeText')}
          style={{ marginBottom: 16 }}
          data-testid="test-mode-banner"
        />
      )}

      {testMode && (
        <fieldset disabled={busy} style={{ border: 0, padding: 0, margin: '0 0 16px', minWidth: 0 }}>
          <legend style={{ fontWeight: 600, marginBottom: 8 }}>{t('checkout.simulatedCard')}</legend>
          <Radio.Group value={testCard} onChange={(event) => setTestCard(event.target.value as string)}>
            <Space orientation="vertical">
              {TEST_CARDS.map((card) => (
                <Radio key={card.sourceId} value={card.sourceId} data-testid={`test-card-${card.sourceId}`}>
                  <strong>{t(card.label)}</strong> <Typography.Text type="secondary">({t(card.hint)})</Typography.Text>
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </fieldset>
      )}

      {config && !testMode && (
        // Square's iframe mounts here; the label names it for screen readers.
        <div role="group" aria-label={t('checkout.cardDetails')} style={{ minHeight: 90 }}>
          <div id={CARD_CONTAINER_ID} />
        </div>
      )}

      <div id={statusId} role="status" aria-live="polite" style={{ minHeight: 24, marginBottom: 8 }}>
        {loading && <Spin size="small" description={t('checkout.loadingForm')} />}
        {attempt.status === 'processing' && <span>{t('checkout.processingPayment')}</span>}
      </div>
      <div role="alert" aria-live="assertive">
        {errorMessage && <Alert type="error" showIcon title={errorMessage} style={{ marginBottom: 16 }} data-testid="payment-error" />}
      </div>

      {/* Shown once the form can be used, so it never animates from disabled to enabled while being read. */}
      {!loading && (
        <Button
          type="primary"
          size="large"
          block
          icon={<LockOutlined {...decorativeIcon} />}
          onClick={() => void pay()}
          loading={attempt.status === 'processing'}
          disabled={loading || !formReady || busy}
          aria-describedby={statusId}
        >
          {buttonLabel}
        </Button>
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0, textAlign: 'center' }}>
        {t('checkout.chargeNotice', { amount: formatUsd(dollarsToCents(amountDue)) })}
      </Typography.Paragraph>
    </TitledBox>
  );
}
