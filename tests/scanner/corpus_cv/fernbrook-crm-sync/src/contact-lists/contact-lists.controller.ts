import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { AppendContactsDto } from '../ringstead/dto/append-contacts.dto';
import { CreateCallListDto } from '../ringstead/dto/create-call-list.dto';
import { ContactListsService } from './contact-lists.service';

/**
 * Our own API for the dispatcher UI. The gateway (oauth2-proxy) injects the
 * signed-in user's email as X-User-Email; we trust it inside the cluster only.
 */
@Controller('call-lists')
export class ContactListsController {
  constructor(private readonly lists: ContactListsService) {}

  @Get()
  findAll(@Headers('x-user-email') userEmail: string) {
    return this.lists.findAll(userEmail);
  }

  @Post()
  create(@Headers('x-user-email') userEmail: string, @Body() dto: CreateCallListDto) {
    return this.lists.create(userEmail, dto);
  }

  @Patch(':id')
  rename(@Headers('x-user-email') userEmail: string, @Param('id') id: string, @Body() dto: CreateCallListDto) {
    return this.lists.rename(userEmail, id, dto.name);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@Headers('x-user-email') userEmail: string, @Param('id') id: string) {
    return this.lists.remove(userEmail, id);
  }

  @Post(':id/contacts')
  append(@Headers('x-user-email') userEmail: string, @Param('id') id: string, @Body() dto: AppendContactsDto) {
    return this.lists.append(userEmail, id, dto);
  }
}
