import { HttpService } from '@nestjs/axios';
import { ServiceUnavailableException } from '@nestjs/common';
import { of, throwError } from 'rxjs';
import { RingPilotService } from '../src/ringpilot/ringpilot.service';

describe('RingPilotService', () => {
  let http: jest.Mocked<HttpService>;
  let svc: RingPilotService;

  beforeEach(() => {
    http = { request: jest.fn() } as unknown as jest.Mocked<HttpService>;
    svc = new RingPilotService(http);
  });

  it('returns lists', async () => {
    http.request.mockReturnValue(of({ data: [{ id: 'a' }] }) as never);
    await expect(svc.listContactLists()).resolves.toEqual([{ id: 'a' }]);
  });

  it('maps 503 to ServiceUnavailableException', async () => {
    http.request.mockReturnValue(throwError(() => ({ response: { status: 503, data: {} } })) as never);
    await expect(svc.listContactLists()).rejects.toBeInstanceOf(ServiceUnavailableException);
  });
});
