import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { LIST_PAGE_MAX, LIST_PAGE_SIZE_MAX, SORT_ORDERS, type SortOrder } from '../domain/admin-lists.js';

/** Query strings carry text: a number field is converted here, and '' counts as not given. */
const toNumber = ({ value }: { value: unknown }) => (value === undefined || value === '' ? undefined : Number(value));
const emptyAsMissing = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

/** page, pageSize, order and search, as every list of the owner's takes them. */
export class ListPageQueryDto {
  @IsOptional()
  @Transform(toNumber)
  @IsInt({ message: 'Page must be a whole number' })
  @Min(1, { message: 'Page must be 1 or more' })
  @Max(LIST_PAGE_MAX, { message: 'Page is out of range' })
  page?: number;

  @IsOptional()
  @Transform(toNumber)
  @IsInt({ message: 'Page size must be a whole number' })
  @Min(1, { message: 'Page size must be 1 or more' })
  @Max(LIST_PAGE_SIZE_MAX, { message: `Page size must be at most ${LIST_PAGE_SIZE_MAX}` })
  pageSize?: number;

  @IsOptional()
  @Transform(emptyAsMissing)
  @IsIn(SORT_ORDERS, { message: 'Order must be asc or desc' })
  order?: SortOrder;

  @IsOptional()
  @IsString({ message: 'Search text must be text' })
  @MaxLength(100, { message: 'Search text is too long' })
  search?: string;
}
