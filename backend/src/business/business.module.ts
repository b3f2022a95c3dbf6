import { Module } from '@nestjs/common';
import { BusinessController } from './business.controller.js';

@Module({ controllers: [BusinessController] })
export class BusinessModule {}
