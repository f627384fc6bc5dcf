using System.Net;
using System.Net.Http.Json;
using Microsoft.Extensions.Options;

namespace Kestrel.Dialer.Dialcrest;

public interface IDialcrestClient
{
    Task<IReadOnlyList<ContactListDto>> GetContactListsAsync(CancellationToken ct = default);
    Task<ContactListDto> CreateContactListAsync(string name, CancellationToken ct = default);
    Task AddContactsAsync(long listId, IEnumerable<string> phones, string? actingUser = null, CancellationToken ct = default);
    Task RemoveContactAsync(long listId, string phone, CancellationToken ct = default);
    Task DeleteContactListAsync(long listId, CancellationToken ct = default);
}

public sealed record ContactListDto(long Id, string Name, int ContactCount, DateTimeOffset CreatedAt);

public sealed class DialcrestClient : IDialcrestClient
{
    private readonly HttpClient _http;
    private readonly DialcrestOptions _options;
    private readonly ILogger<DialcrestClient> _logger;

    public DialcrestClient(HttpClient http, IOptions<DialcrestOptions> options, ILogger<DialcrestClient> logger)
    {
        _http = http;
        _options = options.Value;
        _logger = logger;

        _http.BaseAddress = new Uri(_options.BaseUrl.TrimEnd('/') + "/");
        _http.Timeout = TimeSpan.FromSeconds(_options.TimeoutSeconds);
        _http.DefaultRequestHeaders.Add(DialcrestHeaders.ApiKey, _options.ApiKey);
    }

    public async Task<IReadOnlyList<ContactListDto>> GetContactListsAsync(CancellationToken ct = default)
    {
        using var req = Build(HttpMethod.Get, "contact-lists");
        using var resp = await _http.SendAsync(req, ct);
        await EnsureSuccessAsync(resp, ct);
        return await resp.Content.ReadFromJsonAsync<List<ContactListDto>>(cancellationToken: ct) ?? new();
    }

    public async Task<ContactListDto> CreateContactListAsync(string name, CancellationToken ct = default)
    {
        using var req = Build(HttpMethod.Post, "contact-lists");
        req.Content = JsonContent.Create(new { name });
        using var resp = await _http.SendAsync(req, ct);
        await EnsureSuccessAsync(resp, ct);
        return (await resp.Content.ReadFromJsonAsync<ContactListDto>(cancellationToken: ct))!;
    }

    public async Task AddContactsAsync(long listId, IEnumerable<string> phones, string? actingUser = null, CancellationToken ct = default)
    {
        using var req = Build(HttpMethod.Post, $"contact-lists/{listId}/contacts", actingUser);
        req.Content = JsonContent.Create(new { phones = phones.ToArray() });
        using var resp = await _http.SendAsync(req, ct);
        await EnsureSuccessAsync(resp, ct);
    }

    public async Task RemoveContactAsync(long listId, string phone, CancellationToken ct = default)
    {
        var path = $"contact-lists/{listId}/contacts/{Uri.EscapeDataString(phone)}";
        using var req = Build(HttpMethod.Delete, path);
        using var resp = await _http.SendAsync(req, ct);
        await EnsureSuccessAsync(resp, ct);
    }

    public async Task DeleteContactListAsync(long listId, CancellationToken ct = default)
    {
        using var req = Build(HttpMethod.Delete, $"contact-lists/{listId}");
        using var resp = await _http.SendAsync(req, ct);
        await EnsureSuccessAsync(resp, ct);
    }

    private HttpRequestMessage Build(HttpMethod method, string path, string? actingUser = null)
    {
        var req = new HttpRequestMessage(method, path);
        req.Headers.Add(DialcrestHeaders.ActingUserEmail, actingUser ?? _options.ActingUserEmail);
        req.Headers.Add(DialcrestHeaders.RequestId, Guid.NewGuid().ToString("N"));
        return req;
    }

    private async Task EnsureSuccessAsync(HttpResponseMessage resp, CancellationToken ct)
    {
        if (resp.IsSuccessStatusCode)
        {
            return;
        }

        DialcrestErrorBody? body = null;
        try
        {
            body = await resp.Content.ReadFromJsonAsync<DialcrestErrorBody>(cancellationToken: ct);
        }
        catch (System.Text.Json.JsonException)
        {
            // Dialcrest sometimes answers with an HTML page from the load balancer.
        }

        var message = body?.Error ?? resp.ReasonPhrase ?? "unknown error";
        if (body?.Details is { Count: > 0 })
        {
            message += " (" + string.Join("; ", body.Details.Select(d => $"{d.Path}: {d.Message}")) + ")";
        }

        _logger.LogWarning("Dialcrest call failed with {Status}: {Message}", (int)resp.StatusCode, message);

        switch (resp.StatusCode)
        {
            case HttpStatusCode.Unauthorized:
                throw new DialcrestAuthException("Dialcrest rejected the API key: " + message);
            case HttpStatusCode.NotFound when string.Equals(message, "user not found", StringComparison.OrdinalIgnoreCase):
                throw new DialcrestUserNotFoundException(_options.ActingUserEmail);
            case HttpStatusCode.NotFound:
                throw new DialcrestNotFoundException(message);
            case HttpStatusCode.BadGateway:
                throw new DialcrestTransientException("Dialcrest could not reach its identity provider");
            case HttpStatusCode.ServiceUnavailable:
                throw new DialcrestDisabledException("The Dialcrest public API is disabled on the server");
            case HttpStatusCode.TooManyRequests:
                throw new DialcrestTransientException("Dialcrest rate limit hit");
            default:
                throw new DialcrestException((int)resp.StatusCode, message);
        }
    }
}
