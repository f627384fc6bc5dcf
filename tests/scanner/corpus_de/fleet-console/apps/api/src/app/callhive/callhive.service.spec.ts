import { Test } from '@nestjs/testing';
import { HttpService } from '@nestjs/axios';
import { ServiceUnavailableException } from '@nestjs/common';
import { of, throwError } from 'rxjs';
import callhiveConfig from './callhive.config';
import { CallhiveService } from './callhive.service';

const cfg = {
  host: 'https://api.callhive.io',
  baseUrl: 'https://api.callhive.io/api/public/v1',
  apiKey: 'test-key',
  webhookSecret: 'whsec',
  timeoutMs: 100,
};

describe('CallhiveService', () => {
  let svc: CallhiveService;
  const http = { post: jest.fn(), delete: jest.fn() };

  beforeEach(async () => {
    const mod = await Test.createTestingModule({
      providers: [
        CallhiveService,
        { provide: HttpService, useValue: http },
        { provide: callhiveConfig.KEY, useValue: cfg },
      ],
    }).compile();
    svc = mod.get(CallhiveService);
    jest.resetAllMocks();
  });

  it('posts phones to the list contacts endpoint', async () => {
    http.post.mockReturnValue(of({ data: { added: 2 } }));
    await svc.appendIdleDrivers('cl_9', ['+1', '+2'], 'auth0|u1');
    expect(http.post.mock.calls[0][0]).toBe('https://api.callhive.io/api/public/v1/contact-lists/cl_9/contacts');
  });

  it('maps 503 to ServiceUnavailableException', async () => {
    http.post.mockReturnValue(throwError(() => ({ response: { status: 503, data: { error: 'API disabled' } } })));
    await expect(svc.appendIdleDrivers('cl_9', [], 'auth0|u1')).rejects.toBeInstanceOf(ServiceUnavailableException);
  });

  it('retries on 502 then succeeds', async () => {
    http.post
      .mockReturnValueOnce(throwError(() => ({ response: { status: 502 } })))
      .mockReturnValueOnce(of({ data: { added: 1 } }));
    await expect(svc.appendIdleDrivers('cl_9', ['+1'], 'auth0|u1')).resolves.toEqual({ added: 1 });
  });
});
