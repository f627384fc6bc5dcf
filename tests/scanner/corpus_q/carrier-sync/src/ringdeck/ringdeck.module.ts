import { HttpModule } from '@nestjs/axios';
import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { RINGDECK_OPTIONS } from './ringdeck.constants';
import { CarrierCallListService } from './ringdeck.service';
import { RingdeckV2Service } from './ringdeck-v2.service';

@Module({
  imports: [HttpModule.register({ timeout: 10000 })],
  providers: [
    {
      provide: RINGDECK_OPTIONS,
      inject: [ConfigService],
      useFactory: (cfg: ConfigService) => ({
        host: cfg.get<string>('RINGDECK_HOST', 'https://api.ringdeck.com'),
        apiKey: cfg.getOrThrow<string>('RINGDECK_API_KEY'),
        actingUserEmail: cfg.get<string>('RINGDECK_ACTING_USER', 'carrier-sync@tidewater-logistics.com'),
      }),
    },
    CarrierCallListService,
    RingdeckV2Service,
  ],
  exports: [CarrierCallListService, RingdeckV2Service],
})
export class RingdeckModule {}
