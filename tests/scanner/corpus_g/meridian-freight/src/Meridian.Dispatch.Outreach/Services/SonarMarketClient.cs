using System.Net;
using System.Net.Http.Json;
using Microsoft.Extensions.Configuration;

namespace Meridian.Dispatch.Outreach.Services;

/// <summary>
/// Lane-rate lookups from FreightWaves SONAR, used to prioritise which carriers the
/// recruiting desk calls first. Not related to the dialer.
/// </summary>
public sealed class SonarMarketClient
{
    private const string ApiKeyHeader = "x-api-key";
    private readonly HttpClient _http;

    public SonarMarketClient(HttpClient http, IConfiguration config)
    {
        _http = http;
        _http.BaseAddress = new Uri(config["Sonar:BaseUrl"] ?? "https://api.freightwaves.com/sonar/v1/");
        _http.DefaultRequestHeaders.Add(ApiKeyHeader, config["Sonar:ApiKey"]);
    }

    public async Task<decimal?> GetSpotRateAsync(string originZip3, string destZip3, CancellationToken ct)
    {
        using var resp = await _http.GetAsync($"lanes/{originZip3}-{destZip3}/spot?equipment=VAN", ct);

        if (resp.StatusCode == HttpStatusCode.ServiceUnavailable || resp.StatusCode == HttpStatusCode.BadGateway)
        {
            // SONAR has nightly maintenance windows; treat as "no data" instead of failing the batch.
            return null;
        }

        if (resp.StatusCode == HttpStatusCode.NotFound)
        {
            return null; // lane not covered
        }

        resp.EnsureSuccessStatusCode();
        var payload = await resp.Content.ReadFromJsonAsync<SonarRatePayload>(cancellationToken: ct);
        if (payload?.Error is { } error)
        {
            throw new InvalidOperationException($"SONAR: {error}");
        }
        return payload?.Rate;
    }

    private sealed record SonarRatePayload(decimal? Rate, string? Error);
}
