import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OperationsResponse } from '@contracts/health.contract.js';
import { apiError, stubApi } from '@/features/admin/components/admin-test-fixtures';
import { formatSize, lastBackupText, OperationsStatus } from '@/features/admin/components/operations-status';
import { businessResponse } from '@/testing/business-fixture';
import { renderWithProviders } from '@/testing/render-with-providers';
import { jsonResponse } from '@/testing/stub-fetch';

/** The operations route answered with `operations` (null: refused), the business profile in Denver. */
function serve(operations: OperationsResponse | null) {
  return stubApi((call) => {
    if (call.path === '/api/business') return jsonResponse(businessResponse({ timeZone: 'America/Denver' }));
    if (call.path === '/api/admin/operations') return operations ? jsonResponse(operations) : apiError(503, 'The service is temporarily unavailable.');
    return undefined;
  });
}

const NIGHTLY = { createdAt: '2026-11-24T10:00:00.000Z', sizeBytes: 1_258_291, reason: 'nightly' } as const;

describe(OperationsStatus.name, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each warning as an alert in the owner’s words, from the figures rather than the server’s message', async () => {
    serve({
      warnings: [
        { name: 'backup-stale', message: 'The last backup is 40 hours old (taken 2026-11-22T10:00:00.000Z).' },
        { name: 'mail-stuck', message: 'A message has waited 40 minutes to be sent. Check the mail and text settings (SMTP_URL, TWILIO_*).' },
      ],
      oldestUnsentSeconds: 2400,
      lastBackup: { ...NIGHTLY, createdAt: '2026-11-22T10:00:00.000Z' },
    });
    renderWithProviders(<OperationsStatus />);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      "Backups have stoppedThe last backup was made Nov 22, 2026, 3:00 AM. A backup should be made every night at 3:00 AM: whoever looks after the site's server should check why it failed (its log, its free disk space).",
      "Messages are not going outA message has waited 40 minutes to be sent. Messages (at the top of the page) shows which and why; if they keep failing, whoever looks after the site's server should check its mail and text settings.",
    ]);
    // The server's message is for whoever runs the server: its settings' names and ISO instants stay out.
    expect(screen.getByTestId('operations-status').textContent).not.toMatch(/SMTP_URL|TWILIO|2026-11-22T/);
    expect(screen.getByText('Last backup: Nov 22, 2026, 3:00 AM, 1.2 MB')).toBeTruthy();
  });

  it('shows only the last backup line when all is well', async () => {
    serve({ warnings: [], oldestUnsentSeconds: null, lastBackup: NIGHTLY });
    renderWithProviders(<OperationsStatus />);
    expect(await screen.findByText('Last backup: Nov 24, 2026, 3:00 AM, 1.2 MB')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when there is no backup yet', async () => {
    serve({
      warnings: [{ name: 'backup-missing', message: 'No backup has been taken yet. One is taken every night at 03:00; `make backup` takes one now.' }],
      oldestUnsentSeconds: null,
      lastBackup: null,
    });
    renderWithProviders(<OperationsStatus />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      "No backup yetNo copy of the bookings has been saved yet. One is made every night at 3:00 AM; whoever looks after the site's server can make one now.",
    );
    expect(screen.getByText('Last backup: none yet')).toBeTruthy();
  });

  it('shows nothing when the route cannot answer', async () => {
    const calls = serve(null);
    const { container, store } = renderWithProviders(<OperationsStatus />);
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/admin/operations'));
    // Settled (refused) in the cache, and still nothing on screen.
    await waitFor(() => expect(JSON.stringify(store.getState())).toContain('"status":"rejected"'));
    expect(container.innerHTML).toBe('');
  });
});

describe('lastBackupText and formatSize', () => {
  it.each<[number, string]>([
    [0, '0 B'],
    [1023, '1023 B'],
    [1536, '1.5 kB'],
    [1_258_291, '1.2 MB'],
  ])('%i bytes read %s', (bytes, text) => expect(formatSize(bytes)).toBe(text));

  it('reads the instant in the business zone, DST included', () => {
    expect(lastBackupText({ ...NIGHTLY, createdAt: '2026-07-01T09:00:00.000Z' }, 'America/Denver')).toBe('Last backup: Jul 1, 2026, 3:00 AM, 1.2 MB');
  });
});
