import { HttpClient } from '@angular/common/http';
import { Injectable, inject } from '@angular/core';
import { Observable } from 'rxjs';

import { environment } from '../../../environments/environment';

export interface NewsletterList {
  id: string;
  name: string;
}

/**
 * Homeowner newsletter opt-in. The Fieldkit API proxies these to Mailchimp audiences;
 * unrelated to Callvane dialing lists.
 */
@Injectable({ providedIn: 'root' })
export class MarketingListsService {
  private readonly http = inject(HttpClient);

  lists(): Observable<NewsletterList[]> {
    return this.http.get<NewsletterList[]>(`${environment.apiUrl}/marketing/contact-lists`);
  }

  subscribe(listId: string, email: string): Observable<void> {
    return this.http.post<void>(`${environment.apiUrl}/marketing/contact-lists/${listId}/members`, { email });
  }
}
