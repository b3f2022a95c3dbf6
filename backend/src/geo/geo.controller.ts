import { Controller, Get, Query } from '@nestjs/common';
import { SuggestAddressesQuery } from './dto/suggest-addresses.query.js';
import { GeoService } from './geo.service.js';

@Controller()
export class GeoController {
  constructor(private readonly geo: GeoService) {}

  @Get('suggest-addresses')
  suggest(@Query() { query }: SuggestAddressesQuery) {
    return this.geo.suggestAddresses(query ?? '');
  }
}
