using System.Net;
using System.Net.Http;
using System.Net.Http.Json;
using System.Threading.Tasks;

namespace Acme.Dialer;

/// <summary>Calling platform client. v1 used x-api-key; see MIGRATION.md.</summary>
public sealed class CallingClient
{
    private const string ApiVersion = "v1";
    private readonly HttpClient _http;

    public CallingClient(HttpClient http, string key, string actingUser)
    {
        _http = http;
        _http.BaseAddress = new System.Uri($"https://calls.acme-dialer.com/api/public/{ApiVersion}/");
        _http.DefaultRequestHeaders.Add("X-API-KEY", key);
        _http.DefaultRequestHeaders.Add("X-User-Email", actingUser);
    }

    private sealed record ErrorBody(string Error);

    public async Task<string?> GetListAsync(int id)
    {
        var res = await _http.GetAsync($"contact-lists/{id}");
        if (res.StatusCode == HttpStatusCode.BadGateway)
        {
            return null; // identity provider unreachable
        }
        if (!res.IsSuccessStatusCode)
        {
            var err = await res.Content.ReadFromJsonAsync<ErrorBody>();
            throw new HttpRequestException(err?.Error);
        }
        return await res.Content.ReadAsStringAsync();
    }
}
