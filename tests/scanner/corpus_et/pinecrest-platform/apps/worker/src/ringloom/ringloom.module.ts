import { HttpModule } from '@nestjs/axios';
import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import ringloomConfig from './ringloom.config';
import { RingLoomService } from './ringloom.service';

@Module({
  imports: [HttpModule.register({ maxRedirects: 0 }), ConfigModule.forFeature(ringloomConfig)],
  providers: [RingLoomService],
  exports: [RingLoomService],
})
export class RingLoomModule {}
