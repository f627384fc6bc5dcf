import { HttpModule } from '@nestjs/axios';
import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import callhiveConfig from './callhive.config';
import { CallhiveService } from './callhive.service';
import { CallhiveWebhookController } from './callhive-webhook.controller';

@Module({
  imports: [ConfigModule.forFeature(callhiveConfig), HttpModule],
  providers: [CallhiveService],
  controllers: [CallhiveWebhookController],
  exports: [CallhiveService],
})
export class CallhiveModule {}
