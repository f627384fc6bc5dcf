using Microsoft.Extensions.Options;

namespace BrightWater.AgentPortal.Dialstream;

/// <summary>
/// Stamps every outgoing Dialstream request with the shared key and the acting user.
/// </summary>
public sealed class DialstreamAuthHandler : DelegatingHandler
{
    private readonly IOptionsMonitor<DialstreamOptions> _options;
    private readonly ILogger<DialstreamAuthHandler> _logger;

    public DialstreamAuthHandler(IOptionsMonitor<DialstreamOptions> options, ILogger<DialstreamAuthHandler> logger)
    {
        _options = options;
        _logger = logger;
    }

    protected override Task<HttpResponseMessage> SendAsync(HttpRequestMessage request, CancellationToken cancellationToken)
    {
        var opts = _options.CurrentValue;

        request.Headers.Remove(DialstreamHeaders.ApiKey);
        request.Headers.TryAddWithoutValidation(DialstreamHeaders.ApiKey, opts.ApiKey);
        request.Headers.TryAddWithoutValidation(DialstreamHeaders.ActingUser, opts.ActingUserEmail);
        request.Headers.TryAddWithoutValidation(DialstreamHeaders.RequestId, Guid.NewGuid().ToString("N"));

        _logger.LogDebug("Dialstream {Method} {Uri}", request.Method, request.RequestUri);
        return base.SendAsync(request, cancellationToken);
    }
}
