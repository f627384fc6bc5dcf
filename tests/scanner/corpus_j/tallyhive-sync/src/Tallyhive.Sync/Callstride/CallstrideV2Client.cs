using System.Net;
using System.Net.Http.Headers;
using System.Net.Http.Json;

namespace Tallyhive.Sync.Callstride;

/// <summary>Already migrated: recordings export uses the v2 API with a scoped key.</summary>
public sealed class CallstrideV2Client
{
    private readonly HttpClient _http;

    public CallstrideV2Client(HttpClient http, IConfiguration config)
    {
        _http = http;
        _http.BaseAddress = new Uri(config["CallstrideV2:BaseUrl"] ?? "https://api.callstride.io/api/public/v2/");
        _http.DefaultRequestHeaders.Authorization =
            new AuthenticationHeaderValue("Bearer", config["CallstrideV2:ApiKey"]);
    }

    public sealed record V2Error(V2ErrorInner Error);
    public sealed record V2ErrorInner(string Code, string Message);

    public async Task<Stream?> DownloadRecordingAsync(string callId, CancellationToken ct)
    {
        var resp = await _http.GetAsync($"calls/{callId}/recording", ct);
        if (resp.StatusCode == HttpStatusCode.NotFound) return null;
        if (!resp.IsSuccessStatusCode)
        {
            var err = await resp.Content.ReadFromJsonAsync<V2Error>(cancellationToken: ct);
            if (err?.Error.Code == "rate_limited") await Task.Delay(1000, ct);
            throw new HttpRequestException($"{err?.Error.Code}: {err?.Error.Message}", null, resp.StatusCode);
        }
        return await resp.Content.ReadAsStreamAsync(ct);
    }
}
