import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { wizardReducer } from '@/features/wizard/wizard-slice';
import { baseApi } from '@/lib/base-api';

const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  wizard: wizardReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** A factory so tests get a fresh store; the app creates one in provider.tsx. */
export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
  // Needed only for refetchOnFocus/Reconnect, which are off; kept so enabling them per query works.
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
