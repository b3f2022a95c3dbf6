import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore, type AppStore } from '@/app/store';
import { theme } from '@/app/theme';
import { FeedbackProvider } from '@/lib/feedback';

/** Everything except the router, so tests can reuse it with a memory router. */
export function AppShellProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ConfigProvider theme={theme} locale={enUS}>
        <FeedbackProvider>{children}</FeedbackProvider>
      </ConfigProvider>
    </Provider>
  );
}

/** `store`: one made before the first render (main.tsx starts a page's requests with it); a new one otherwise. */
export function AppProvider({ store: given, children }: { store?: AppStore; children: ReactNode }) {
  const [store] = useState(() => given ?? makeStore());
  return <AppShellProviders store={store}>{children}</AppShellProviders>;
}
