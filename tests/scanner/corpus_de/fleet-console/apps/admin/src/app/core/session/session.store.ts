import { Injectable, signal } from '@angular/core';

export interface Session {
  userId: string;
  email: string;
  accessToken: string;
}

@Injectable({ providedIn: 'root' })
export class SessionStore {
  private readonly state = signal<Session | null>(null);

  snapshot(): Session | null {
    return this.state();
  }

  set(session: Session | null) {
    this.state.set(session);
  }
}
