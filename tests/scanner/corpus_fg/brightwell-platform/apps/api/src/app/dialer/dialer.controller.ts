import { Body, Controller, Delete, Get, HttpException, Param, Post, Req } from '@nestjs/common';
import { DialpathClient } from '../dialpath/dialpath.client';
import { DialpathError, DialpathUnavailableError, DialpathUserNotFoundError } from '../dialpath/dialpath.errors';

@Controller('dialer/lists')
export class DialerController {
  constructor(private readonly dialpath: DialpathClient) {}

  @Get()
  async lists(@Req() req: any) {
    try {
      return await this.dialpath.listContactLists({ email: req.rep.email });
    } catch (e) {
      throw this.translate(e);
    }
  }

  @Post(':id/leads')
  async addLeads(@Param('id') id: string, @Body() body: { phones: string[] }, @Req() req: any) {
    try {
      return await this.dialpath.appendContacts(id, body.phones, { idpUserId: req.rep.oktaId });
    } catch (e) {
      throw this.translate(e);
    }
  }

  @Delete(':id/leads/:phone')
  remove(@Param('id') id: string, @Param('phone') phone: string, @Req() req: any) {
    return this.dialpath.removeContact(id, phone, { email: req.rep.email });
  }

  private translate(e: unknown): HttpException {
    if (e instanceof DialpathUserNotFoundError) {
      return new HttpException({ code: 'rep_not_provisioned' }, 409);
    }
    if (e instanceof DialpathUnavailableError) {
      return new HttpException({ code: 'dialer_unavailable' }, 503);
    }
    if (e instanceof DialpathError) {
      return new HttpException({ code: 'dialer_error', message: e.message, fields: e.details.map((d) => d.path) }, 502);
    }
    return new HttpException({ code: 'internal' }, 500);
  }
}
