import { RESTDataSource, type AugmentedRequest } from '@apollo/datasource-rest';

// Internal inventory service. Trusts identity headers from the gateway.
export class InventoryAPI extends RESTDataSource {
  override baseURL = process.env.INVENTORY_URL ?? 'http://inventory.svc.cluster.local/v1/';

  constructor(private readonly userId: string, private readonly userEmail: string) {
    super();
  }

  override willSendRequest(_path: string, req: AugmentedRequest) {
    req.headers['x-api-key'] = process.env.INVENTORY_SERVICE_KEY ?? '';
    req.headers['x-user-id'] = this.userId;
    req.headers['x-user-email'] = this.userEmail;
  }

  skus(query: string) {
    return this.get('skus', { params: { q: query } });
  }
}
