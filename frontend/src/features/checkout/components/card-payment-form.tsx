import { CreditCardOutlined, LockOutlined } from '@ant-design/icons';
import { Alert, Button, Radio, Space, Spin, Typography } from 'antd';
import { useId, useState } from 'react';
import { decorativeIcon } from '@/components/decorative-icon';
import { Money } from '@/components/money';
import { TitledBox } from '@/components/titled-box';
import { useGetSquareConfigQuery } from '@/features/checkout/api/checkout-api';
import { PAYMENT_MESSAGES, readTokenizeResult } from '@/features/checkout/checkout-rules';
import { CARD_CONTAINER_ID, useSquareCard } from '@/features/checkout/components/use-square-card';
import { dollarsToCents } from '@domain/money.js';

/** Simulated cards the API accepts in test mode (no Square credentials). */
const TEST_CARDS = [
  { sourceId: 'test-card-ok', label: 'Approved card', hint: 'The payment succeeds.' },
  { sourceId: 'test-card-declined', label: 'Declined card', hint: 'The bank refuses the payment.' },
] as const;

export type PayOutcome = { ok: true } | { ok: false; message: string };

type Attempt = { status: 'idle' } | { status: 'processing' } | { status: 'success' } | { status: 'error'; message: string };

interface CardPaymentFormProps {
  /** dollars */
  amountDue: number;
  /** charges the booking with a card nonce or test card id */
  onPay: (sourceId: string) => Promise<PayOutcome>;
}

/** Payment form states: loading, ready, processing, success or error (button back to 'Pay Now'). */
export function CardPaymentForm({ amountDue, onPay }: CardPaymentFormProps) {
  const { data: config, isError: configFailed } = useGetSquareConfigQuery();
  const squareCard = useSquareCard(config, configFailed);
  const [testCard, setTestCard] = useState<string>(TEST_CARDS[0].sourceId);
  const [attempt, setAttempt] = useState<Attempt>({ status: 'idle' });
  const statusId = useId();

  const testMode = config?.testMode === true;
  const setupError = squareCard.status === 'failed' ? squareCard.message : null;
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
        setAttempt({ status: 'error', message: PAYMENT_MESSAGES.formNotLoaded });
        return;
      }
      setAttempt({ status: 'processing' });
      let tokenized: ReturnType<typeof readTokenizeResult>;
      try {
        tokenized = readTokenizeResult(await squareCard.card.tokenize());
      } catch {
        tokenized = { error: PAYMENT_MESSAGES.cardVerificationFailed };
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

  const buttonLabel = attempt.status === 'processing' ? 'Processing...' : attempt.status === 'success' ? 'Paid' : 'Pay Now';
  const errorMessage = setupError ?? (attempt.status === 'error' ? attempt.message : null);

  return (
    <TitledBox
      title={
        <>
          <CreditCardOutlined {...decorativeIcon} /> Card payment
        </>
      }
    >
      {testMode && (
        <Alert
          type="warning"
          showIcon
          title="Test mode — no real card is charged"
          description="Card payments are not connected to a payment processor on this site. Choose a simulated card to try the checkout."
          style={{ marginBottom: 16 }}
          data-testid="test-mode-banner"
        />
      )}

      {testMode && (
        <fieldset disabled={busy} style={{ border: 0, padding: 0, margin: '0 0 16px', minWidth: 0 }}>
          <legend style={{ fontWeight: 600, marginBottom: 8 }}>Simulated card</legend>
          <Radio.Group value={testCard} onChange={(event) => setTestCard(event.target.value as string)}>
            <Space orientation="vertical">
              {TEST_CARDS.map((card) => (
                <Radio key={card.sourceId} value={card.sourceId} data-testid={`test-card-${card.sourceId}`}>
                  <strong>{card.label}</strong> <Typography.Text type="secondary">({card.hint})</Typography.Text>
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </fieldset>
      )}

      {config && !testMode && (
        // Square's iframe mounts here; the label names it for screen readers.
        <div role="group" aria-label="Card details" style={{ minHeight: 90 }}>
          <div id={CARD_CONTAINER_ID} />
        </div>
      )}

      <div id={statusId} role="status" aria-live="polite" style={{ minHeight: 24, marginBottom: 8 }}>
        {loading && <Spin size="small" description="Loading payment form..." />}
        {attempt.status === 'processing' && <span>Processing your payment...</span>}
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
        You will be charged <Money cents={dollarsToCents(amountDue)} />. Payments are processed securely by Square.
      </Typography.Paragraph>
    </TitledBox>
  );
}
