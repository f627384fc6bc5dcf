import { Body, Controller, Get, Headers, Post, UnauthorizedException } from '@nestjs/common';
import { DialforgeClient } from '../dialforge/dialforge.client';
import { DialforgeError } from '../dialforge/dialforge.errors';
import { UsersService } from '../users/users.service';

// Our own API surface used by the Angular app; proxies to Dialforge.
@Controller('contact-lists')
export class ContactListsController {
  constructor(
    private readonly dialforge: DialforgeClient,
    private readonly users: UsersService,
  ) {}

  private async email(userId?: string) {
    if (!userId) throw new UnauthorizedException({ error: 'missing X-User-Id' });
    return (await this.users.byId(userId)).email;
  }

  @Get()
  async list(@Headers('x-user-id') userId?: string) {
    try {
      return (await this.dialforge.lists(await this.email(userId))).data;
    } catch (e) {
      throw e instanceof DialforgeError ? e.toHttp() : e;
    }
  }

  @Post()
  async create(@Body() body: { name: string }, @Headers('x-user-id') userId?: string) {
    try {
      return await this.dialforge.createList(await this.email(userId), body.name);
    } catch (e) {
      throw e instanceof DialforgeError ? e.toHttp() : e;
    }
  }
}
