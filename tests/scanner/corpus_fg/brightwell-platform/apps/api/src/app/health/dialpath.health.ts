import { Injectable } from '@nestjs/common';
import { HealthCheckError, HealthIndicator, HealthIndicatorResult } from '@nestjs/terminus';
import { HttpService } from '@nestjs/axios';
import { firstValueFrom } from 'rxjs';

@Injectable()
export class DialpathHealthIndicator extends HealthIndicator {
  constructor(private readonly http: HttpService) {
    super();
  }

  async isHealthy(key = 'dialpath'): Promise<HealthIndicatorResult> {
    try {
      await firstValueFrom(this.http.get('/contact-lists', { params: { per_page: 1 } }));
      return this.getStatus(key, true);
    } catch (e: any) {
      const status: number | undefined = e.response?.status;
      const reason: string | undefined = e.response?.data?.error;
      if (status === 503) {
        throw new HealthCheckError('DialPath API disabled for tenant', this.getStatus(key, false, { reason }));
      }
      if (status === 502) {
        // IdP flapping on DialPath side; report degraded, not down
        return this.getStatus(key, true, { degraded: true, reason });
      }
      throw new HealthCheckError('DialPath unreachable', this.getStatus(key, false, { status }));
    }
  }
}
