import { HttpException, HttpStatus } from '@nestjs/common';
import type { RequestError } from 'got';
import { z } from 'zod';

const FlatError = z.object({
  error: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).default([]),
});

export class CallHarborException extends HttpException {
  constructor(
    readonly upstreamStatus: number,
    readonly upstreamMessage: string,
    readonly retryable: boolean,
  ) {
    super({ message: `CallHarbor: ${upstreamMessage}`, upstreamStatus }, CallHarborException.mapStatus(upstreamStatus, upstreamMessage));
  }

  static fromGot(err: RequestError): CallHarborException {
    const status = err.response?.statusCode ?? 0;
    const body = FlatError.safeParse(err.response?.body);
    const msg = body.success ? body.data.error : err.message;
    const retryable = status === 502 || status === 429;
    return new CallHarborException(status, msg, retryable);
  }

  private static mapStatus(status: number, msg: string): HttpStatus {
    if (status === 503 && /api disabled/i.test(msg)) return HttpStatus.SERVICE_UNAVAILABLE;
    if (status === 404 && msg === 'user not found') return HttpStatus.FORBIDDEN;
    if (status === 404) return HttpStatus.NOT_FOUND;
    if (status === 401) return HttpStatus.BAD_GATEWAY;
    return HttpStatus.BAD_GATEWAY;
  }
}
