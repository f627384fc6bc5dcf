using System.Net.Http.Headers;
using System.Net.Http.Json;
using System.Text.Json;
using Microsoft.Extensions.Options;

namespace Northwind.Dispatch.Dialwave;

/// <summary>Already on the v2 API (migrated in DISP-412).</summary>
public sealed class DialwaveRecordingsClient
{
    private readonly HttpClient _http;

    public DialwaveRecordingsClient(HttpClient http, IOptions<DialwaveRecordingsOptions> options)
    {
        _http = http;
        _http.BaseAddress = options.Value.BaseAddress;
        _http.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue("Bearer", options.Value.ApiKey);
    }

    public async Task<Stream> DownloadAsync(string callId, CancellationToken ct)
    {
        var resp = await _http.GetAsync($"calls/{callId}/recording", ct);
        if (!resp.IsSuccessStatusCode)
        {
            using var doc = JsonDocument.Parse(await resp.Content.ReadAsStringAsync(ct));
            var code = doc.RootElement.GetProperty("error").GetProperty("code").GetString();
            if (code == "recording_not_found")
            {
                return Stream.Null;
            }
            throw new DialwaveException((int)resp.StatusCode, code ?? "unknown");
        }
        return await resp.Content.ReadAsStreamAsync(ct);
    }
}
