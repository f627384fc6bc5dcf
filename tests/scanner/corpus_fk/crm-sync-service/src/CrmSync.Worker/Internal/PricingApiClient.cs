using System.Net;
using System.Net.Http.Json;

namespace CrmSync.Worker.Internal;

/// <summary>
/// Client for the in-house pricing service (Azure API Management, subscription key sent as x-api-key).
/// </summary>
public sealed class PricingApiClient(HttpClient http, ILogger<PricingApiClient> log)
{
    public async Task<decimal?> GetRateAsync(string lane, CancellationToken ct)
    {
        using var resp = await http.GetAsync($"/api/v1/rates/{Uri.EscapeDataString(lane)}", ct);

        if (resp.StatusCode == HttpStatusCode.NotFound)
        {
            return null;
        }

        if (resp.StatusCode == HttpStatusCode.ServiceUnavailable)
        {
            log.LogWarning("Pricing service in maintenance mode");
            return null;
        }

        if (!resp.IsSuccessStatusCode)
        {
            var err = await resp.Content.ReadFromJsonAsync<PricingError>(cancellationToken: ct);
            throw new InvalidOperationException(err?.Error ?? "pricing lookup failed");
        }

        var rate = await resp.Content.ReadFromJsonAsync<RateDto>(cancellationToken: ct);
        return rate?.Amount;
    }

    private sealed record RateDto(string Lane, decimal Amount, string Currency);
    private sealed record PricingError(string Error);
}
