import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '@/features/auth/components/login-form';
import { renderWithProviders } from '@/testing/render-with-providers';
import { jsonResponse, stubFetch } from '@/testing/stub-fetch';

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** Answers every API call with `answer` and records what was asked. */
function stubApi(answer: (call: Call) => Response): Call[] {
  const calls: Call[] = [];
  stubFetch(async (request) => {
    const text = await request.text();
    const call = { method: request.method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : undefined };
    calls.push(call);
    return answer(call);
  });
  return calls;
}

const SENT = "If that is the owner's account, a sign-in link is on its way to the owner's email. It works once, for 15 minutes.";
const THROTTLED = 'Too many failed sign-in attempts from your network. Please try again in 14 minutes, or use "Email me a sign-in link".';
const REFUSED = 'This sign-in link does not work: it may have been used or have expired. Please ask for a new one.';

describe('signing in with a mailed link', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the wait message of a throttled login on the form, beside the way around it', async () => {
    stubApi(() => jsonResponse({ statusCode: 429, error: 'Too Many Requests', message: THROTTLED, code: 'RATE_LIMITED', retryAfterSeconds: 840 }, 429));
    renderWithProviders(<LoginForm />, { route: '/auth' });
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'owner' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'the-right-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByTestId('login-throttled')).textContent).toContain(THROTTLED);
    expect(screen.getByRole('button', { name: 'Email me a sign-in link' })).toBeTruthy();
  });

  it('asks for a link with the name typed on the login form, and shows the answer', async () => {
    const calls = stubApi(() => jsonResponse({ message: SENT }, 202));
    renderWithProviders(<LoginForm />, { route: '/auth' });
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: ' owner ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    expect(await screen.findByRole('heading', { name: 'Email me a sign-in link' })).toBeTruthy();
    expect((screen.getByLabelText('Username (optional)') as HTMLInputElement).value).toBe(' owner ');
    fireEvent.click(screen.getByRole('button', { name: 'Send Sign-in Link' }));
    expect((await screen.findByTestId('sign-in-link-sent')).textContent).toContain(SENT);
    expect(calls).toEqual([{ method: 'POST', path: '/api/sign-in-link', body: { username: 'owner' } }]);
  });

  it('asks for a link without a name', async () => {
    const calls = stubApi(() => jsonResponse({ message: SENT }, 202));
    renderWithProviders(<LoginForm />, { route: '/auth' });
    fireEvent.click(screen.getByRole('button', { name: 'Email me a sign-in link' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Send Sign-in Link' }));
    await screen.findByTestId('sign-in-link-sent');
    expect(calls).toEqual([{ method: 'POST', path: '/api/sign-in-link', body: {} }]);
  });

  it("uses the link's token only when the owner taps Sign In, and shows the refusal of a link that does not work", async () => {
    const calls = stubApi(() => jsonResponse({ statusCode: 400, error: 'Bad Request', message: REFUSED, code: 'INVALID_SIGN_IN_LINK' }, 400));
    renderWithProviders(<LoginForm />, { route: '/auth?link=a-mailed-token' });
    expect(await screen.findByRole('heading', { name: 'Sign in with your link' })).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toContain(REFUSED);
    expect(calls).toEqual([{ method: 'POST', path: '/api/login/link', body: { token: 'a-mailed-token' } }]);
    fireEvent.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeTruthy();
  });
});
