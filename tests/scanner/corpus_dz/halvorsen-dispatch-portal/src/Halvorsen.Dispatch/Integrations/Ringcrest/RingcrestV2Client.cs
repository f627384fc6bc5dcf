using System.Net;
using System.Net.Http.Headers;
using System.Net.Http.Json;
using System.Text.Json.Serialization;

namespace Halvorsen.Dispatch.Integrations.Ringcrest;

/// <summary>
/// Ringcrest API v2 client (migrated 2024-Q2). Per-integration key, no acting-user header:
/// the key itself is bound to a Ringcrest service user.
/// </summary>
public sealed class RingcrestV2Client
{
    public const string BasePath = "/api/public/v2";
    private readonly HttpClient _http;

    public RingcrestV2Client(HttpClient http, IConfiguration config)
    {
        _http = http;
        _http.BaseAddress = new Uri((config["Ringcrest:Host"] ?? "https://api.ringcrest.io") + BasePath + "/");
        _http.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue("Bearer", config["Ringcrest:IntegrationKey"]);
    }

    public async Task<CallSummary?> GetCallAsync(string callId, CancellationToken ct)
    {
        using var resp = await _http.GetAsync($"calls/{Uri.EscapeDataString(callId)}", ct);
        if (resp.StatusCode == HttpStatusCode.NotFound)
            return null;

        if (!resp.IsSuccessStatusCode)
        {
            var problem = await resp.Content.ReadFromJsonAsync<RingcrestV2Error>(cancellationToken: ct);
            if (problem?.Error.Code == "rate_limited")
                throw new RingcrestRateLimitedException(resp.Headers.RetryAfter?.Delta);
            throw new HttpRequestException($"Ringcrest {problem?.Error.Code}: {problem?.Error.Message}", null, resp.StatusCode);
        }

        return await resp.Content.ReadFromJsonAsync<CallSummary>(cancellationToken: ct);
    }

    public Task<HttpResponseMessage> AddToAudienceAsync(string audienceId, IEnumerable<string> phones, CancellationToken ct) =>
        _http.PostAsJsonAsync($"audiences/{audienceId}/members", new { members = phones.Select(p => new { phone = p }) }, ct);
}

public sealed record CallSummary(string Id, string Phone, string Disposition, int DurationSeconds, DateTimeOffset StartedAt);

public sealed record RingcrestV2Error([property: JsonPropertyName("error")] RingcrestV2ErrorBody Error);

public sealed record RingcrestV2ErrorBody(
    [property: JsonPropertyName("code")] string Code,
    [property: JsonPropertyName("message")] string Message,
    [property: JsonPropertyName("request_id")] string? RequestId);

public sealed class RingcrestRateLimitedException(TimeSpan? retryAfter) : Exception("Ringcrest rate limit")
{
    public TimeSpan? RetryAfter { get; } = retryAfter;
}
