import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { HttpService } from '@nestjs/axios';
import { Job, UnrecoverableError } from 'bullmq';
import { firstValueFrom } from 'rxjs';
import { RingLoomService } from '../ringloom/ringloom.service';
import { RingLoomDisabledError } from '../ringloom/ringloom.errors';

interface SegmentSyncJob {
  segmentId: string;
  dialerListName: string;
}

const CRM_URL = process.env.CRM_INTERNAL_URL ?? 'http://crm.internal.pinecrest.example/v1';

@Processor('segment-sync', { concurrency: 2 })
export class ListSyncProcessor extends WorkerHost {
  private readonly logger = new Logger(ListSyncProcessor.name);

  constructor(private readonly ringloom: RingLoomService, private readonly http: HttpService) {
    super();
  }

  async process(job: Job<SegmentSyncJob>): Promise<void> {
    const { data: segment } = await firstValueFrom(
      this.http.get(`${CRM_URL}/segments/${job.data.segmentId}`, {
        headers: { 'x-api-key': process.env.CRM_INTERNAL_KEY ?? '', 'x-user-id': 'svc-segment-sync' },
      }),
    );

    const list = await this.ringloom.findListByName(job.data.dialerListName);
    if (!list) {
      throw new UnrecoverableError(`dialer list "${job.data.dialerListName}" does not exist`);
    }

    try {
      const added = await this.ringloom.appendContacts(list.id, segment.phones);
      this.logger.log(`segment ${segment.id}: ${added} contacts pushed to ${list.id}`);
    } catch (err) {
      if (err instanceof RingLoomDisabledError) {
        throw new UnrecoverableError(err.message);
      }
      throw err; // let BullMQ back off
    }
  }
}
