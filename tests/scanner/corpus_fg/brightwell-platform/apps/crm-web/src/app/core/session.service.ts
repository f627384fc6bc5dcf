import { Injectable, signal } from '@angular/core';

export interface Rep {
  id: string;
  email: string;
  displayName: string;
}

@Injectable({ providedIn: 'root' })
export class SessionService {
  private readonly user = signal<Rep | null>(null);
  private token = '';

  currentUser(): Rep | null {
    return this.user();
  }

  accessToken(): string {
    return this.token;
  }

  signIn(rep: Rep, token: string): void {
    this.user.set(rep);
    this.token = token;
  }
}
