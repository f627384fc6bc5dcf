// Maps Ringlane failures onto responses for the browser.
function toHttpError(err) {
  if (!err.response) {
    return { status: 504, message: 'Dialer did not respond' };
  }
  const { status, data } = err.response;
  const message = (data && data.error) || 'Unknown dialer error';
  switch (status) {
    case 401:
      return { status: 500, message: 'Dialer credentials are misconfigured' };
    case 404:
      if (message === 'user not found') {
        return { status: 403, message: 'Your login is not provisioned in the dialer' };
      }
      return { status: 404, message };
    case 502:
      return { status: 503, message: 'Dialer identity provider is unreachable, retry shortly' };
    case 503:
      return { status: 503, message: 'Dialer API is disabled for our account' };
    default:
      return { status: 502, message };
  }
}

module.exports = { toHttpError };
