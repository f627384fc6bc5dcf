import { Body, Controller, Headers, Post } from '@nestjs/common';
import { ContactListsService } from '../callharbor/contact-lists.service';
import { PayrollGatewayClient } from '../integrations/payroll-gateway.client';

@Controller('outreach')
export class OutreachController {
  constructor(
    private readonly lists: ContactListsService,
    private readonly payroll: PayrollGatewayClient,
  ) {}

  // Our own endpoint; the admin UI sends x-user-email for audit logging.
  @Post('enrollment-calls')
  async enrollmentCalls(@Body() body: { employerId: string }, @Headers('x-user-email') requestedBy: string) {
    const employees = await this.payroll.employeesForEmployer(body.employerId);
    const list = await this.lists.create(`enroll-${body.employerId}-${Date.now()}`);
    const { added } = await this.lists.addEmployees(list.id, employees.map((e) => e.phone));
    return { listId: list.id, added, requestedBy };
  }
}
