import nock from 'nock';
import { PayrollGatewayClient } from '../src/integrations/payroll-gateway.client';

describe('PayrollGatewayClient', () => {
  const pg = nock('https://pg.internal.bluefinpayroll.com/v1');

  it('returns [] when the employer is unknown (404)', async () => {
    pg.get('/employers/e-404/employees').reply(404, { error: 'employer not found' });
    await expect(new PayrollGatewayClient().employeesForEmployer('e-404')).resolves.toEqual([]);
  });

  it('throws 503 during maintenance', async () => {
    pg.get('/employers/e-1/employees').times(4).reply(503, { error: 'maintenance' });
    await expect(new PayrollGatewayClient().employeesForEmployer('e-1')).rejects.toThrow();
  });
});
