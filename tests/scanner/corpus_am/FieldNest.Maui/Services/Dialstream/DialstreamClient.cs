using System.Net.Http.Json;
using Microsoft.Extensions.Configuration;

namespace FieldNest.Maui.Services.Dialstream;

public sealed record ContactListItem(string Id, string Name, int ContactCount);
public sealed record ContactListPage(List<ContactListItem> Data);

public sealed class DialstreamClient
{
    private readonly HttpClient _http;
    private readonly ISessionService _session;

    public DialstreamClient(HttpClient http, IConfiguration config, ISessionService session)
    {
        _http = http;
        _session = session;
        _http.BaseAddress = new Uri(config["Dialstream:BaseUrl"]!);
        _http.Timeout = TimeSpan.FromSeconds(config.GetValue("Dialstream:TimeoutSeconds", 15));
        _http.DefaultRequestHeaders.Add("x-api-key", config["Dialstream:ApiKey"]);
    }

    public async Task<IReadOnlyList<ContactListItem>> GetListsAsync(CancellationToken ct = default)
    {
        using var req = Build(HttpMethod.Get, "contact-lists");
        using var res = await _http.SendAsync(req, ct);
        await EnsureOk(res, ct);
        var page = await res.Content.ReadFromJsonAsync<ContactListPage>(cancellationToken: ct);
        return page?.Data ?? new List<ContactListItem>();
    }

    public async Task AddContactsAsync(string listId, IEnumerable<string> phones, CancellationToken ct = default)
    {
        using var req = Build(HttpMethod.Post, $"contact-lists/{listId}/contacts");
        req.Content = JsonContent.Create(new { contacts = phones.Select(p => new { phone = p }) });
        using var res = await _http.SendAsync(req, ct);
        await EnsureOk(res, ct);
    }

    public async Task DeleteListAsync(string listId, CancellationToken ct = default)
    {
        using var req = Build(HttpMethod.Delete, $"contact-lists/{Uri.EscapeDataString(listId)}");
        using var res = await _http.SendAsync(req, ct);
        await EnsureOk(res, ct);
    }

    private HttpRequestMessage Build(HttpMethod method, string relative)
    {
        var req = new HttpRequestMessage(method, relative);
        req.Headers.Add("X-User-Email", _session.CurrentEmail);
        return req;
    }

    private static async Task EnsureOk(HttpResponseMessage res, CancellationToken ct)
    {
        if (res.IsSuccessStatusCode) return;

        DialstreamErrorResponse? body = null;
        try { body = await res.Content.ReadFromJsonAsync<DialstreamErrorResponse>(cancellationToken: ct); }
        catch (System.Text.Json.JsonException) { }

        var message = body?.Error ?? res.ReasonPhrase ?? "Dialstream error";
        var status = (int)res.StatusCode;
        var kind = status switch
        {
            502 => DialstreamFailureKind.IdentityProviderUnavailable,
            503 => DialstreamFailureKind.ApiDisabled,
            404 when message == "user not found" => DialstreamFailureKind.UserNotFound,
            404 => DialstreamFailureKind.ListNotFound,
            429 => DialstreamFailureKind.RateLimited,
            _ => DialstreamFailureKind.Other,
        };
        throw new DialstreamException(kind, status, message);
    }
}
