using System.Net;
using System.Net.Http.Json;
using System.Text.Json;
using Microsoft.Extensions.Logging;

namespace Harborline.Dialer.Services.Ringmesh;

public interface IRingmeshClient
{
    Task<IReadOnlyList<ContactListDto>> GetContactListsAsync(CancellationToken ct = default);
    Task<ContactListDto> GetContactListAsync(string listId, CancellationToken ct = default);
    Task<ContactListDto> CreateContactListAsync(string name, CancellationToken ct = default);
    Task RenameContactListAsync(string listId, string name, CancellationToken ct = default);
    Task DeleteContactListAsync(string listId, CancellationToken ct = default);
    Task AddContactsAsync(string listId, IEnumerable<string> phoneNumbers, CancellationToken ct = default);
    Task RemoveContactAsync(string listId, string phoneNumber, CancellationToken ct = default);
    Task<CallDto> DialAsync(string phoneNumber, string? listId, CancellationToken ct = default);
}

public sealed record ContactListDto(string Id, string Name, int ContactCount, DateTimeOffset UpdatedAt);
public sealed record CallDto(string Id, string Status, string To);

internal sealed class RingmeshClient : IRingmeshClient
{
    private static readonly JsonSerializerOptions Json = new(JsonSerializerDefaults.Web);

    private readonly HttpClient _http;
    private readonly ILogger<RingmeshClient> _log;

    public RingmeshClient(HttpClient http, ILogger<RingmeshClient> log)
    {
        _http = http;
        _log = log;
    }

    public async Task<IReadOnlyList<ContactListDto>> GetContactListsAsync(CancellationToken ct = default)
    {
        using var resp = await _http.GetAsync(RingmeshRoutes.ContactLists, ct);
        await EnsureOkAsync(resp, ct);
        var page = await resp.Content.ReadFromJsonAsync<Page<ContactListDto>>(Json, ct);
        return page?.Data ?? new List<ContactListDto>();
    }

    public async Task<ContactListDto> GetContactListAsync(string listId, CancellationToken ct = default)
    {
        using var resp = await _http.GetAsync(RingmeshRoutes.ContactList(listId), ct);
        await EnsureOkAsync(resp, ct);
        return (await resp.Content.ReadFromJsonAsync<ContactListDto>(Json, ct))!;
    }

    public async Task<ContactListDto> CreateContactListAsync(string name, CancellationToken ct = default)
    {
        using var resp = await _http.PostAsJsonAsync(RingmeshRoutes.ContactLists, new { name }, Json, ct);
        await EnsureOkAsync(resp, ct);
        return (await resp.Content.ReadFromJsonAsync<ContactListDto>(Json, ct))!;
    }

    public async Task RenameContactListAsync(string listId, string name, CancellationToken ct = default)
    {
        using var req = new HttpRequestMessage(HttpMethod.Patch, RingmeshRoutes.ContactList(listId))
        {
            Content = JsonContent.Create(new { name }, options: Json),
        };
        using var resp = await _http.SendAsync(req, ct);
        await EnsureOkAsync(resp, ct);
    }

    public async Task DeleteContactListAsync(string listId, CancellationToken ct = default)
    {
        using var resp = await _http.DeleteAsync(RingmeshRoutes.ContactList(listId), ct);
        if (resp.StatusCode == HttpStatusCode.NotFound)
        {
            _log.LogInformation("Contact list {ListId} already gone", listId);
            return;
        }
        await EnsureOkAsync(resp, ct);
    }

    public async Task AddContactsAsync(string listId, IEnumerable<string> phoneNumbers, CancellationToken ct = default)
    {
        var payload = new { contacts = phoneNumbers.Select(p => new { phone = p }).ToArray() };
        using var resp = await _http.PostAsJsonAsync(RingmeshRoutes.ListContacts(listId), payload, Json, ct);
        await EnsureOkAsync(resp, ct);
    }

    public async Task RemoveContactAsync(string listId, string phoneNumber, CancellationToken ct = default)
    {
        using var resp = await _http.DeleteAsync(RingmeshRoutes.ListContactByPhone(listId, phoneNumber), ct);
        await EnsureOkAsync(resp, ct);
    }

    public async Task<CallDto> DialAsync(string phoneNumber, string? listId, CancellationToken ct = default)
    {
        using var resp = await _http.PostAsJsonAsync(RingmeshRoutes.Dial, new { to = phoneNumber, contactListId = listId }, Json, ct);
        await EnsureOkAsync(resp, ct);
        return (await resp.Content.ReadFromJsonAsync<CallDto>(Json, ct))!;
    }

    private async Task EnsureOkAsync(HttpResponseMessage resp, CancellationToken ct)
    {
        if (resp.IsSuccessStatusCode)
        {
            return;
        }

        RingmeshErrorBody? body = null;
        try
        {
            body = await resp.Content.ReadFromJsonAsync<RingmeshErrorBody>(Json, ct);
        }
        catch (JsonException)
        {
            // Some proxies return HTML on 5xx; fall through with the status only.
        }

        var message = body?.Error ?? resp.ReasonPhrase ?? "Ringmesh request failed";
        _log.LogWarning("Ringmesh {Status}: {Message}", (int)resp.StatusCode, message);

        switch (resp.StatusCode)
        {
            case HttpStatusCode.NotFound when string.Equals(message, "user not found", StringComparison.OrdinalIgnoreCase):
                throw new RingmeshUserNotFoundException(message);
            case HttpStatusCode.BadGateway:
                throw new RingmeshUnavailableException(resp.StatusCode, "Ringmesh could not reach the identity provider. Try again shortly.");
            case HttpStatusCode.ServiceUnavailable:
                throw new RingmeshUnavailableException(resp.StatusCode, "The Ringmesh public API is disabled for this account.");
            default:
                if (body?.Details is { Count: > 0 } details)
                {
                    foreach (var d in details)
                    {
                        _log.LogDebug("  {Path}: {Detail}", d.Path, d.Message);
                    }
                }
                throw new RingmeshApiException(resp.StatusCode, message, body?.Details);
        }
    }

    private sealed class Page<T>
    {
        public List<T> Data { get; set; } = new();
        public string? NextCursor { get; set; }
    }
}
