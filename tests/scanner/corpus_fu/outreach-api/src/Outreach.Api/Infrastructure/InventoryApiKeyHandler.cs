using Microsoft.Extensions.Options;

namespace Outreach.Api.Infrastructure;

/// <summary>Adds the APIM key for the internal inventory service.</summary>
public sealed class InventoryApiKeyHandler : DelegatingHandler
{
    private readonly InventoryOptions _options;

    public InventoryApiKeyHandler(IOptions<InventoryOptions> options) => _options = options.Value;

    protected override Task<HttpResponseMessage> SendAsync(HttpRequestMessage request, CancellationToken cancellationToken)
    {
        request.Headers.Add("x-api-key", _options.SubscriptionKey);
        request.Headers.Add("X-User-Id", "svc-outreach");
        return base.SendAsync(request, cancellationToken);
    }
}
