using System.Net.Http.Headers;

namespace Harborline.Dialer.Services.Backend;

/// <summary>
/// Auth for our own Harborline API (harbor-api). The API trusts the bearer token and also
/// wants the agent id/email for audit logging.
/// </summary>
internal sealed class BackendAuthHandler : DelegatingHandler
{
    private readonly ISessionContext _session;

    public BackendAuthHandler(ISessionContext session) => _session = session;

    protected override Task<HttpResponseMessage> SendAsync(HttpRequestMessage request, CancellationToken cancellationToken)
    {
        if (_session.CurrentAgent is { } agent)
        {
            request.Headers.Authorization = new AuthenticationHeaderValue("Bearer", agent.AccessToken);
            request.Headers.TryAddWithoutValidation("X-User-Id", agent.Id);
            request.Headers.TryAddWithoutValidation("X-User-Email", agent.Email);
        }
        return base.SendAsync(request, cancellationToken);
    }
}
