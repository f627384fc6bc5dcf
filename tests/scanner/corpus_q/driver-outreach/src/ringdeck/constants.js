'use strict';

// Header names Ringdeck expects. Keep in one place, they changed once already (2020).
exports.API_KEY_HEADER = 'x-api-key';
exports.ACTING_USER_HEADER = 'x-user-id';

exports.Paths = {
  LISTS: '/contact-lists',
  LIST: (id) => `/contact-lists/${encodeURIComponent(id)}`,
  LIST_CONTACTS: (id) => `/contact-lists/${encodeURIComponent(id)}/contacts`,
  LIST_CONTACT: (id, phone) => `/contact-lists/${encodeURIComponent(id)}/contacts/${encodeURIComponent(phone)}`,
};

// statuses we retry on; 502 = their IdP lookup timed out
exports.RETRY_STATUSES = [429, 502];
