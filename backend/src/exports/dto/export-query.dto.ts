import { Matches } from 'class-validator';
import type { ExportQuery } from '../../contracts/export.contract.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD; the service checks the days exist and come in order. */
export class ExportQueryDto implements ExportQuery {
  @Matches(DATE, { message: 'Please enter the first day (YYYY-MM-DD)' })
  from: string;

  @Matches(DATE, { message: 'Please enter the last day (YYYY-MM-DD)' })
  to: string;
}
