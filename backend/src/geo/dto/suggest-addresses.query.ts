import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { SESSION_TOKEN_PATTERN, type AddressSuggestionsQuery } from '../../contracts/geo.contract.js';

export class SuggestAddressesQuery implements AddressSuggestionsQuery {
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: 'The address text is too long' })
  query?: string;

  @IsOptional()
  @IsString()
  @Matches(SESSION_TOKEN_PATTERN, { message: 'The session token must be at most 36 letters, digits, dashes or underscores (a UUID)' })
  sessionToken?: string;
}
