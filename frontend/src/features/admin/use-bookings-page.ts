import { useState } from 'react';
import { bookingsQueryOf, DEFAULT_BOOKINGS_VIEW, type BookingsScope, type BookingsView } from '@/features/admin/list-query';
import { useGetBookingsPageQuery } from '@/features/admin/api/lists-api';

/**
 * The bookings table's page: its view (page, size, sort, service filter) kept here, the rows asked of the server.
 * A new search, status or range starts again at page 1. `skip` while the table is not shown (the phone's cards).
 */
export function useBookingsPage(scope: BookingsScope, { skip }: { skip: boolean }) {
  const [view, setView] = useState<BookingsView>(DEFAULT_BOOKINGS_VIEW);
  const scopeKey = `${scope.search}|${scope.status}|${scope.history}`;
  const [viewScope, setViewScope] = useState(scopeKey);
  if (viewScope !== scopeKey) {
    setViewScope(scopeKey);
    setView((current) => ({ ...current, page: 1 }));
  }
  const result = useGetBookingsPageQuery(bookingsQueryOf(view, scope), { skip, refetchOnMountOrArgChange: true });
  return { view, setView, result, items: result.data?.items ?? [] };
}

export type BookingsPage = ReturnType<typeof useBookingsPage>;
