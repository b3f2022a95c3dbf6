import { ConfigProvider } from 'antd';
import { useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { makeStore, type AppStore } from '@/app/store';
import { theme } from '@/app/theme';
import { FeedbackProvider } from '@/lib/feedback';
import { antdLocaleOf, i18n } from '@/lib/i18n';

/** Ant Design in the language shown (its date picker, empty states and the like). */
function LocalizedComponents({ children }: { children: ReactNode }) {
  const { i18n: shown } = useTranslation();
  return (
    <ConfigProvider theme={theme} locale={antdLocaleOf(shown.language)}>
      {children}
    </ConfigProvider>
  );
}

/** Everything except the router, so tests can reuse it with a memory router. */
export function AppShellProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <LocalizedComponents>
          <FeedbackProvider>{children}</FeedbackProvider>
        </LocalizedComponents>
      </I18nextProvider>
    </Provider>
  );
}

/** `store`: one made before the first render (main.tsx starts a page's requests with it); a new one otherwise. */
export function AppProvider({ store: given, children }: { store?: AppStore; children: ReactNode }) {
  const [store] = useState(() => given ?? makeStore());
  return <AppShellProviders store={store}>{children}</AppShellProviders>;
}
