import { Controller, Get, Query } from '@nestjs/common';
import { SuggestAddressesQuery } from './dto/suggest-addresses.query.js';
import { GeoService } from './geo.service.js';
import { Returns } from '../common/api-contract.js';
import { AddressSuggestions, AddressSuggestionsQuery } from '../contracts/geo.contract.js';

@Controller()
export class GeoController {
  constructor(private readonly geo: GeoService) {}

  @Get('suggest-addresses')
  @Returns(AddressSuggestions)
  suggest(@Query({ schema: AddressSuggestionsQuery }) { query }: SuggestAddressesQuery): Promise<AddressSuggestions> {
    return this.geo.suggestAddresses(query ?? '');
  }
}
