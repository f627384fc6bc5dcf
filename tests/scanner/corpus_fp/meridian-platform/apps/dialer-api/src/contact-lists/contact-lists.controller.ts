import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CallsproutService } from '../callsprout/callsprout.service';

class AppendContactsDto {
  phones!: string[];
}

/** Our own REST surface for the console: /api/contact-lists/... */
@Controller('contact-lists')
export class ContactListsController {
  constructor(private readonly callsprout: CallsproutService) {}

  @Get()
  findAll() {
    return this.callsprout.listContactLists();
  }

  @Get(':id')
  findOne(@Param('id') id: string) {
    return this.callsprout.getContactList(id);
  }

  @Post(':id/contacts')
  append(@Param('id') id: string, @Body() dto: AppendContactsDto) {
    return this.callsprout.appendContacts(id, dto.phones);
  }

  @Delete(':id/contacts/:phone')
  @HttpCode(204)
  remove(@Param('id') id: string, @Param('phone') phone: string) {
    return this.callsprout.removeContact(id, phone);
  }
}
