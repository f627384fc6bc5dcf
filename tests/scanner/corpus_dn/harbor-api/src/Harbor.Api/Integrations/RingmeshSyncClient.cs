using System.Net;
using System.Net.Http.Headers;
using System.Net.Http.Json;
using System.Text.Json.Serialization;

namespace Harbor.Api.Integrations;

/// <summary>
/// Nightly call-log sync. Already moved to the Ringmesh v2 API (scoped key, structured errors).
/// </summary>
public sealed class RingmeshSyncClient
{
    private readonly HttpClient _http;
    private readonly ILogger<RingmeshSyncClient> _log;

    public RingmeshSyncClient(HttpClient http, IConfiguration config, ILogger<RingmeshSyncClient> log)
    {
        _http = http;
        _log = log;
        _http.BaseAddress = new Uri(config["RingmeshSync:BaseUrl"] ?? "https://api.ringmesh.io/api/public/v2/");
        _http.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue("Bearer", config["RingmeshSync:ApiKey"]);
    }

    public async Task<IReadOnlyList<CallLogEntry>> CallsSinceAsync(DateTimeOffset since, CancellationToken ct)
    {
        using var resp = await _http.GetAsync($"calls?since={since:O}", ct);
        if (!resp.IsSuccessStatusCode)
        {
            var problem = await resp.Content.ReadFromJsonAsync<V2ErrorEnvelope>(cancellationToken: ct);
            if (resp.StatusCode == HttpStatusCode.TooManyRequests || problem?.Error?.Code == "rate_limited")
            {
                _log.LogInformation("Rate limited; request id {RequestId}", problem?.Error?.RequestId);
                return Array.Empty<CallLogEntry>();
            }
            throw new HttpRequestException($"Ringmesh sync failed: {problem?.Error?.Code} {problem?.Error?.Message}", null, resp.StatusCode);
        }
        return await resp.Content.ReadFromJsonAsync<List<CallLogEntry>>(cancellationToken: ct) ?? new();
    }

    public sealed record CallLogEntry(string Id, string To, string Disposition, int DurationSeconds);

    private sealed class V2ErrorEnvelope
    {
        [JsonPropertyName("error")]
        public V2Error? Error { get; set; }
    }

    private sealed class V2Error
    {
        public string Code { get; set; } = "";
        public string Message { get; set; } = "";
        public string? RequestId { get; set; }
    }
}
