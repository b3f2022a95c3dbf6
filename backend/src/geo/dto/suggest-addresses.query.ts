import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { AddressSuggestionsQuery } from '../../contracts/geo.contract.js';

export class SuggestAddressesQuery implements AddressSuggestionsQuery {
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'The address text is too long' })
  query?: string;
}
