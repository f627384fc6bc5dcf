import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { InjectQueue } from '@nestjs/bullmq';
import { Queue } from 'bullmq';

@Controller('health')
export class HealthController {
  constructor(@InjectQueue('segment-sync') private readonly queue: Queue) {}

  @Get()
  async check() {
    try {
      const client = await this.queue.client;
      await client.ping();
    } catch {
      throw new ServiceUnavailableException({ error: 'redis unreachable' });
    }
    const counts = await this.queue.getJobCounts('waiting', 'active', 'failed');
    return { status: 'ok', queue: counts };
  }
}
