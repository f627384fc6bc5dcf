import { ApplicationFailure } from '@temporalio/activity';
import { ofetch, FetchError } from 'ofetch';

const sf = ofetch.create({
  baseURL: process.env.SALESFORCE_INSTANCE_URL + '/services/data/v59.0',
  headers: { Authorization: `Bearer ${process.env.SALESFORCE_TOKEN ?? ''}` },
});

export async function fetchOpenLeads(ownerId: string) {
  try {
    const res = await sf<{ records: Array<{ Id: string; Phone: string; FirstName: string; LastName: string }> }>(
      '/query',
      { query: { q: `SELECT Id, Phone, FirstName, LastName FROM Lead WHERE OwnerId = '${ownerId}' AND IsConverted = false` } },
    );
    return res.records.map((r) => ({ crmId: r.Id, phone: r.Phone, firstName: r.FirstName, lastName: r.LastName }));
  } catch (err) {
    if (err instanceof FetchError) {
      const status = err.response?.status;
      // Salesforce returns 503 during org maintenance windows and 502 from their edge.
      if (status === 502 || status === 503) {
        throw ApplicationFailure.retryable('Salesforce unavailable', 'SalesforceTransient');
      }
      if (status === 404) {
        throw ApplicationFailure.nonRetryable('Salesforce user not found', 'SalesforceNotFound');
      }
    }
    throw err;
  }
}
