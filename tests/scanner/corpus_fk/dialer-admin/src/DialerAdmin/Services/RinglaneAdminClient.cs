using System.Net;
using System.Net.Http.Json;
using System.Text.Json;
using DialerAdmin.Models;

namespace DialerAdmin.Services;

/// <summary>Typed HttpClient used by the admin pages to manage Ringlane contact lists.</summary>
public sealed class RinglaneAdminClient
{
    private readonly HttpClient _http;
    private readonly ILogger<RinglaneAdminClient> _log;

    public RinglaneAdminClient(HttpClient http, ILogger<RinglaneAdminClient> log)
    {
        _http = http;
        _log = log;
    }

    public async Task<RinglaneResult<IReadOnlyList<ContactListSummary>>> ListAsync(string actingUserId, CancellationToken ct = default)
    {
        using var req = new HttpRequestMessage(HttpMethod.Get, "contact-lists?pageSize=200");
        req.Headers.Add("X-User-Id", actingUserId);
        return await SendAsync<IReadOnlyList<ContactListSummary>>(req, ct);
    }

    public async Task<RinglaneResult<ContactListSummary>> GetAsync(string actingUserId, string listId, CancellationToken ct = default)
    {
        using var req = new HttpRequestMessage(HttpMethod.Get, $"contact-lists/{listId}");
        req.Headers.Add("X-User-Id", actingUserId);
        return await SendAsync<ContactListSummary>(req, ct);
    }

    public async Task<RinglaneResult<bool>> RemoveContactAsync(string actingUserId, string listId, string phone, CancellationToken ct = default)
    {
        var path = $"contact-lists/{listId}/contacts/{Uri.EscapeDataString(phone)}";
        using var req = new HttpRequestMessage(HttpMethod.Delete, path);
        req.Headers.Add("X-User-Id", actingUserId);
        var result = await SendAsync<JsonElement>(req, ct);
        return result.Ok ? RinglaneResult<bool>.Success(true) : RinglaneResult<bool>.Fail(result.Problem!);
    }

    private async Task<RinglaneResult<T>> SendAsync<T>(HttpRequestMessage req, CancellationToken ct)
    {
        using var resp = await _http.SendAsync(req, ct);
        if (resp.IsSuccessStatusCode)
        {
            if (resp.StatusCode == HttpStatusCode.NoContent)
            {
                return RinglaneResult<T>.Success(default!);
            }
            return RinglaneResult<T>.Success((await resp.Content.ReadFromJsonAsync<T>(cancellationToken: ct))!);
        }

        var raw = await resp.Content.ReadAsStringAsync(ct);
        string message;
        try
        {
            using var doc = JsonDocument.Parse(raw);
            message = doc.RootElement.GetProperty("error").GetString() ?? resp.ReasonPhrase ?? "unknown error";
        }
        catch (Exception)
        {
            message = resp.ReasonPhrase ?? "unknown error";
        }

        var friendly = (int)resp.StatusCode switch
        {
            401 => "The Ringlane API key configured for the admin is invalid.",
            404 when message.Equals("user not found", StringComparison.OrdinalIgnoreCase) => "Your account is not provisioned in Ringlane.",
            404 => "That contact list no longer exists.",
            502 => "Ringlane could not reach its login provider. Try again in a minute.",
            503 => "Ringlane has disabled API access for this workspace.",
            429 => "Slow down: Ringlane rate limit hit.",
            _ => message,
        };

        _log.LogWarning("Ringlane {Status}: {Message}", (int)resp.StatusCode, message);
        return RinglaneResult<T>.Fail(new RinglaneProblem { Error = message, Status = (int)resp.StatusCode, Friendly = friendly });
    }
}
