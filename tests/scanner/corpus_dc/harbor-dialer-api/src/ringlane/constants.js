'use strict';

// Header names used when talking to Ringlane.
exports.API_KEY_HEADER = 'x-api-key';
exports.ACTING_USER_HEADER = 'x-user-email';
exports.SIGNATURE_HEADER = 'x-ringlane-signature';

exports.paths = {
  lists: '/contact-lists',
  list: (id) => `/contact-lists/${encodeURIComponent(id)}`,
  listContacts: (id) => `/contact-lists/${encodeURIComponent(id)}/contacts`,
  listContact: (id, phone) => `/contact-lists/${encodeURIComponent(id)}/contacts/${encodeURIComponent(phone)}`,
  calls: '/calls',
};
