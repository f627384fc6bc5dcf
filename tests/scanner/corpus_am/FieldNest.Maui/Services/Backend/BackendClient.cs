using System.Net;
using System.Net.Http.Json;

namespace FieldNest.Maui.Services.Backend;

public sealed record BackendError(string Error);

/// <summary>Our own API. Auth is the Firebase ID token plus our user id.</summary>
public sealed class BackendClient
{
    private readonly HttpClient _http;
    private readonly ISessionService _session;

    public BackendClient(HttpClient http, ISessionService session)
    {
        _http = http;
        _session = session;
    }

    public async Task<T?> GetAsync<T>(string path, CancellationToken ct = default)
    {
        using var req = new HttpRequestMessage(HttpMethod.Get, path);
        req.Headers.Authorization = new("Bearer", await _session.GetIdTokenAsync());
        req.Headers.Add("X-User-Id", _session.UserId);
        req.Headers.Add("x-api-key", _session.TenantApiKey);

        using var res = await _http.SendAsync(req, ct);
        if (res.StatusCode == HttpStatusCode.NotFound) return default;
        if (res.StatusCode == HttpStatusCode.ServiceUnavailable)
        {
            throw new InvalidOperationException("FieldNest is in maintenance, try again later.");
        }
        if (!res.IsSuccessStatusCode)
        {
            var err = await res.Content.ReadFromJsonAsync<BackendError>(cancellationToken: ct);
            throw new HttpRequestException(err?.Error ?? res.ReasonPhrase, null, res.StatusCode);
        }
        return await res.Content.ReadFromJsonAsync<T>(cancellationToken: ct);
    }
}
