using System.Net;
using System.Net.Http.Json;
using Microsoft.Extensions.Options;

namespace Meridel.Outreach.Api.Voxbridge;

public sealed record ContactList(long Id, string Name, int ContactCount);

public sealed record ContactListPage(IReadOnlyList<ContactList> Items);

public interface IVoxbridgeClient
{
    Task<IReadOnlyList<ContactList>> GetListsAsync(string actingUserId, CancellationToken ct = default);
    Task<ContactList> CreateListAsync(string actingUserId, string name, CancellationToken ct = default);
    Task RenameListAsync(string actingUserId, long listId, string name, CancellationToken ct = default);
    Task AddContactsAsync(string actingUserId, long listId, IEnumerable<string> phones, CancellationToken ct = default);
    Task RemoveContactAsync(string actingUserId, long listId, string phone, CancellationToken ct = default);
}

public sealed class VoxbridgeClient : IVoxbridgeClient
{
    private readonly HttpClient _http;
    private readonly ILogger<VoxbridgeClient> _logger;

    public VoxbridgeClient(HttpClient http, IOptions<VoxbridgeOptions> options, ILogger<VoxbridgeClient> logger)
    {
        _http = http;
        _logger = logger;
        _http.BaseAddress ??= new Uri(options.Value.BaseUrl);
        _http.DefaultRequestHeaders.Add(VoxbridgeHeaders.ApiKey, options.Value.ApiKey);
    }

    public async Task<IReadOnlyList<ContactList>> GetListsAsync(string actingUserId, CancellationToken ct = default)
    {
        using var req = Build(HttpMethod.Get, VoxbridgeRoutes.ContactLists, actingUserId);
        var page = await SendAsync<ContactListPage>(req, ct);
        return page?.Items ?? Array.Empty<ContactList>();
    }

    public async Task<ContactList> CreateListAsync(string actingUserId, string name, CancellationToken ct = default)
    {
        using var req = Build(HttpMethod.Post, VoxbridgeRoutes.ContactLists, actingUserId);
        req.Content = JsonContent.Create(new { name });
        return (await SendAsync<ContactList>(req, ct))!;
    }

    public async Task RenameListAsync(string actingUserId, long listId, string name, CancellationToken ct = default)
    {
        using var req = Build(HttpMethod.Patch, VoxbridgeRoutes.ContactList(listId), actingUserId);
        req.Content = JsonContent.Create(new { name });
        await SendAsync<object>(req, ct);
    }

    public async Task AddContactsAsync(string actingUserId, long listId, IEnumerable<string> phones, CancellationToken ct = default)
    {
        using var req = Build(HttpMethod.Post, VoxbridgeRoutes.Contacts(listId), actingUserId);
        req.Content = JsonContent.Create(new { contacts = phones.Select(p => new { phone = p }) });
        await SendAsync<object>(req, ct);
    }

    public async Task RemoveContactAsync(string actingUserId, long listId, string phone, CancellationToken ct = default)
    {
        using var req = Build(HttpMethod.Delete, VoxbridgeRoutes.Contact(listId, phone), actingUserId);
        await SendAsync<object>(req, ct);
    }

    private static HttpRequestMessage Build(HttpMethod method, string path, string actingUserId)
    {
        var req = new HttpRequestMessage(method, path);
        req.Headers.Add(VoxbridgeHeaders.ActingUserId, actingUserId);
        return req;
    }

    private async Task<T?> SendAsync<T>(HttpRequestMessage req, CancellationToken ct)
    {
        using var res = await _http.SendAsync(req, ct);
        if (res.IsSuccessStatusCode)
        {
            return res.StatusCode == HttpStatusCode.NoContent ? default : await res.Content.ReadFromJsonAsync<T>(cancellationToken: ct);
        }

        VoxbridgeErrorResponse? body = null;
        try
        {
            body = await res.Content.ReadFromJsonAsync<VoxbridgeErrorResponse>(cancellationToken: ct);
        }
        catch (System.Text.Json.JsonException)
        {
            // non-JSON error page from the load balancer
        }

        switch (res.StatusCode)
        {
            case HttpStatusCode.BadGateway:
                _logger.LogWarning("Voxbridge identity provider unreachable for {Path}", req.RequestUri);
                break;
            case HttpStatusCode.ServiceUnavailable:
                _logger.LogError("Voxbridge public API is disabled for this workspace");
                break;
            case HttpStatusCode.NotFound when body?.Error == "user not found":
                _logger.LogWarning("Acting user is not provisioned in Voxbridge");
                break;
        }

        foreach (var d in body?.Details ?? Array.Empty<VoxbridgeErrorDetail>())
        {
            _logger.LogDebug("Voxbridge validation: {Path} {Message}", d.Path, d.Message);
        }

        throw new VoxbridgeApiException((int)res.StatusCode, body);
    }
}
