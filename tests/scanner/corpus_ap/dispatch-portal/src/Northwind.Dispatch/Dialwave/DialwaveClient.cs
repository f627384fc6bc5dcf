using System.Net;
using System.Net.Http.Json;
using Microsoft.Extensions.Options;

namespace Northwind.Dispatch.Dialwave;

public sealed class DialwaveClient
{
    private readonly HttpClient _http;
    private readonly ILogger<DialwaveClient> _log;
    private readonly string _actingUser;

    public DialwaveClient(HttpClient http, IOptions<DialwaveOptions> options, ILogger<DialwaveClient> log)
    {
        _http = http;
        _log = log;
        var o = options.Value;
        _actingUser = o.ActingUserEmail;
        _http.BaseAddress = o.BaseAddress;
        _http.DefaultRequestHeaders.Add("x-api-key", o.ApiKey);
        _http.DefaultRequestHeaders.Add("x-user-email", o.ActingUserEmail);
    }

    public async Task<IReadOnlyList<ContactList>> GetListsAsync(CancellationToken ct)
    {
        using var resp = await _http.GetAsync("contact-lists?per_page=100", ct);
        await EnsureOk(resp, ct);
        return await resp.Content.ReadFromJsonAsync<List<ContactList>>(cancellationToken: ct) ?? new();
    }

    public async Task AddDriversAsync(string listId, IEnumerable<string> phones, CancellationToken ct)
    {
        var payload = new { phones = phones.ToArray() };
        using var resp = await _http.PostAsJsonAsync($"contact-lists/{listId}/contacts", payload, ct);
        await EnsureOk(resp, ct);
    }

    public async Task RemoveDriverAsync(string listId, string phone, CancellationToken ct)
    {
        using var resp = await _http.DeleteAsync($"contact-lists/{listId}/contacts/{Uri.EscapeDataString(phone)}", ct);
        if (resp.StatusCode == HttpStatusCode.NotFound)
        {
            return;
        }
        await EnsureOk(resp, ct);
    }

    private async Task EnsureOk(HttpResponseMessage resp, CancellationToken ct)
    {
        if (resp.IsSuccessStatusCode)
        {
            return;
        }

        DialwaveApiError? err = null;
        try
        {
            err = await resp.Content.ReadFromJsonAsync<DialwaveApiError>(cancellationToken: ct);
        }
        catch (System.Text.Json.JsonException)
        {
        }

        var message = err?.Error ?? resp.ReasonPhrase ?? "unknown";
        if (resp.StatusCode == HttpStatusCode.ServiceUnavailable)
        {
            _log.LogCritical("Dialwave public API is disabled for this tenant: {Message}", message);
        }
        else if (resp.StatusCode == HttpStatusCode.NotFound && message.Contains("user not found", StringComparison.OrdinalIgnoreCase))
        {
            _log.LogError("Acting user {User} does not exist in Dialwave", _actingUser);
        }

        throw new DialwaveException((int)resp.StatusCode, message);
    }
}

public sealed record ContactList(string Id, string Name, int Size);
