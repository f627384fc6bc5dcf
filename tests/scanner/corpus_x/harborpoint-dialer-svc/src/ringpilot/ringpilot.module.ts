import { HttpModule } from '@nestjs/axios';
import { Module } from '@nestjs/common';
import { ConfigModule, ConfigService } from '@nestjs/config';
import { RingPilotService } from './ringpilot.service';

@Module({
  imports: [
    HttpModule.registerAsync({
      imports: [ConfigModule],
      inject: [ConfigService],
      useFactory: (config: ConfigService) => ({
        baseURL: config.get<string>('ringpilot.baseUrl'),
        timeout: config.get<number>('ringpilot.timeoutMs'),
        headers: {
          'X-API-Key': config.getOrThrow<string>('ringpilot.apiKey'),
          'X-User-Id': config.get<string>('ringpilot.serviceUserId') ?? '',
          'Content-Type': 'application/json',
        },
      }),
    }),
  ],
  providers: [RingPilotService],
  exports: [RingPilotService],
})
export class RingPilotModule {}
