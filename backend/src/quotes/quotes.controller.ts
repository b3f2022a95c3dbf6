import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { QuoteRequestDto } from './dto/quote-request.dto.js';
import { QuotesService } from './quotes.service.js';
import { Returns } from '../common/api-contract.js';
import { RateLimit } from '../common/rate-limit.js';
import { QUOTE_LIMIT } from '../common/rate-limit-lookups.js';
import { QuoteRequest, QuoteResponse } from '../contracts/quote.contract.js';

@Controller('quotes')
export class QuotesController {
  constructor(private readonly quotes: QuotesService) {}

  @Post()
  @HttpCode(200)
  @RateLimit(QUOTE_LIMIT)
  @Returns(QuoteResponse)
  quote(@Body({ schema: QuoteRequest }) dto: QuoteRequestDto): Promise<QuoteResponse> {
    return this.quotes.quote(dto);
  }
}
