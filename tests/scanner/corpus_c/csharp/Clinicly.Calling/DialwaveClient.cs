using System.Net;
using System.Net.Http.Json;
using System.Text.Json;
using System.Text.Json.Serialization;
using Microsoft.Extensions.Options;

namespace Clinicly.Calling;

public sealed record DialwaveOptions
{
    public string BaseUrl { get; init; } = "";
    public string ApiKey { get; init; } = "";
    public string ActingUserEmail { get; init; } = "";
}

public sealed record DialwaveError(
    [property: JsonPropertyName("error")] string Error,
    [property: JsonPropertyName("details")] JsonElement? Details);

public sealed class DialwaveClient
{
    private readonly HttpClient _http;

    public DialwaveClient(HttpClient http, IOptions<DialwaveOptions> opts)
    {
        _http = http;
        _http.BaseAddress = new Uri(opts.Value.BaseUrl);
        _http.DefaultRequestHeaders.Add("X-API-Key", opts.Value.ApiKey);
        _http.DefaultRequestHeaders.Add("X-User-Email", opts.Value.ActingUserEmail);
    }

    public async Task<JsonDocument> CreateListAsync(string name, IEnumerable<string> phones, CancellationToken ct)
    {
        var payload = new { name, contacts = phones.Select(p => new { phone = p }) };
        using var resp = await _http.PostAsJsonAsync("contact-lists", payload, ct);
        if (resp.IsSuccessStatusCode)
            return await JsonDocument.ParseAsync(await resp.Content.ReadAsStreamAsync(ct), cancellationToken: ct);

        var err = await resp.Content.ReadFromJsonAsync<DialwaveError>(cancellationToken: ct);
        throw resp.StatusCode switch
        {
            HttpStatusCode.BadGateway => new DialwaveTransientException("identity provider unreachable"),
            HttpStatusCode.NotFound when err?.Error == "user not found" => new StaffNotLinkedException(),
            _ => new DialwaveException(resp.ReasonPhrase ?? "unknown"),
        };
    }
}

public class DialwaveException(string message) : Exception(message);
public sealed class DialwaveTransientException(string m) : DialwaveException(m);
public sealed class DialwaveDisabledException() : DialwaveException("Dialwave API disabled");
public sealed class StaffNotLinkedException() : DialwaveException("staff not linked to Dialwave");
