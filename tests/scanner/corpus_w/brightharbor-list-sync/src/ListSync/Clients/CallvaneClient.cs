using System.Net;
using System.Net.Http.Json;
using Microsoft.Extensions.Options;

namespace Brightharbor.ListSync.Clients;

public sealed class CallvaneClient
{
    private readonly HttpClient _http;
    private readonly CallvaneOptions _opts;
    private readonly ILogger<CallvaneClient> _log;

    public CallvaneClient(HttpClient http, IOptions<CallvaneOptions> opts, ILogger<CallvaneClient> log)
    {
        _http = http;
        _opts = opts.Value;
        _log = log;
        _http.BaseAddress = _opts.BaseUrl;
        _http.DefaultRequestHeaders.Add(CallvaneOptions.ApiKeyHeader, _opts.ApiKey);
    }

    public Task<List<ContactListDto>?> GetListsAsync(CancellationToken ct) =>
        SendAsync<List<ContactListDto>>(new HttpRequestMessage(HttpMethod.Get, "contact-lists"), ct);

    public Task<ContactListDto?> CreateListAsync(string name, CancellationToken ct) =>
        SendAsync<ContactListDto>(new HttpRequestMessage(HttpMethod.Post, "contact-lists")
        {
            Content = JsonContent.Create(new { name }),
        }, ct);

    public async Task AppendAsync(string listId, IEnumerable<string> phones, CancellationToken ct)
    {
        var req = new HttpRequestMessage(HttpMethod.Post, $"contact-lists/{Uri.EscapeDataString(listId)}/contacts")
        {
            Content = JsonContent.Create(new { contacts = phones.Select(p => new { phone = p }) }),
        };
        await SendAsync<object>(req, ct);
    }

    public async Task DeleteListAsync(string listId, CancellationToken ct)
    {
        await SendAsync<object>(new HttpRequestMessage(HttpMethod.Delete, $"contact-lists/{listId}"), ct);
    }

    private async Task<T?> SendAsync<T>(HttpRequestMessage req, CancellationToken ct)
    {
        req.Headers.Add(CallvaneOptions.ActingUserHeader, _opts.ServiceAccountEmail);
        using var res = await _http.SendAsync(req, ct);
        if (res.IsSuccessStatusCode)
        {
            return res.StatusCode == HttpStatusCode.NoContent ? default : await res.Content.ReadFromJsonAsync<T>(ct);
        }

        var body = await res.Content.ReadFromJsonAsync<CallvaneErrorBody>(ct);
        var message = body?.Error ?? res.ReasonPhrase ?? "unknown error";

        switch (res.StatusCode)
        {
            case HttpStatusCode.ServiceUnavailable:
                _log.LogCritical("Callvane public API is disabled for our tenant: {Message}", message);
                break;
            case HttpStatusCode.NotFound when message == "user not found":
                _log.LogError("Service account {Email} is missing in Callvane", _opts.ServiceAccountEmail);
                break;
        }

        throw new CallvaneApiException((int)res.StatusCode, message, body?.Details);
    }
}

public sealed record ContactListDto(string Id, string Name, int ContactCount);
