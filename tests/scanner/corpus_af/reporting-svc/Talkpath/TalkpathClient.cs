using System.Net;
using System.Net.Http.Json;
using Microsoft.Extensions.Options;

namespace Quillstone.Reporting.Talkpath;

public sealed class TalkpathOptions
{
    public string BaseUrl { get; set; } = "";
    public string ApiKey { get; set; } = "";
    public string ActingUserEmail { get; set; } = "";
}

public sealed class TalkpathClient
{
    private readonly HttpClient _http;
    private readonly ILogger<TalkpathClient> _log;

    public TalkpathClient(HttpClient http, IOptions<TalkpathOptions> opts, ILogger<TalkpathClient> log)
    {
        _http = http;
        _log = log;
        _http.BaseAddress = new Uri(opts.Value.BaseUrl);
        _http.DefaultRequestHeaders.Add("x-api-key", opts.Value.ApiKey);
        _http.DefaultRequestHeaders.Add("X-User-Email", opts.Value.ActingUserEmail);
    }

    public async Task<IReadOnlyList<ContactListSummary>> GetListsAsync(CancellationToken ct)
    {
        using var resp = await _http.GetAsync("contact-lists?include=counts", ct);
        switch (resp.StatusCode)
        {
            case HttpStatusCode.OK:
                return await resp.Content.ReadFromJsonAsync<List<ContactListSummary>>(cancellationToken: ct) ?? new();
            case HttpStatusCode.BadGateway:
                _log.LogWarning("Talkpath IdP unreachable, skipping this run");
                return Array.Empty<ContactListSummary>();
            case HttpStatusCode.ServiceUnavailable:
                throw new InvalidOperationException("Talkpath API is disabled on the server");
            default:
                var err = await resp.Content.ReadFromJsonAsync<TalkpathError>(cancellationToken: ct);
                throw new HttpRequestException($"Talkpath {(int)resp.StatusCode}: {err?.Error}", null, resp.StatusCode);
        }
    }
}

public sealed record ContactListSummary(long Id, string Name, int Count);
