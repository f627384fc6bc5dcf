'use strict';

const rp = require('request-promise');
const config = require('../config');
const log = require('./log');

const TRANSIENT = [429, 502];

class DialSpanError extends Error {
  constructor(status, body) {
    super((body && body.error) || ('DialSpan HTTP ' + status));
    this.status = status;
    this.details = (body && body.details) || [];
  }
}

function call(agentEmail, method, path, body, attempt) {
  attempt = attempt || 1;
  return rp({
    method: method,
    uri: config.dialspan.baseUrl + path,
    headers: {
      'x-api-key': config.dialspan.apiKey,
      'x-user-email': agentEmail
    },
    body: body,
    json: true,
    timeout: config.dialspan.timeoutMs
  }).catch(function (err) {
    if (!err.statusCode) throw err;
    if (TRANSIENT.indexOf(err.statusCode) !== -1 && attempt < 3) {
      return new Promise(function (r) { setTimeout(r, 500 * attempt); })
        .then(function () { return call(agentEmail, method, path, body, attempt + 1); });
    }
    if (err.statusCode === 404 && err.error && err.error.error === 'user not found') {
      log.warn('agent %s has no DialSpan seat', agentEmail);
    }
    throw new DialSpanError(err.statusCode, err.error);
  });
}

module.exports = {
  DialSpanError: DialSpanError,
  myLists: function (agentEmail) {
    return call(agentEmail, 'GET', '/contact-lists?owner=me');
  },
  getList: function (agentEmail, id) {
    return call(agentEmail, 'GET', '/contact-lists/' + encodeURIComponent(id));
  },
  addNumbers: function (agentEmail, id, phones) {
    return call(agentEmail, 'POST', `/contact-lists/${id}/contacts`, {
      contacts: phones.map(function (p) { return { phone: p }; })
    });
  },
  removeNumber: function (agentEmail, id, phone) {
    return call(agentEmail, 'DELETE', `/contact-lists/${id}/contacts/${encodeURIComponent(phone)}`);
  },
  deleteList: function (agentEmail, id) {
    return call(agentEmail, 'DELETE', `/contact-lists/${id}`);
  },
  recentCalls: function (agentEmail) {
    return call(agentEmail, 'GET', '/calls?limit=50');
  }
};
