using System.Net;
using System.Net.Http.Json;
using Microsoft.Extensions.Options;

namespace Tidewater.Billing.Ringdeck;

/// <summary>Collections team: call lists of customers with overdue invoices.</summary>
public sealed class RingdeckClient
{
    private readonly HttpClient _http;
    private readonly ILogger<RingdeckClient> _log;

    public RingdeckClient(HttpClient http, ILogger<RingdeckClient> log)
    {
        _http = http;
        _log = log;
    }

    public async Task<string> CreateOverdueListAsync(string name, CancellationToken ct = default)
    {
        using var resp = await _http.PostAsJsonAsync("contact-lists", new { name }, ct);
        await EnsureOkAsync(resp, ct);
        var created = await resp.Content.ReadFromJsonAsync<Dictionary<string, object>>(cancellationToken: ct);
        return created!["id"].ToString()!;
    }

    public async Task AddCustomerAsync(string listId, string phone, CancellationToken ct = default)
    {
        var body = new { contacts = new[] { new { phone } } };
        using var resp = await _http.PostAsJsonAsync($"contact-lists/{listId}/contacts", body, ct);
        await EnsureOkAsync(resp, ct);
    }

    public async Task DeleteListAsync(string listId, CancellationToken ct = default)
    {
        using var resp = await _http.DeleteAsync($"contact-lists/{Uri.EscapeDataString(listId)}", ct);
        if (resp.StatusCode == HttpStatusCode.NotFound) return; // already deleted
        await EnsureOkAsync(resp, ct);
    }

    private async Task EnsureOkAsync(HttpResponseMessage resp, CancellationToken ct)
    {
        if (resp.IsSuccessStatusCode) return;

        RingdeckErrorResponse? err = null;
        try { err = await resp.Content.ReadFromJsonAsync<RingdeckErrorResponse>(cancellationToken: ct); }
        catch (System.Text.Json.JsonException) { /* html from their LB */ }

        var message = err?.Error ?? resp.ReasonPhrase ?? "unknown";
        if (resp.StatusCode == HttpStatusCode.NotFound && message.Contains("user not found", StringComparison.OrdinalIgnoreCase))
        {
            _log.LogError("Ringdeck does not know the billing acting user; check Ringdeck:ActingUserEmail");
        }
        else if (resp.StatusCode == HttpStatusCode.ServiceUnavailable)
        {
            _log.LogWarning("Ringdeck API is disabled on the server side");
        }
        throw new RingdeckException((int)resp.StatusCode, message);
    }
}
