// Enrich company from our internal data service before routing.
// Secret: DATA_SVC_KEY
const axios = require('axios');

exports.main = async (event, callback) => {
  const domain = event.inputFields.domain;
  const res = await axios.get(`https://data.northpine.internal/v1/companies/${encodeURIComponent(domain)}`, {
    headers: { 'x-api-key': process.env.DATA_SVC_KEY, 'x-user-id': 'hubspot-workflows' },
    validateStatus: () => true,
  });
  if (res.status === 404) {
    return callback({ outputFields: { segment: 'unknown' } });
  }
  if (res.status >= 400) {
    // our data service returns {"error": "..."} on failure
    throw new Error(res.data.error);
  }
  callback({ outputFields: { segment: res.data.segment, employees: res.data.employees } });
};
