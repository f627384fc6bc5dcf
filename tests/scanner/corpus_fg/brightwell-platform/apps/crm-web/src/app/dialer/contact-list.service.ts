import { HttpClient, HttpParams } from '@angular/common/http';
import { Injectable, inject } from '@angular/core';
import { Observable, map } from 'rxjs';
import { ContactList, ContactListPage } from '@brightwell/dialpath-types';
import { environment } from '../../environments/environment';

@Injectable({ providedIn: 'root' })
export class QuickListService {
  private readonly http = inject(HttpClient);
  private readonly base = environment.dialpath.baseUrl;

  list(page = 1): Observable<ContactList[]> {
    const params = new HttpParams().set('page', page).set('per_page', 25);
    return this.http
      .get<ContactListPage>(`${this.base}/contact-lists`, { params })
      .pipe(map((r) => r.data));
  }

  get(id: string): Observable<ContactList> {
    return this.http.get<ContactList>(`${this.base}/contact-lists/${id}`);
  }

  create(name: string): Observable<ContactList> {
    return this.http.post<ContactList>(this.base + '/contact-lists', { name });
  }

  rename(id: string, name: string): Observable<ContactList> {
    return this.http.patch<ContactList>(`${this.base}/contact-lists/${id}`, { name });
  }

  addLeads(listId: string, phones: string[]): Observable<void> {
    const contacts = phones.map((phone) => ({ phone }));
    return this.http.post<void>(`${this.base}/contact-lists/${listId}/contacts`, { contacts });
  }

  removeLead(listId: string, phone: string): Observable<void> {
    return this.http.delete<void>(
      `${this.base}/contact-lists/${listId}/contacts/${encodeURIComponent(phone)}`,
    );
  }
}
