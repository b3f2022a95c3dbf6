import { IsOptional, IsString, MaxLength } from 'class-validator';

export class CalendarFeedQuery {
  @IsOptional()
  @IsString()
  @MaxLength(100)
  token?: string;
}
