import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FeedbackProvider, useFeedback, type FeedbackApi } from '@/lib/feedback';

/** Exposes the API to the test and counts how often it mounts (the holders must not remount it). */
function Probe({ onApi, onMount }: { onApi: (api: FeedbackApi) => void; onMount: () => void }) {
  const api = useFeedback();
  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current) onMount();
    mounted.current = true;
    onApi(api);
  }, [api, onApi, onMount]);
  return <p>page content</p>;
}

function renderProbe() {
  let api: FeedbackApi | undefined;
  const onMount = vi.fn();
  render(
    <FeedbackProvider>
      <Probe onApi={(value) => (api = value)} onMount={onMount} />
    </FeedbackProvider>,
  );
  if (!api) throw new Error('no api');
  return { api, onMount };
}

describe('FeedbackProvider', () => {
  it('shows a toast raised before the holders have loaded, once they arrive, without remounting the page', async () => {
    const { api, onMount } = renderProbe();
    api.message.error('Could not reach the server');
    api.message.success('Saved');
    // maxCount 1: the newer toast replaces the older one.
    expect(await screen.findByText('Saved')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Could not reach the server')).toBeNull());
    expect(onMount).toHaveBeenCalledTimes(1);
    expect(screen.getByText('page content')).toBeTruthy();
  });

  it('opens confirm dialogs and runs onOk when confirmed', async () => {
    const { api } = renderProbe();
    const onOk = vi.fn();
    api.modal.confirm({ title: 'Remove this time off?', okText: 'Remove', cancelText: 'Keep', onOk });
    expect(await screen.findByRole('dialog', { name: 'Remove this time off?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(onOk).toHaveBeenCalledTimes(1));
  });

  it('refuses to work without a provider', () => {
    function Orphan() {
      useFeedback();
      return null;
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow(/FeedbackProvider/);
  });
});
