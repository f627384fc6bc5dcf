using Microsoft.Extensions.Options;

namespace Halvorsen.Backoffice.Api.Integrations.Ringcrest;

/// <summary>
/// Adds the shared key and the acting user to every outgoing Ringcrest request.
/// </summary>
public sealed class RingcrestAuthHandler : DelegatingHandler
{
    private readonly IOptionsMonitor<RingcrestOptions> _options;
    private readonly IActingUserAccessor _actingUser;

    public RingcrestAuthHandler(IOptionsMonitor<RingcrestOptions> options, IActingUserAccessor actingUser)
    {
        _options = options;
        _actingUser = actingUser;
    }

    protected override Task<HttpResponseMessage> SendAsync(HttpRequestMessage request, CancellationToken cancellationToken)
    {
        var opts = _options.CurrentValue;

        request.Headers.Remove(RingcrestConstants.Headers.ApiKey);
        request.Headers.TryAddWithoutValidation(RingcrestConstants.Headers.ApiKey, opts.ApiKey);

        if (!request.Headers.Contains(RingcrestConstants.Headers.ActingUserEmail))
        {
            var email = _actingUser.CurrentEmail ?? opts.DefaultActingUserEmail;
            request.Headers.TryAddWithoutValidation(RingcrestConstants.Headers.ActingUserEmail, email);
        }

        if (!request.Headers.Contains(RingcrestConstants.Headers.RequestId))
        {
            request.Headers.TryAddWithoutValidation(RingcrestConstants.Headers.RequestId, Guid.NewGuid().ToString("N"));
        }

        return base.SendAsync(request, cancellationToken);
    }
}
