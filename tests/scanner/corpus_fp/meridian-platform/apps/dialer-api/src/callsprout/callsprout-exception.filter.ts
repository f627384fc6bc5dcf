import { ArgumentsHost, Catch, ExceptionFilter, HttpStatus } from '@nestjs/common';
import { Response } from 'express';
import { CallsproutError } from './callsprout.errors';

@Catch(CallsproutError)
export class CallsproutExceptionFilter implements ExceptionFilter {
  catch(exception: CallsproutError, host: ArgumentsHost) {
    const res = host.switchToHttp().getResponse<Response>();

    if (exception.kind === 'user_not_found') {
      return res.status(HttpStatus.FORBIDDEN).json({
        code: 'DIALER_USER_NOT_PROVISIONED',
        message: 'Your account is not set up in the dialer yet.',
      });
    }

    if (exception.status === 503) {
      return res.status(HttpStatus.SERVICE_UNAVAILABLE).json({
        code: 'DIALER_DISABLED',
        message: 'Dialing is temporarily disabled.',
      });
    }

    const status = exception.transient ? HttpStatus.SERVICE_UNAVAILABLE : HttpStatus.BAD_GATEWAY;
    return res.status(status).json({
      code: 'DIALER_UPSTREAM_ERROR',
      message: exception.message,
      fields: exception.fieldErrors,
    });
  }
}
