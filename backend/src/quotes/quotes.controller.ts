import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { QuoteRequestDto } from './dto/quote-request.dto.js';
import { QuotesService } from './quotes.service.js';

@Controller('quotes')
export class QuotesController {
  constructor(private readonly quotes: QuotesService) {}

  @Post()
  @HttpCode(200)
  quote(@Body() dto: QuoteRequestDto) {
    return this.quotes.quote(dto);
  }
}
