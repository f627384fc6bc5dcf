import { Body, Controller, Get, HttpException, HttpStatus, Param, Post, Req } from '@nestjs/common';
import { LeadsService } from './leads.service';
import { RinglaneService } from '../ringlane/ringlane.service';

@Controller('v1/leads')
export class LeadsController {
  constructor(private readonly leads: LeadsService, private readonly ringlane: RinglaneService) {}

  @Get(':id')
  async get(@Param('id') id: string) {
    const lead = await this.leads.find(id);
    if (!lead) {
      throw new HttpException({ error: 'lead not found' }, HttpStatus.NOT_FOUND);
    }
    return lead;
  }

  @Post(':id/dial')
  async dial(@Param('id') id: string, @Body() body: { listId: string }, @Req() req: any) {
    const lead = await this.leads.find(id);
    if (!lead) throw new HttpException({ error: 'lead not found' }, HttpStatus.NOT_FOUND);
    const ok = await this.ringlane.pushLead(body.listId, lead.phone, req.user.email);
    return { queued: ok };
  }
}
