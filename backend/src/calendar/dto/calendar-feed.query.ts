import { IsOptional, IsString, MaxLength } from 'class-validator';
import type { CalendarFeedQuery } from '../../contracts/calendar.contract.js';

export class CalendarFeedQueryDto implements CalendarFeedQuery {
  @IsOptional()
  @IsString()
  @MaxLength(100)
  token?: string;
}
