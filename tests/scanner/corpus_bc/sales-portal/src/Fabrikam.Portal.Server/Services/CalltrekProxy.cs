using System.Net;
using System.Net.Http.Json;
using System.Text.Json.Nodes;
using Microsoft.Extensions.Options;

namespace Fabrikam.Portal.Server.Services;

public sealed class CalltrekProxyOptions
{
    public string BaseUrl { get; set; } = string.Empty;
    public string ApiKey { get; set; } = string.Empty;
}

public sealed class CalltrekException(HttpStatusCode status, string? errorMessage) : Exception(errorMessage)
{
    public HttpStatusCode StatusCode { get; } = status;
    public string? ErrorMessage { get; } = errorMessage;
}

/// <summary>Forwards portal actions to Calltrek on behalf of the signed-in SDR.</summary>
public sealed class CalltrekProxy
{
    private readonly HttpClient _http;

    public CalltrekProxy(HttpClient http, IOptions<CalltrekProxyOptions> options)
    {
        _http = http;
        _http.BaseAddress = new Uri(options.Value.BaseUrl.TrimEnd('/') + "/");
        _http.DefaultRequestHeaders.Add("x-api-key", options.Value.ApiKey);
    }

    public Task<JsonArray?> ListsAsync(string idpUserId, CancellationToken ct) =>
        SendAsync<JsonArray>(HttpMethod.Get, "contact-lists", idpUserId, null, ct);

    public Task<JsonObject?> AddContactAsync(string listId, string phone, string name, string idpUserId, CancellationToken ct) =>
        SendAsync<JsonObject>(HttpMethod.Post, $"contact-lists/{listId}/contacts", idpUserId, new { contacts = new[] { new { phone, name } } }, ct);

    private async Task<T?> SendAsync<T>(HttpMethod method, string path, string idpUserId, object? body, CancellationToken ct)
    {
        using var req = new HttpRequestMessage(method, path);
        req.Headers.Add("x-user-id", idpUserId);
        if (body is not null)
        {
            req.Content = JsonContent.Create(body);
        }

        using var res = await _http.SendAsync(req, ct);
        if (!res.IsSuccessStatusCode)
        {
            var json = await res.Content.ReadFromJsonAsync<JsonObject>(cancellationToken: ct);
            var error = json?["error"]?.GetValue<string>();
            throw new CalltrekException(res.StatusCode, error);
        }

        return await res.Content.ReadFromJsonAsync<T>(cancellationToken: ct);
    }
}
