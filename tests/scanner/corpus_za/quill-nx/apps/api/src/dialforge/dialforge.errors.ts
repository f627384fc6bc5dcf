import { HttpException, HttpStatus } from '@nestjs/common';
import type { DialforgeV1Error } from '@quill/shared-types';

export class DialforgeError extends Error {
  constructor(
    readonly status: number,
    readonly body: DialforgeV1Error | undefined,
  ) {
    super(body?.error ?? `Dialforge responded ${status}`);
  }

  get isUnknownUser(): boolean {
    return this.status === 404 && this.body?.error === 'user not found';
  }

  get isListMissing(): boolean {
    return this.status === 404 && !this.isUnknownUser;
  }

  toHttp(): HttpException {
    if (this.isUnknownUser) {
      return new HttpException({ error: 'No Dialforge seat for this user' }, HttpStatus.FORBIDDEN);
    }
    if (this.status === 503) {
      return new HttpException({ error: 'Dialforge API is switched off for our tenant' }, HttpStatus.SERVICE_UNAVAILABLE);
    }
    const fields = (this.body?.details ?? []).map((d) => `${d.path}: ${d.message}`);
    return new HttpException({ error: this.message, fields }, HttpStatus.BAD_GATEWAY);
  }
}
