import { Test } from '@nestjs/testing';
import { HttpService } from '@nestjs/axios';
import { of, throwError } from 'rxjs';
import ringloomConfig from '../src/ringloom/ringloom.config';
import { RingLoomService } from '../src/ringloom/ringloom.service';
import { RingLoomDisabledError, TransientRingLoomError } from '../src/ringloom/ringloom.errors';

describe('RingLoomService', () => {
  let service: RingLoomService;
  const http = { get: jest.fn(), post: jest.fn(), delete: jest.fn() };

  beforeEach(async () => {
    const moduleRef = await Test.createTestingModule({
      providers: [
        RingLoomService,
        { provide: HttpService, useValue: http },
        {
          provide: ringloomConfig.KEY,
          useValue: { baseUrl: 'https://api.ringloom.test/api/public/v1', apiKey: 'k', serviceUserId: 'auth0|sync-bot', timeoutMs: 1000 },
        },
      ],
    }).compile();
    service = moduleRef.get(RingLoomService);
  });

  it('returns number of added contacts', async () => {
    http.post.mockReturnValue(of({ data: { added: 2 } }));
    await expect(service.appendContacts('cl_1', ['+1', '+2'])).resolves.toBe(2);
  });

  it('maps 502 to a transient error', async () => {
    http.post.mockReturnValue(throwError(() => ({ response: { status: 502, data: { error: 'idp timeout' } }, message: 'x' })));
    await expect(service.appendContacts('cl_1', ['+1'])).rejects.toBeInstanceOf(TransientRingLoomError);
  });

  it('maps 503 to disabled', async () => {
    http.post.mockReturnValue(throwError(() => ({ response: { status: 503, data: { error: 'API disabled on the server' } }, message: 'x' })));
    await expect(service.appendContacts('cl_1', ['+1'])).rejects.toBeInstanceOf(RingLoomDisabledError);
  });
});
