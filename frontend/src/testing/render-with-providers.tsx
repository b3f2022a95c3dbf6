import { render, renderHook, type RenderOptions } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AppShellProviders } from '@/app/provider';
import { makeStore, type AppStore, type RootState } from '@/app/store';

interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** initial URL for the memory router */
  route?: string;
}

/** Renders with a fresh store, the ConfigProvider and toast/dialog provider, and a memory router. */
export function renderWithProviders(ui: ReactElement, { preloadedState, store = makeStore(preloadedState), route = '/', ...options }: ProviderOptions = {}) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <AppShellProviders store={store}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </AppShellProviders>
    );
  }
  return { store, ...render(ui, { wrapper: Wrapper, ...options }) };
}

/** Runs a hook inside a fresh store, for hooks that call the API. */
export function renderHookWithStore<T>(hook: () => T, store: AppStore = makeStore()) {
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { store, ...renderHook(hook, { wrapper }) };
}
