import { HttpClient } from '@angular/common/http';
import { Injectable, inject } from '@angular/core';
import { Observable } from 'rxjs';
import { environment } from '../../environments/environment';

export interface ContactList {
  id: string;
  name: string;
  contactCount: number;
}

@Injectable({ providedIn: 'root' })
export class ContactListService {
  private http = inject(HttpClient);
  private base = environment.callcrate.baseUrl;

  list(): Observable<ContactList[]> {
    return this.http.get<ContactList[]>(`${this.base}/contact-lists`);
  }

  create(name: string): Observable<ContactList> {
    return this.http.post<ContactList>(`${this.base}/contact-lists`, { name });
  }

  update(id: string, patch: Partial<Pick<ContactList, 'name'>>): Observable<ContactList> {
    return this.http.patch<ContactList>(`${this.base}/contact-lists/${id}`, patch);
  }

  removeContact(listId: string, contactId: string): Observable<void> {
    return this.http.delete<void>(`${this.base}/contact-lists/${listId}/contacts/by-contact/${contactId}`);
  }
}
