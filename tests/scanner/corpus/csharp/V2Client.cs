using System.Net.Http;
using System.Net.Http.Headers;
using System.Net.Http.Json;
using System.Threading.Tasks;

namespace Acme.Dialer.V2;

/// <summary>v2 client: bearer keys, no acting-user header (v1 used X-User-Email).</summary>
public sealed class V2Client
{
    private const string BaseUrl = "https://calls.acme-dialer.com/api/public/v2/";
    private readonly HttpClient _http;

    public V2Client(HttpClient http, string key)
    {
        _http = http;
        _http.BaseAddress = new System.Uri(BaseUrl);
        _http.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue("Bearer", key);
    }

    private sealed record ApiError(ErrorBody Error);
    private sealed record ErrorBody(string Code, string Message, string RequestId);

    public async Task RenameAsync(int id, string name, string ownerId, string? group)
    {
        var res = await _http.PutAsJsonAsync($"lists/{id}", new { name, ownerId, groupName = group });
        if (!res.IsSuccessStatusCode)
        {
            var err = await res.Content.ReadFromJsonAsync<ApiError>();
            throw new HttpRequestException($"{err?.Error.Code}: {err?.Error.Message} ({err?.Error.RequestId})");
        }
    }
}
