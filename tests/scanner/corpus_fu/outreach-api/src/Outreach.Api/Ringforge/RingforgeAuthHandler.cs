using Microsoft.Extensions.Options;

namespace Outreach.Api.Ringforge;

/// <summary>
/// Stamps the shared key and the acting user on every outbound Ringforge call.
/// Per-request override: set HttpRequestMessage.Options["ringforge.actAs"].
/// </summary>
public sealed class RingforgeAuthHandler : DelegatingHandler
{
    public static readonly HttpRequestOptionsKey<string> ActAsKey = new("ringforge.actAs");

    private readonly IOptionsMonitor<RingforgeOptions> _options;
    private readonly ILogger<RingforgeAuthHandler> _logger;

    public RingforgeAuthHandler(IOptionsMonitor<RingforgeOptions> options, ILogger<RingforgeAuthHandler> logger)
    {
        _options = options;
        _logger = logger;
    }

    protected override Task<HttpResponseMessage> SendAsync(HttpRequestMessage request, CancellationToken cancellationToken)
    {
        var opts = _options.CurrentValue;

        request.Headers.Remove(RingforgeConstants.ApiKeyHeader);
        request.Headers.TryAddWithoutValidation(RingforgeConstants.ApiKeyHeader, opts.ApiKey);

        var actAs = request.Options.TryGetValue(ActAsKey, out var email) ? email : opts.ServiceUserEmail;
        request.Headers.TryAddWithoutValidation(RingforgeConstants.ActingUserHeader, actAs);

        _logger.LogDebug("Ringforge {Method} {Uri} as {User}", request.Method, request.RequestUri, actAs);
        return base.SendAsync(request, cancellationToken);
    }
}
