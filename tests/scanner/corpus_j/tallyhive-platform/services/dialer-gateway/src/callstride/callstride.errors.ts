import { HttpException, HttpStatus } from '@nestjs/common';
import { AxiosError } from 'axios';

export interface CallstrideV1Error {
  error: string;
  details?: Array<{ path: string; message: string }>;
}

export class CallstrideException extends HttpException {}

export function mapCallstrideError(err: AxiosError<CallstrideV1Error>): never {
  const status = err.response?.status;
  const message = err.response?.data?.error ?? err.message;

  switch (status) {
    case 401:
      throw new CallstrideException('Dialer integration key rejected', HttpStatus.BAD_GATEWAY);
    case 404:
      if (message === 'user not found') {
        throw new CallstrideException('Rep is not provisioned in Callstride', HttpStatus.UNPROCESSABLE_ENTITY);
      }
      throw new CallstrideException('Contact list not found', HttpStatus.NOT_FOUND);
    case 502:
      throw new CallstrideException('Callstride identity provider unreachable', HttpStatus.SERVICE_UNAVAILABLE);
    case 503:
      throw new CallstrideException('Callstride API disabled for this workspace', HttpStatus.SERVICE_UNAVAILABLE);
    default: {
      const fields = (err.response?.data?.details ?? []).map((d) => `${d.path}: ${d.message}`);
      throw new CallstrideException(fields.join(', ') || message, HttpStatus.BAD_GATEWAY);
    }
  }
}
