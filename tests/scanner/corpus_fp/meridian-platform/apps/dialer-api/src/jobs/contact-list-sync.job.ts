import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { HttpService } from '@nestjs/axios';
import { AxiosError } from 'axios';
import { firstValueFrom } from 'rxjs';
import { prisma } from '@meridian/db';

/**
 * Pulls every Callsprout list into our DB so the console can show counts without
 * hitting the dialer. Runs as the integration bot user.
 */
@Injectable()
export class ContactListSyncJob {
  private readonly logger = new Logger(ContactListSyncJob.name);

  constructor(private readonly http: HttpService) {}

  @Cron(CronExpression.EVERY_30_MINUTES)
  async sync() {
    const bot = await prisma.integrationSetting.findUnique({ where: { provider: 'callsprout' } });
    if (!bot?.enabled) return;

    try {
      const { data } = await firstValueFrom(
        this.http.get<Array<{ id: string; name: string; contactCount: number }>>('/contact-lists', {
          headers: { 'X-User-Id': bot.actingUserId },
        }),
      );
      for (const list of data) {
        await prisma.contactListMirror.upsert({
          where: { externalId: list.id },
          create: { externalId: list.id, name: list.name, contactCount: list.contactCount },
          update: { name: list.name, contactCount: list.contactCount },
        });
      }
    } catch (err) {
      const status = (err as AxiosError).response?.status;
      if (status === 503) {
        this.logger.warn('Callsprout API disabled on their side, disabling sync');
        await prisma.integrationSetting.update({ where: { provider: 'callsprout' }, data: { enabled: false } });
        return;
      }
      if (status === 404) {
        this.logger.error(`Sync bot ${bot.actingUserId} is not a Callsprout user`);
        return;
      }
      throw err;
    }
  }
}
