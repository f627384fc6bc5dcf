using System.Net;
using System.Net.Http.Json;
using System.Text.Json.Serialization;

namespace Halvorsen.Backoffice.Api.Integrations.Pricing;

/// <summary>
/// Internal freight pricing service, fronted by AWS API Gateway (usage-plan key).
/// </summary>
public sealed class PricingGatewayClient
{
    private readonly HttpClient _http;
    private readonly ILogger<PricingGatewayClient> _logger;

    public PricingGatewayClient(HttpClient http, IConfiguration config, ILogger<PricingGatewayClient> logger)
    {
        _http = http;
        _logger = logger;
        _http.BaseAddress ??= new Uri(config["Pricing:BaseUrl"] ?? "https://pricing.internal.halvorsenfreight.no/prod/v1/");
        _http.DefaultRequestHeaders.Add("x-api-key", config["Pricing:GatewayKey"]);
        _http.DefaultRequestHeaders.Add("X-User-Email", "backoffice@halvorsenfreight.no");
    }

    public async Task<QuoteResponse?> QuoteAsync(QuoteRequest request, CancellationToken ct)
    {
        using var response = await _http.PostAsJsonAsync("quotes", request, ct);

        if (response.StatusCode is HttpStatusCode.BadGateway or HttpStatusCode.ServiceUnavailable)
        {
            _logger.LogWarning("Pricing gateway unavailable ({Status}); falling back to rate card", response.StatusCode);
            return null;
        }

        if (response.StatusCode == HttpStatusCode.NotFound)
        {
            var err = await response.Content.ReadFromJsonAsync<PricingError>(cancellationToken: ct);
            _logger.LogInformation("No lane for quote: {Error}", err?.Error);
            return null;
        }

        response.EnsureSuccessStatusCode();
        return await response.Content.ReadFromJsonAsync<QuoteResponse>(cancellationToken: ct);
    }
}

public sealed record QuoteRequest(string OriginPostcode, string DestinationPostcode, decimal WeightKg);

public sealed record QuoteResponse(decimal PriceNok, string LaneCode, DateOnly ValidUntil);

public sealed record PricingError([property: JsonPropertyName("error")] string Error);
