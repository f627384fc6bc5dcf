using System.Net;
using System.Net.Http.Json;

namespace Outreach.Api.Ringforge;

public sealed record ContactListDto(string Id, string Name, int ContactCount, DateTimeOffset CreatedAt);
public sealed record CreateContactListRequest(string Name, string? Description);
public sealed record AppendContactsRequest(IReadOnlyList<string> PhoneNumbers);

public sealed class RingforgeClient
{
    private readonly HttpClient _http;
    private readonly ILogger<RingforgeClient> _logger;

    public RingforgeClient(HttpClient http, ILogger<RingforgeClient> logger)
    {
        _http = http;
        _logger = logger;
    }

    public async Task<IReadOnlyList<ContactListDto>> GetContactListsAsync(CancellationToken ct = default)
    {
        using var resp = await _http.GetAsync(RingforgeConstants.Routes.ContactLists, ct);
        await EnsureOkAsync(resp, ct);
        return await resp.Content.ReadFromJsonAsync<List<ContactListDto>>(cancellationToken: ct) ?? new();
    }

    public async Task<ContactListDto?> GetContactListAsync(string id, CancellationToken ct = default)
    {
        using var resp = await _http.GetAsync(string.Format(RingforgeConstants.Routes.ContactList, id), ct);
        if (resp.StatusCode == HttpStatusCode.NotFound)
        {
            return null;
        }
        await EnsureOkAsync(resp, ct);
        return await resp.Content.ReadFromJsonAsync<ContactListDto>(cancellationToken: ct);
    }

    public async Task<ContactListDto> CreateContactListAsync(CreateContactListRequest body, CancellationToken ct = default)
    {
        using var resp = await _http.PostAsJsonAsync(RingforgeConstants.Routes.ContactLists, body, ct);
        await EnsureOkAsync(resp, ct);
        return (await resp.Content.ReadFromJsonAsync<ContactListDto>(cancellationToken: ct))!;
    }

    public async Task AppendContactsAsync(string listId, IEnumerable<string> phones, string actAsEmail, CancellationToken ct = default)
    {
        using var req = new HttpRequestMessage(HttpMethod.Post, string.Format(RingforgeConstants.Routes.ContactListContacts, listId))
        {
            Content = JsonContent.Create(new AppendContactsRequest(phones.ToList())),
        };
        req.Options.Set(RingforgeAuthHandler.ActAsKey, actAsEmail);
        using var resp = await _http.SendAsync(req, ct);
        await EnsureOkAsync(resp, ct);
    }

    public async Task RemoveContactAsync(string listId, string phone, CancellationToken ct = default)
    {
        var path = string.Format(RingforgeConstants.Routes.ContactListContact, listId, Uri.EscapeDataString(phone));
        using var resp = await _http.DeleteAsync(path, ct);
        await EnsureOkAsync(resp, ct);
    }

    private async Task EnsureOkAsync(HttpResponseMessage resp, CancellationToken ct)
    {
        if (resp.IsSuccessStatusCode) return;

        RingforgeErrorBody? body = null;
        try
        {
            body = await resp.Content.ReadFromJsonAsync<RingforgeErrorBody>(cancellationToken: ct);
        }
        catch (System.Text.Json.JsonException)
        {
            // non-JSON error page from their edge
        }

        switch (resp.StatusCode)
        {
            case HttpStatusCode.ServiceUnavailable:
                _logger.LogError("Ringforge public API is disabled for our tenant: {Error}", body?.Error);
                throw new RingforgeDisabledException(body);
            case HttpStatusCode.NotFound when body?.Error == "user not found":
                _logger.LogWarning("Acting user is not provisioned in Ringforge");
                throw new RingforgeApiException(resp.StatusCode, body);
            case HttpStatusCode.TooManyRequests:
                _logger.LogWarning("Ringforge rate limit hit, retry-after={RetryAfter}", resp.Headers.RetryAfter);
                throw new RingforgeApiException(resp.StatusCode, body);
            default:
                throw new RingforgeApiException(resp.StatusCode, body);
        }
    }
}
