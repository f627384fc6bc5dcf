using System.Net;
using System.Net.Http.Json;
using Microsoft.Extensions.Logging;
using Microsoft.Extensions.Options;

namespace CrmFunctions.Callcove;

public sealed class CallcoveException(HttpStatusCode status, string message, bool transient = false) : Exception(message)
{
    public HttpStatusCode Status { get; } = status;
    public bool Transient { get; } = transient;
}

public sealed class CallcoveHttp
{
    private readonly HttpClient _http;
    private readonly CallcoveOptions _opts;
    private readonly ILogger<CallcoveHttp> _log;

    public CallcoveHttp(HttpClient http, IOptions<CallcoveOptions> opts, ILogger<CallcoveHttp> log)
    {
        _http = http;
        _opts = opts.Value;
        _log = log;
        _http.BaseAddress = new Uri(_opts.BaseUrl);
        _http.DefaultRequestHeaders.Add("X-API-KEY", _opts.ApiKey);
    }

    public async Task<int> AppendContactsAsync(string listId, IEnumerable<string> phones, string? actingEmail, CancellationToken ct)
    {
        using var req = new HttpRequestMessage(HttpMethod.Post, $"contact-lists/{listId}/contacts")
        {
            Content = JsonContent.Create(new { contacts = phones.Select(p => new { phone = p }) }),
        };
        req.Headers.Add("X-User-Email", actingEmail ?? _opts.ServiceUserEmail);

        using var resp = await _http.SendAsync(req, ct);
        if (resp.IsSuccessStatusCode)
        {
            var ok = await resp.Content.ReadFromJsonAsync<Dictionary<string, int>>(cancellationToken: ct);
            return ok?.GetValueOrDefault("added") ?? 0;
        }

        var err = await resp.Content.ReadFromJsonAsync<CallcoveErrorBody>(cancellationToken: ct) ?? new CallcoveErrorBody();
        switch (resp.StatusCode)
        {
            case HttpStatusCode.BadGateway:
                throw new CallcoveException(resp.StatusCode, "Callcove identity provider unreachable", transient: true);
            case HttpStatusCode.ServiceUnavailable:
                _log.LogWarning("Callcove API disabled: {Error}", err.Error);
                throw new CallcoveException(resp.StatusCode, "Callcove API disabled");
            default:
                throw new CallcoveException(resp.StatusCode, err.Error);
        }
    }
}
