import { Module } from '@nestjs/common';
import { HttpModule } from '@nestjs/axios';
import { ConfigModule, ConfigService } from '@nestjs/config';
import { DialpathClient } from './dialpath.client';
import { DialpathWebhookController } from './dialpath-webhook.controller';
import { DIALPATH_KEY_HEADER } from './dialpath.constants';

@Module({
  imports: [
    HttpModule.registerAsync({
      imports: [ConfigModule],
      inject: [ConfigService],
      useFactory: (config: ConfigService) => ({
        baseURL: config.get<string>('dialpath.baseUrl'),
        timeout: config.get<number>('dialpath.timeoutMs'),
        headers: {
          [DIALPATH_KEY_HEADER]: config.getOrThrow<string>('dialpath.apiKey'),
          Accept: 'application/json',
        },
      }),
    }),
  ],
  providers: [DialpathClient],
  controllers: [DialpathWebhookController],
  exports: [DialpathClient],
})
export class DialpathModule {}
