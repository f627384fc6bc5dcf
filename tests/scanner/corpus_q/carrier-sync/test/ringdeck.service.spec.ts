import { HttpService } from '@nestjs/axios';
import { HttpException } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { of, throwError } from 'rxjs';
import { RINGDECK_OPTIONS } from '../src/ringdeck/ringdeck.constants';
import { CarrierCallListService } from '../src/ringdeck/ringdeck.service';

describe('CarrierCallListService', () => {
  let svc: CarrierCallListService;
  const http = { get: jest.fn(), post: jest.fn() };

  beforeEach(async () => {
    const mod = await Test.createTestingModule({
      providers: [
        CarrierCallListService,
        { provide: HttpService, useValue: http },
        { provide: RINGDECK_OPTIONS, useValue: { host: 'https://rd.test', apiKey: 'k', actingUserEmail: 'cs@test' } },
      ],
    }).compile();
    svc = mod.get(CarrierCallListService);
  });

  it('calls the contact-lists endpoint with both headers', async () => {
    http.get.mockReturnValue(of({ data: { data: [] } }));
    await svc.listForCarrier('C42');
    expect(http.get).toHaveBeenCalledWith(
      'https://rd.test/api/public/v1/contact-lists',
      expect.objectContaining({ headers: { 'X-API-KEY': 'k', 'X-User-Email': 'cs@test' } }),
    );
  });

  it('maps 502 to 503 for our callers', async () => {
    http.get.mockReturnValue(throwError(() => ({ response: { status: 502, data: { error: 'idp timeout' } }, message: 'x' })));
    await expect(svc.listForCarrier('C1')).rejects.toBeInstanceOf(HttpException);
  });
});
