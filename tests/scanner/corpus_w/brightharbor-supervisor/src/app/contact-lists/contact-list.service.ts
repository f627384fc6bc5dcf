import { Injectable, inject } from '@angular/core';
import { HttpClient } from '@angular/common/http';
import { Observable, retry, timer, throwError } from 'rxjs';
import { environment } from '../../environments/environment';

export interface ContactList {
  id: string;
  name: string;
  contactCount: number;
}

@Injectable({ providedIn: 'root' })
export class ContactListService {
  private readonly http = inject(HttpClient);
  private readonly base = `${environment.callvane.baseUrl}/contact-lists`;

  list(): Observable<ContactList[]> {
    return this.http.get<ContactList[]>(this.base).pipe(
      retry({
        count: 2,
        delay: (err, n) => (err.status === 502 ? timer(250 * n) : throwError(() => err)),
      }),
    );
  }

  get(id: string): Observable<ContactList> {
    return this.http.get<ContactList>(`${this.base}/${id}`);
  }

  addContacts(id: string, phones: string[]): Observable<void> {
    return this.http.post<void>(`${this.base}/${id}/contacts`, {
      contacts: phones.map((phone) => ({ phone })),
    });
  }
}
