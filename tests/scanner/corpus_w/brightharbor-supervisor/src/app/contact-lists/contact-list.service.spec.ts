import { TestBed } from '@angular/core/testing';
import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { ContactListService } from './contact-list.service';

describe('ContactListService', () => {
  let service: ContactListService;
  let http: HttpTestingController;

  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [provideHttpClient(), provideHttpClientTesting()],
    });
    service = TestBed.inject(ContactListService);
    http = TestBed.inject(HttpTestingController);
  });

  afterEach(() => http.verify());

  it('returns lists on 200', () => {
    let got = 0;
    service.list().subscribe((l) => (got = l.length));
    http.match(() => true)[0].flush([{ id: 'a', name: 'A', contactCount: 1 }]);
    expect(got).toBe(1);
  });

  it('gives up after a 503', () => {
    let failed = false;
    service.list().subscribe({ error: () => (failed = true) });
    http.match(() => true)[0].flush({}, { status: 503, statusText: 'Service Unavailable' });
    expect(failed).toBeTrue();
  });
});
