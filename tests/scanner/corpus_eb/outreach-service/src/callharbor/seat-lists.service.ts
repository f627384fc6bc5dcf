import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import got, { HTTPError } from 'got';

/**
 * Lists owned by individual recruiters' seats. Uses the recruiter's IdP id as the
 * acting user rather than the service robot, so it has its own got instance.
 */
@Injectable()
export class SeatListsService {
  private readonly log = new Logger(SeatListsService.name);

  private forSeat(oktaUserId: string) {
    return got.extend({
      prefixUrl: 'https://api.callharbor.io/api/public/v1',
      headers: {
        'x-api-key': process.env.CALLHARBOR_API_KEY,
        'x-user-id': oktaUserId,
      },
      responseType: 'json',
    });
  }

  async rename(oktaUserId: string, listId: string, name: string) {
    try {
      return await this.forSeat(oktaUserId).patch(`contact-lists/${listId}`, { json: { name } }).json();
    } catch (e) {
      if (!(e instanceof HTTPError)) throw e;
      const status = e.response.statusCode;
      const reason = (e.response.body as { error?: string })?.error ?? '';
      if (status === 404 && reason.includes('user not found')) {
        this.log.warn(`seat ${oktaUserId} has no CallHarbor user`);
        throw new NotFoundException('recruiter has no dialer seat');
      }
      if (status === 502) {
        this.log.warn('CallHarbor could not reach Okta, will retry from the queue');
      }
      throw e;
    }
  }
}
