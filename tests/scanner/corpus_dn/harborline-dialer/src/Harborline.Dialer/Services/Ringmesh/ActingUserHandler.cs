using Microsoft.Extensions.Options;

namespace Harborline.Dialer.Services.Ringmesh;

/// <summary>Stamps every Ringmesh request with the agent who is signed into the dialer.</summary>
internal sealed class ActingUserHandler : DelegatingHandler
{
    private readonly ISessionContext _session;
    private readonly RingmeshOptions _options;

    public ActingUserHandler(ISessionContext session, IOptions<RingmeshOptions> options)
    {
        _session = session;
        _options = options.Value;
    }

    protected override Task<HttpResponseMessage> SendAsync(HttpRequestMessage request, CancellationToken cancellationToken)
    {
        var email = _session.CurrentAgent?.Email ?? _options.ActingUserEmail;
        if (!string.IsNullOrWhiteSpace(email))
        {
            request.Headers.Remove(RingmeshHeaders.ActingUserEmail);
            request.Headers.TryAddWithoutValidation(RingmeshHeaders.ActingUserEmail, email);
        }

        request.Headers.TryAddWithoutValidation(RingmeshHeaders.RequestId, Guid.NewGuid().ToString("N"));
        return base.SendAsync(request, cancellationToken);
    }
}
