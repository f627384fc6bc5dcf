using System.Net;
using System.Net.Http.Json;
using Microsoft.Extensions.Options;

namespace Outreach.Api.Ringvale;

public sealed class RingvaleClient
{
    private readonly HttpClient _http;
    private readonly ILogger<RingvaleClient> _log;

    public RingvaleClient(HttpClient http, IOptions<RingvaleOptions> options, ILogger<RingvaleClient> log)
    {
        var o = options.Value;
        _http = http;
        _http.BaseAddress = new Uri(o.BaseUrl);
        _http.Timeout = o.Timeout;
        _http.DefaultRequestHeaders.Add(RingvaleConstants.ApiKeyHeader, o.ApiKey);
        _log = log;
    }

    public async Task<IReadOnlyList<ContactListDto>> GetContactListsAsync(string actingEmail, CancellationToken ct)
    {
        using var req = new HttpRequestMessage(HttpMethod.Get, RingvaleConstants.ContactListsPath);
        req.Headers.Add(RingvaleConstants.ActingUserHeader, actingEmail);
        using var resp = await _http.SendAsync(req, ct);
        await EnsureSuccessAsync(resp, ct);
        return await resp.Content.ReadFromJsonAsync<List<ContactListDto>>(cancellationToken: ct) ?? [];
    }

    public async Task<ContactListDto?> GetContactListAsync(string listId, string actingEmail, CancellationToken ct)
    {
        using var req = new HttpRequestMessage(HttpMethod.Get, $"contact-lists/{Uri.EscapeDataString(listId)}");
        req.Headers.Add(RingvaleConstants.ActingUserHeader, actingEmail);
        using var resp = await _http.SendAsync(req, ct);
        await EnsureSuccessAsync(resp, ct);
        return await resp.Content.ReadFromJsonAsync<ContactListDto>(cancellationToken: ct);
    }

    public async Task AppendContactsAsync(string listId, IEnumerable<string> phones, string actingEmail, CancellationToken ct)
    {
        var path = $"contact-lists/{Uri.EscapeDataString(listId)}/contacts";
        using var req = new HttpRequestMessage(HttpMethod.Post, path)
        {
            Content = JsonContent.Create(new { contacts = phones.Select(p => new { phone = p }) })
        };
        req.Headers.Add(RingvaleConstants.ActingUserHeader, actingEmail);
        using var resp = await _http.SendAsync(req, ct);
        await EnsureSuccessAsync(resp, ct);
    }

    public async Task RemoveContactAsync(string listId, string phone, string actingEmail, CancellationToken ct)
    {
        using var req = new HttpRequestMessage(HttpMethod.Delete,
            $"contact-lists/{listId}/contacts/{Uri.EscapeDataString(phone)}");
        req.Headers.Add(RingvaleConstants.ActingUserHeader, actingEmail);
        using var resp = await _http.SendAsync(req, ct);
        if (resp.StatusCode == HttpStatusCode.NotFound)
        {
            // contact or list already gone - nothing to do
            return;
        }
        await EnsureSuccessAsync(resp, ct);
    }

    public async Task RenameListAsync(string listId, string name, string actingEmail, CancellationToken ct)
    {
        using var req = new HttpRequestMessage(HttpMethod.Patch, $"contact-lists/{listId}")
        {
            Content = JsonContent.Create(new { name })
        };
        req.Headers.Add(RingvaleConstants.ActingUserHeader, actingEmail);
        using var resp = await _http.SendAsync(req, ct);
        await EnsureSuccessAsync(resp, ct);
    }

    public async Task DeleteListAsync(string listId, string actingEmail, CancellationToken ct)
    {
        using var req = new HttpRequestMessage(HttpMethod.Delete, RingvaleConstants.ContactListsPath + "/" + listId);
        req.Headers.Add(RingvaleConstants.ActingUserHeader, actingEmail);
        using var resp = await _http.SendAsync(req, ct);
        await EnsureSuccessAsync(resp, ct);
    }

    private async Task EnsureSuccessAsync(HttpResponseMessage resp, CancellationToken ct)
    {
        if (resp.IsSuccessStatusCode) return;

        var error = await RingvaleError.ReadAsync(resp, ct);
        switch (resp.StatusCode)
        {
            case HttpStatusCode.Unauthorized:
                throw new RingvaleApiException(resp.StatusCode, "Ringvale rejected our API key", error);
            case HttpStatusCode.BadGateway:
                _log.LogWarning("Ringvale could not reach its identity provider; marking transient");
                throw new RingvaleApiException(resp.StatusCode, error?.Error ?? "identity provider unreachable", error) { IsTransient = true };
            case HttpStatusCode.ServiceUnavailable:
                throw new RingvaleApiException(resp.StatusCode, "Ringvale public API is disabled for our tenant", error);
            default:
                throw new RingvaleApiException(resp.StatusCode, error?.Error ?? resp.ReasonPhrase ?? "unknown error", error);
        }
    }
}

public sealed record ContactListDto(string Id, string Name, int ContactCount, DateTimeOffset UpdatedAt);
