using System.Net.Http.Json;
using Microsoft.Azure.Functions.Worker;
using Microsoft.Extensions.Logging;

namespace TwFunctions.Functions;

public sealed record PartnerShipment(string Reference, string Status, DateTimeOffset UpdatedAt);

/// <summary>Polls the carrier partner's AWS API Gateway endpoint for shipment status.</summary>
public sealed class PartnerShipmentFeed
{
    private readonly IHttpClientFactory _factory;
    private readonly ILogger<PartnerShipmentFeed> _logger;

    public PartnerShipmentFeed(IHttpClientFactory factory, ILogger<PartnerShipmentFeed> logger)
    {
        _factory = factory;
        _logger = logger;
    }

    [Function("PartnerShipmentFeed")]
    public async Task Run([TimerTrigger("0 */15 * * * *")] TimerInfo timer, CancellationToken ct)
    {
        var client = _factory.CreateClient("partner-feed");
        using var req = new HttpRequestMessage(HttpMethod.Get, "?since=" + DateTimeOffset.UtcNow.AddMinutes(-15).ToString("O"));
        req.Headers.Add("X-User-Id", "tidewater");
        using var resp = await client.SendAsync(req, ct);
        if (!resp.IsSuccessStatusCode)
        {
            var err = await resp.Content.ReadFromJsonAsync<Dictionary<string, string>>(cancellationToken: ct);
            _logger.LogWarning("Partner feed error {Status}: {Message}", (int)resp.StatusCode, err?["error"]);
            return;
        }
        var items = await resp.Content.ReadFromJsonAsync<List<PartnerShipment>>(cancellationToken: ct) ?? new();
        _logger.LogInformation("Received {Count} shipment updates", items.Count);
    }
}
