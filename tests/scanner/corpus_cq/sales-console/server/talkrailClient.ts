import { Configuration } from '../src/generated/talkrail-sdk/runtime';
import { ContactListsApi } from '../src/generated/talkrail-sdk/apis/ContactListsApi';
import { loadConfig } from './config';

const cfg = loadConfig();

// One API instance per acting rep; Talkrail attributes list ownership to the header user.
export function contactListsFor(repEmail: string): ContactListsApi {
  return new ContactListsApi(
    new Configuration({
      basePath: cfg.talkrail.baseUrl,
      apiKey: cfg.talkrail.apiKey,
      headers: {
        'X-User-Email': repEmail,
      },
    }),
  );
}
