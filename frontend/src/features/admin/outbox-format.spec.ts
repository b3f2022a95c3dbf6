import { describe, expect, it } from 'vitest';
import { messageStatusTag } from '@/features/admin/outbox-format';

describe(messageStatusTag.name, () => {
  it.each([
    [
      { status: 'queued', providerStatus: null },
      { label: 'Queued', tone: 'attention' },
    ],
    [
      { status: 'failed', providerStatus: 'undelivered' },
      { label: 'Failed', tone: 'bad' },
    ],
    [
      { status: 'sent', providerStatus: null },
      { label: 'Sent', tone: 'good' },
    ],
    [
      { status: 'sent', providerStatus: 'queued' },
      { label: 'Sent', tone: 'good' },
    ],
    [
      { status: 'sent', providerStatus: 'delivered' },
      { label: 'Delivered', tone: 'good' },
    ],
    [
      { status: 'withdrawn', providerStatus: null },
      { label: 'Withdrawn', tone: 'neutral' },
    ],
  ] as const)('%j reads %j', (message, tag) => {
    expect(messageStatusTag(message)).toEqual(tag);
  });
});
