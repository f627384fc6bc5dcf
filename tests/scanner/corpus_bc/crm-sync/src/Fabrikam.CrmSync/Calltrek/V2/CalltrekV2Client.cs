using System.Net.Http.Headers;
using System.Net.Http.Json;
using System.Text.Json.Serialization;

namespace Fabrikam.CrmSync.Calltrek.V2;

// Migrated to v2 in FAB-2291 for the call-outcome export. Lists still go through the v1 client.
public sealed record CalltrekV2Problem(
    [property: JsonPropertyName("error")] CalltrekV2ErrorBody Error);

public sealed record CalltrekV2ErrorBody(
    [property: JsonPropertyName("code")] string Code,
    [property: JsonPropertyName("message")] string Message,
    [property: JsonPropertyName("request_id")] string? RequestId);

public sealed class CalltrekV2Client
{
    public const string BaseUrl = "https://api.calltrek.io/api/public/v2/";

    private readonly HttpClient _http;

    public CalltrekV2Client(HttpClient http, IConfiguration config)
    {
        _http = http;
        _http.BaseAddress = new Uri(BaseUrl);
        _http.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue("Bearer", config["CalltrekV2:ApiKey"]);
    }

    public async Task<IReadOnlyList<CallOutcome>> GetOutcomesAsync(DateTimeOffset since, CancellationToken ct)
    {
        using var response = await _http.GetAsync($"calls/outcomes?since={since:O}", ct);
        if (!response.IsSuccessStatusCode)
        {
            var problem = await response.Content.ReadFromJsonAsync<CalltrekV2Problem>(cancellationToken: ct);
            if (problem?.Error.Code == "rate_limited")
            {
                return [];
            }

            throw new HttpRequestException($"Calltrek v2 {problem?.Error.Code}: {problem?.Error.Message}");
        }

        return await response.Content.ReadFromJsonAsync<List<CallOutcome>>(cancellationToken: ct) ?? [];
    }
}

public sealed record CallOutcome(string CallId, string Disposition, int DurationSeconds);
