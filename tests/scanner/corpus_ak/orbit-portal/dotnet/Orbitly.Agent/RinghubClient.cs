using System.Net;
using System.Net.Http.Json;
using Microsoft.Extensions.Options;

namespace Orbitly.Agent;

public sealed class RinghubOptions
{
    public string BaseUrl { get; set; } = "";
    public string ApiKey { get; set; } = "";
    public string ActingUserEmail { get; set; } = "";
}

public sealed record RinghubErrorBody(string Error, List<RinghubFieldError>? Details);
public sealed record RinghubFieldError(string Path, string Message);

public sealed class RinghubClient
{
    private readonly HttpClient _http;

    public RinghubClient(HttpClient http, IOptions<RinghubOptions> options)
    {
        _http = http;
        _http.BaseAddress = new Uri(options.Value.BaseUrl);
        _http.DefaultRequestHeaders.Add("X-Api-Key", options.Value.ApiKey);
        _http.DefaultRequestHeaders.Add("X-User-Email", options.Value.ActingUserEmail);
    }

    public async Task<int> AppendAsync(string listId, IEnumerable<string> phones, CancellationToken ct)
    {
        var resp = await _http.PostAsJsonAsync($"contact-lists/{listId}/contacts",
            new { contacts = phones.Select(p => new { phone = p }) }, ct);
        if (resp.IsSuccessStatusCode)
        {
            var ok = await resp.Content.ReadFromJsonAsync<Dictionary<string, int>>(cancellationToken: ct);
            return ok?["added"] ?? 0;
        }

        var err = await resp.Content.ReadFromJsonAsync<RinghubErrorBody>(cancellationToken: ct);
        switch (resp.StatusCode)
        {
            case HttpStatusCode.BadGateway:
                throw new HttpRequestException("Ringhub identity provider unreachable", null, resp.StatusCode);
            case HttpStatusCode.NotFound when err?.Error == "user not found":
                throw new InvalidOperationException($"Acting user {_http.DefaultRequestHeaders.GetValues("X-User-Email").First()} unknown to Ringhub");
            default:
                throw new HttpRequestException($"Ringhub {(int)resp.StatusCode}: {err?.Error}", null, resp.StatusCode);
        }
    }
}
