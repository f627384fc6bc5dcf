import { HttpService } from '@nestjs/axios';
import { Test } from '@nestjs/testing';
import { AxiosError, AxiosHeaders } from 'axios';
import { of, throwError } from 'rxjs';

import { CallstrideService } from './callstride.service';

const axiosError = (status: number, data: unknown) =>
  new AxiosError('fail', String(status), undefined, undefined, {
    status,
    data,
    statusText: '',
    headers: {},
    config: { headers: new AxiosHeaders() },
  });

describe('CallstrideService', () => {
  let service: CallstrideService;
  const http = { get: jest.fn(), post: jest.fn(), delete: jest.fn() };

  beforeEach(async () => {
    const mod = await Test.createTestingModule({
      providers: [CallstrideService, { provide: HttpService, useValue: http }],
    }).compile();
    service = mod.get(CallstrideService);
    jest.resetAllMocks();
  });

  it('posts contacts to the list', async () => {
    http.post.mockReturnValue(of({ data: { added: 2 } }));
    await expect(service.appendContacts('L1', [{ phone: '+1555' }, { phone: '+1556' }])).resolves.toBe(2);
    expect(http.post).toHaveBeenCalledWith('/contact-lists/L1/contacts', expect.anything());
  });

  it('maps 404 user not found to 422', async () => {
    http.get.mockReturnValue(throwError(() => axiosError(404, { error: 'user not found' })));
    await expect(service.getContactList('L1')).rejects.toMatchObject({ status: 422 });
  });

  it('maps a 502 from the dialer to 503', async () => {
    http.get.mockReturnValue(throwError(() => axiosError(502, { error: 'upstream' })));
    await expect(service.getContactList('L1')).rejects.toMatchObject({ status: 503 });
  });
});
