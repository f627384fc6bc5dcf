using System.Linq;
using System.Net;
using System.Net.Http;
using System.Threading;
using System.Threading.Tasks;

namespace AgentDesk.Web.Handlers
{
    /// <summary>
    /// The ISAPI SSO filter adds X-User-Email to every request reaching /api.
    /// Reject anything without it.
    /// </summary>
    public class UserEmailHandler : DelegatingHandler
    {
        private const string HeaderName = "X-User-Email";

        protected override Task<HttpResponseMessage> SendAsync(HttpRequestMessage request, CancellationToken cancellationToken)
        {
            string email = request.Headers.Contains(HeaderName) ? request.Headers.GetValues(HeaderName).FirstOrDefault() : null;
            if (string.IsNullOrWhiteSpace(email) || !email.EndsWith("@halberdloans.com"))
            {
                var tcs = new TaskCompletionSource<HttpResponseMessage>();
                tcs.SetResult(request.CreateResponse(HttpStatusCode.Unauthorized, new { error = "missing or foreign user" }));
                return tcs.Task;
            }
            request.Properties["AgentEmail"] = email.ToLowerInvariant();
            return base.SendAsync(request, cancellationToken);
        }
    }
}
