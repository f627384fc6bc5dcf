import { TestBed } from '@angular/core/testing';
import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { CallListsService } from './call-lists.service';

jest.mock('../../environments/environment', () => ({
  environment: { apiUrl: '/api', callhive: { baseUrl: 'https://api.callhive.io/api/public/v1', apiKey: 'k', useV2: false } },
}));

describe('CallListsService', () => {
  let service: CallListsService;
  let http: HttpTestingController;
  const BASE = 'https://api.callhive.io/api/public/v1';

  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [provideHttpClient(), provideHttpClientTesting()],
    });
    service = TestBed.inject(CallListsService);
    http = TestBed.inject(HttpTestingController);
  });

  afterEach(() => http.verify());

  it('GETs the first page', () => {
    service.list().subscribe();
    const req = http.expectOne(`${BASE}/contact-lists?page=1&per_page=25`);
    expect(req.request.method).toBe('GET');
    req.flush({ data: [], page: 1, perPage: 25, total: 0 });
  });

  it('appends drivers by phone', () => {
    service.addDrivers('cl_42', ['+15125550142']).subscribe();
    const req = http.expectOne(`${BASE}/contact-lists/cl_42/contacts`);
    expect(req.request.body).toEqual({ phones: ['+15125550142'] });
    req.flush({ added: 1 });
  });

  it('surfaces 404 when the list is gone', (done) => {
    service.get('missing').subscribe({
      error: (e) => {
        expect(e.status).toBe(404);
        done();
      },
    });
    http.expectOne(`${BASE}/contact-lists/missing`).flush({ error: 'contact list not found' }, { status: 404, statusText: 'Not Found' });
  });
});
