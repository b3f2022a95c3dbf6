import { Transform } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import type { AdminCustomersQuery, AdminCustomerRow } from '../../contracts/admin-list.contract.js';
import { CUSTOMER_SORT_KEYS, type CustomerSortKey } from '../../domain/admin-lists.js';
import { ListPageQueryDto } from '../../common/list-page.dto.js';
import { toCustomerDirectoryEntry, type CustomerSummaryRow } from './customer.dto.js';

/** GET /api/admin/customers: a page of customers, sorted and searched by PostgreSQL. */
export class AdminCustomersQueryDto extends ListPageQueryDto implements AdminCustomersQuery {
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === '' ? undefined : value))
  @IsIn(CUSTOMER_SORT_KEYS, { message: `Sort must be one of ${CUSTOMER_SORT_KEYS.join(', ')}` })
  sort?: CustomerSortKey;
}

/** One row of the customers page query: the customer record with figures from its bookings. */
export interface CustomerListRow extends Omit<CustomerSummaryRow, 'trip_count'> {
  last_booked_at: Date | null;
}

export function toAdminCustomerRow(row: CustomerListRow): AdminCustomerRow {
  return {
    ...toCustomerDirectoryEntry({ ...row, trip_count: 0 }),
    lastBookedAt: row.last_booked_at ? new Date(row.last_booked_at).toISOString() : null,
  };
}
