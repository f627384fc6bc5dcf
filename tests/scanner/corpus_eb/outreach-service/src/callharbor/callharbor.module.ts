import { Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import callharborConfig from '../config/callharbor.config';
import { callHarborHttpProvider } from './callharbor.http';
import { ContactListsService } from './contact-lists.service';
import { CallHarborV2Client } from './v2/callharbor-v2.client';

@Module({
  imports: [ConfigModule.forFeature(callharborConfig)],
  providers: [callHarborHttpProvider, ContactListsService, CallHarborV2Client],
  exports: [ContactListsService, CallHarborV2Client],
})
export class CallHarborModule {}
