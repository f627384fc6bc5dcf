using System.Net;
using System.Net.Http.Json;
using System.Text.Json.Serialization;
using Microsoft.Extensions.Options;

namespace Dialer.Gateway.CallHaven;

public sealed record LegacyContactList(string Id, string Name, int Size);

internal sealed class LegacyErrorBody
{
    [JsonPropertyName("error")] public string? Error { get; set; }
}

/// <summary>
/// Thin wrapper over the legacy list endpoints. Delete once CallHaven ships lists in v2.
/// </summary>
public sealed class LegacyContactListShim
{
    private readonly HttpClient _http;
    private readonly CallHavenOptions _opts;
    private readonly ILogger<LegacyContactListShim> _logger;

    public LegacyContactListShim(HttpClient http, IOptions<CallHavenOptions> opts, ILogger<LegacyContactListShim> logger)
    {
        _http = http;
        _opts = opts.Value;
        _logger = logger;
        _http.BaseAddress = new Uri(_opts.LegacyBaseUrl);
    }

    public async Task<LegacyContactList?> GetAsync(string id, CancellationToken ct)
    {
        using var req = Build(HttpMethod.Get, $"contact-lists/{Uri.EscapeDataString(id)}");
        using var resp = await _http.SendAsync(req, ct);

        if (resp.IsSuccessStatusCode)
            return await resp.Content.ReadFromJsonAsync<LegacyContactList>(cancellationToken: ct);

        var body = await resp.Content.ReadFromJsonAsync<LegacyErrorBody>(cancellationToken: ct);
        if (resp.StatusCode == HttpStatusCode.NotFound && body?.Error == "contact list not found")
            return null;

        _logger.LogError("CallHaven legacy {Status}: {Error}", (int)resp.StatusCode, body?.Error);
        resp.EnsureSuccessStatusCode();
        return null;
    }

    public async Task DeleteContactAsync(string listId, string contactId, CancellationToken ct)
    {
        using var req = Build(HttpMethod.Delete, $"contact-lists/{listId}/contacts/{contactId}");
        using var resp = await _http.SendAsync(req, ct);
        resp.EnsureSuccessStatusCode();
    }

    private HttpRequestMessage Build(HttpMethod method, string path)
    {
        var req = new HttpRequestMessage(method, path);
        req.Headers.Add("X-API-KEY", _opts.LegacyApiKey);
        req.Headers.Add("X-USER-ID", _opts.LegacyActingUserId);
        return req;
    }
}
