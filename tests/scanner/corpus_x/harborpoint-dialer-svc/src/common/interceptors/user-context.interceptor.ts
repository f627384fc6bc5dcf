import { CallHandler, ExecutionContext, Injectable, NestInterceptor, UnauthorizedException } from '@nestjs/common';
import { Observable } from 'rxjs';

/**
 * The internal admin UI calls us with the logged-in user's id. We trust it
 * because the service is only reachable through the mesh.
 */
@Injectable()
export class UserContextInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest();
    const userId = req.headers['x-user-id'];
    const email = req.headers['x-user-email'];
    if (!userId) {
      throw new UnauthorizedException({ error: 'missing x-user-id' });
    }
    req.userContext = { userId, email };
    return next.handle();
  }
}
