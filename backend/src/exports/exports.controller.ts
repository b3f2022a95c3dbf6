import { Controller, Get, Header, Query, StreamableFile, UseGuards } from '@nestjs/common';
import { ApiOkResponse } from '@nestjs/swagger';
import { AuthenticatedGuard } from '../common/authenticated.guard.js';
import { ExportQuery } from '../contracts/export.contract.js';
import { ExportQueryDto } from './dto/export-query.dto.js';
import { ExportsService } from './exports.service.js';

const CSV_FILE = { description: 'a CSV file (UTF-8 with a byte order mark)', content: { 'text/csv': { schema: { type: 'string' } } } };

/** The owner's CSV downloads; every route requires the owner session. */
@Controller('admin/exports')
@UseGuards(AuthenticatedGuard)
export class ExportsController {
  constructor(private readonly exports: ExportsService) {}

  @Get('bookings.csv')
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse(CSV_FILE)
  bookings(@Query({ schema: ExportQuery }) query: ExportQueryDto): StreamableFile {
    return this.file('bookings', query);
  }

  @Get('payments.csv')
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse(CSV_FILE)
  payments(@Query({ schema: ExportQuery }) query: ExportQueryDto): StreamableFile {
    return this.file('payments', query);
  }

  @Get('customers.csv')
  @Header('Cache-Control', 'private, no-store')
  @ApiOkResponse(CSV_FILE)
  customers(@Query({ schema: ExportQuery }) query: ExportQueryDto): StreamableFile {
    return this.file('customers', query);
  }

  private file(name: 'bookings' | 'payments' | 'customers', query: ExportQueryDto): StreamableFile {
    const { stream, fileName } = this.exports.open(name, query);
    return new StreamableFile(stream, { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${fileName}"` });
  }
}
