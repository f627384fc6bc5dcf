import { Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import ky, { HTTPError } from 'ky';

/** Internal payroll gateway (AWS API Gateway + usage plan). */
@Injectable()
export class PayrollGatewayClient {
  private readonly log = new Logger(PayrollGatewayClient.name);
  private readonly http = ky.create({
    prefixUrl: process.env.PAYROLL_GATEWAY_URL ?? 'https://pg.internal.bluefinpayroll.com/v1',
    headers: {
      'x-api-key': process.env.PAYROLL_GATEWAY_KEY ?? '',
      'x-user-id': 'svc-outreach',
    },
    retry: { limit: 3, statusCodes: [429, 502, 503, 504] },
  });

  async employeesForEmployer(employerId: string) {
    try {
      return await this.http.get(`employers/${employerId}/employees`).json<{ phone: string; id: string }[]>();
    } catch (e) {
      if (e instanceof HTTPError && e.response.status === 503) {
        this.log.warn('payroll gateway in maintenance window');
        throw new ServiceUnavailableException();
      }
      if (e instanceof HTTPError && e.response.status === 404) {
        const body = await e.response.json().catch(() => ({}));
        this.log.warn(`employer lookup failed: ${body.error}`);
        return [];
      }
      throw e;
    }
  }
}
