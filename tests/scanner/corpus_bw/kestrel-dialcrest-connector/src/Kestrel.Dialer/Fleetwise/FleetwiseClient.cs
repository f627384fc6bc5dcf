using System.Net;
using System.Net.Http.Json;

namespace Kestrel.Dialer.Fleetwise;

/// <summary>Client for the in-house Fleetwise telematics gateway (AWS API Gateway).</summary>
public sealed class FleetwiseClient
{
    private readonly HttpClient _http;

    public FleetwiseClient(HttpClient http, IConfiguration config)
    {
        _http = http;
        _http.BaseAddress = new Uri(config["Fleetwise:BaseUrl"]!.TrimEnd('/') + "/");
        _http.DefaultRequestHeaders.Add("x-api-key", config["Fleetwise:ApiKey"]);
        _http.DefaultRequestHeaders.Add("X-User-Email", "dialer@kestrel-logistics.com");
    }

    public async Task<DriverShift?> GetCurrentShiftAsync(string driverId, CancellationToken ct)
    {
        using var resp = await _http.GetAsync($"drivers/{driverId}/shift", ct);

        if (resp.StatusCode == HttpStatusCode.NotFound)
        {
            return null; // driver off duty
        }

        if (resp.StatusCode is HttpStatusCode.BadGateway or HttpStatusCode.ServiceUnavailable)
        {
            throw new FleetwiseUnavailableException("Fleetwise gateway is unavailable");
        }

        if (!resp.IsSuccessStatusCode)
        {
            var err = await resp.Content.ReadFromJsonAsync<FleetwiseError>(cancellationToken: ct);
            throw new InvalidOperationException(err?.Error ?? "Fleetwise call failed");
        }

        return await resp.Content.ReadFromJsonAsync<DriverShift>(cancellationToken: ct);
    }
}

public sealed record DriverShift(string DriverId, string Phone, DateTimeOffset StartedAt);

public sealed record FleetwiseError(string Error);

public sealed class FleetwiseUnavailableException(string message) : Exception(message);
