using System.Net.Http.Headers;
using System.Net.Http.Json;
using System.Text.Json.Serialization;
using Microsoft.Extensions.Options;

namespace Meridel.Outreach.Api.Voxbridge;

public sealed class VoxbridgeV2Options
{
    public string BaseUrl { get; set; } = "https://api.voxbridge.io/api/public/v2/";
    public string ApiKey { get; set; } = string.Empty;
}

public sealed record V2Problem(
    [property: JsonPropertyName("code")] string Code,
    [property: JsonPropertyName("message")] string Message,
    [property: JsonPropertyName("request_id")] string? RequestId);

public sealed record V2ErrorEnvelope([property: JsonPropertyName("error")] V2Problem Error);

/// <summary>
/// Pilot client for the Voxbridge v2 API (campaign audiences). Owned by the
/// migration squad; do not add v1 calls here.
/// </summary>
public sealed class VoxbridgeV2Client
{
    private readonly HttpClient _http;

    public VoxbridgeV2Client(HttpClient http, IOptions<VoxbridgeV2Options> options)
    {
        _http = http;
        _http.BaseAddress = new Uri(options.Value.BaseUrl);
        _http.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue("Bearer", options.Value.ApiKey);
    }

    public async Task<IReadOnlyList<string>> GetAudienceIdsAsync(CancellationToken ct = default)
    {
        using var res = await _http.GetAsync("audiences?limit=100", ct);
        if (!res.IsSuccessStatusCode)
        {
            var env = await res.Content.ReadFromJsonAsync<V2ErrorEnvelope>(cancellationToken: ct);
            if (env?.Error.Code == "rate_limited")
            {
                throw new HttpRequestException("Voxbridge v2 rate limited", null, res.StatusCode);
            }
            throw new InvalidOperationException($"Voxbridge v2 {env?.Error.Code}: {env?.Error.Message}");
        }

        var ids = await res.Content.ReadFromJsonAsync<List<string>>(cancellationToken: ct);
        return ids ?? new List<string>();
    }
}
