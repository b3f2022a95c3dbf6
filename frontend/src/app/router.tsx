import { useState } from 'react';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { HomeRoute } from '@/app/routes/home';
import { RouteError } from '@/app/routes/route-error';
import { LoadingScreen } from '@/components/loading-screen';
import { MainLayout } from '@/components/layouts/main-layout';
import { paths } from '@/config/paths';

// Only the wizard ships in the entry chunk; every other page is fetched when first visited.
export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { path: paths.home, element: <HomeRoute /> },
          { path: paths.homeSpanish, element: <HomeRoute /> },
          {
            path: paths.checkout,
            lazy: async () => ({ Component: (await import('@/app/routes/checkout')).CheckoutRoute }),
          },
          {
            path: paths.confirmation,
            lazy: async () => ({ Component: (await import('@/app/routes/confirmation')).ConfirmationRoute }),
          },
          {
            path: paths.manage,
            lazy: async () => ({ Component: (await import('@/app/routes/manage')).ManageRoute }),
          },
          {
            path: paths.findBooking,
            lazy: async () => ({ Component: (await import('@/app/routes/find-booking')).FindBookingRoute }),
          },
          ...[paths.about, paths.contact, paths.services, paths.privacy, paths.terms].map((path) => ({
            path,
            lazy: async () => ({ Component: (await import('@/app/routes/site-page')).SitePageRoute }),
          })),
          {
            path: paths.auth,
            lazy: async () => ({ Component: (await import('@/app/routes/auth')).AuthRoute }),
          },
          {
            path: paths.testAvailability,
            lazy: async () => ({ Component: (await import('@/app/routes/test-availability')).TestAvailabilityRoute }),
          },
          {
            path: paths.admin,
            lazy: async () => ({ Component: (await import('@/app/routes/admin')).AdminRoute }),
          },
          {
            path: paths.adminDashboard,
            lazy: async () => ({ Component: (await import('@/app/routes/admin')).AdminRoute }),
          },
          { path: '*', lazy: async () => ({ Component: (await import('@/app/routes/not-found')).NotFoundRoute }) },
        ],
      },
    ],
  },
];

/**
 * Loads the on-demand pages that `pathname` shows and puts them in the route table, so the router's first render
 * is that page and not its loading fallback: hydrating a page prerendered at build time (tools/app-pages.ts) needs
 * the first render to be the markup the page already holds. Call it before the router is created.
 */
export async function loadRoutesOf(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

export function AppRouter() {
  // Created on the first render, not when this module loads: main.tsx may first load the page's route (loadRoutesOf).
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
