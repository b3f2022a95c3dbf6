import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Blackout } from './blackout.entity.js';
import { BlackoutsController } from './blackouts.controller.js';
import { BlackoutsService } from './blackouts.service.js';

@Module({ imports: [TypeOrmModule.forFeature([Blackout])], controllers: [BlackoutsController], providers: [BlackoutsService] })
export class BlackoutsModule {}
