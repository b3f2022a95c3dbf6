import { Controller, Get, Query } from '@nestjs/common';
import { SuggestAddressesQuery } from './dto/suggest-addresses.query.js';
import { GeoService } from './geo.service.js';
import { Returns } from '../common/api-contract.js';
import { RateLimit } from '../common/rate-limit.js';
import { ADDRESS_SUGGESTIONS_LIMIT } from '../common/rate-limit-lookups.js';
import { AddressSuggestions, AddressSuggestionsQuery } from '../contracts/geo.contract.js';

@Controller()
export class GeoController {
  constructor(private readonly geo: GeoService) {}

  @Get('suggest-addresses')
  @RateLimit(ADDRESS_SUGGESTIONS_LIMIT)
  @Returns(AddressSuggestions)
  suggest(@Query({ schema: AddressSuggestionsQuery }) { query, sessionToken }: SuggestAddressesQuery): Promise<AddressSuggestions> {
    return this.geo.suggestAddresses(query ?? '', sessionToken);
  }
}
