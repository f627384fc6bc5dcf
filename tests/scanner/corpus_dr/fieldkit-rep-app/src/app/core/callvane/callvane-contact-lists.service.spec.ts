import { provideHttpClient, withInterceptors } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';

import { AuthService } from '../services/auth.service';
import { callvaneAuthInterceptor } from '../interceptors/callvane-auth.interceptor';
import { CALLVANE_CONFIG } from './callvane.constants';
import { CallvaneContactListsService } from './callvane-contact-lists.service';
import { CallvaneSeatMissingError } from './callvane-error';

const BASE = 'https://sandbox.callvane.com/api/public/v1';

describe('CallvaneContactListsService', () => {
  let service: CallvaneContactListsService;
  let http: HttpTestingController;

  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(withInterceptors([callvaneAuthInterceptor])),
        provideHttpClientTesting(),
        { provide: CALLVANE_CONFIG, useValue: { baseUrl: BASE, apiKey: 'test-key' } },
        { provide: AuthService, useValue: { currentRep: () => ({ email: 'rep@fieldkitsolar.com' }) } },
      ],
    });
    service = TestBed.inject(CallvaneContactListsService);
    http = TestBed.inject(HttpTestingController);
  });

  afterEach(() => http.verify());

  it('lists contact lists with tenant headers', () => {
    service.list().subscribe((lists) => expect(lists.length).toBe(1));
    const req = http.expectOne(`${BASE}/contact-lists`);
    expect(req.request.headers.get('X-API-KEY')).toBe('test-key');
    expect(req.request.headers.get('X-USER-EMAIL')).toBe('rep@fieldkitsolar.com');
    req.flush({ contact_lists: [{ id: 'l1', name: 'Route 12', contact_count: 4 }] });
  });

  it('maps a 404 for an unknown rep', () => {
    let err: unknown;
    service.list().subscribe({ error: (e) => (err = e) });
    http.expectOne(`${BASE}/contact-lists`).flush({ error: 'user not found' }, { status: 404, statusText: 'Not Found' });
    expect(err).toEqual(jasmine.any(CallvaneSeatMissingError));
  });

  it('appends homeowners by phone', () => {
    service.addHomeowners('l1', ['+16025550199']).subscribe();
    const req = http.expectOne(`${BASE}/contact-lists/l1/contacts`);
    expect(req.request.body).toEqual({ contacts: [{ phone: '+16025550199' }] });
    req.flush(null);
  });

  it('removes a homeowner by encoded phone', () => {
    service.removeHomeowner('l1', '+16025550199').subscribe();
    http.expectOne(`${BASE}/contact-lists/l1/contacts/%2B16025550199`).flush(null);
  });
});
