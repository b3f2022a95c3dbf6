import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
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

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
