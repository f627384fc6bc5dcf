import { TestBed } from '@angular/core/testing';
import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { QuickListService } from './contact-list.service';

const BASE = 'https://sandbox.api.dialpath.io/api/public/v1';

describe('QuickListService', () => {
  let service: QuickListService;
  let http: HttpTestingController;

  beforeEach(() => {
    TestBed.configureTestingModule({ providers: [provideHttpClient(), provideHttpClientTesting()] });
    service = TestBed.inject(QuickListService);
    http = TestBed.inject(HttpTestingController);
  });

  afterEach(() => http.verify());

  it('lists contact lists', () => {
    service.list().subscribe((lists) => expect(lists.length).toBe(1));
    const req = http.expectOne(`${BASE}/contact-lists?page=1&per_page=25`);
    req.flush({ data: [{ id: 'cl_1', name: 'Solar leads Q1', size: 40 }] });
  });

  it('appends leads by phone', () => {
    service.addLeads('cl_1', ['+447700900123']).subscribe();
    const req = http.expectOne(`${BASE}/contact-lists/cl_1/contacts`);
    expect(req.request.body).toEqual({ contacts: [{ phone: '+447700900123' }] });
    req.flush(null);
  });
});
