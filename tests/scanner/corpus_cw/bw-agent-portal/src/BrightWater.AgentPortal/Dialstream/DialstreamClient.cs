using System.Net;
using System.Net.Http.Json;

namespace BrightWater.AgentPortal.Dialstream;

public interface IDialstreamClient
{
    Task<ContactListPage> GetContactListsAsync(string? cursor, CancellationToken ct = default);
    Task<ContactList> CreateContactListAsync(string name, CancellationToken ct = default);
    Task<ContactList?> GetContactListAsync(string listId, CancellationToken ct = default);
    Task RenameContactListAsync(string listId, string name, CancellationToken ct = default);
    Task DeleteContactListAsync(string listId, CancellationToken ct = default);
    Task AddContactsAsync(string listId, IEnumerable<NewContact> contacts, CancellationToken ct = default);
    Task RemoveContactAsync(string listId, string phone, CancellationToken ct = default);
}

public sealed class DialstreamClient : IDialstreamClient
{
    private const string ListsRoute = "contact-lists";

    private readonly HttpClient _http;
    private readonly ILogger<DialstreamClient> _logger;

    public DialstreamClient(HttpClient http, ILogger<DialstreamClient> logger)
    {
        _http = http;
        _logger = logger;
    }

    public async Task<ContactListPage> GetContactListsAsync(string? cursor, CancellationToken ct = default)
    {
        var url = cursor is null ? ListsRoute : $"{ListsRoute}?cursor={Uri.EscapeDataString(cursor)}";
        using var response = await _http.GetAsync(url, ct);
        await EnsureSuccessAsync(response, ct);
        return (await response.Content.ReadFromJsonAsync<ContactListPage>(cancellationToken: ct))!;
    }

    public async Task<ContactList> CreateContactListAsync(string name, CancellationToken ct = default)
    {
        using var response = await _http.PostAsJsonAsync(ListsRoute, new { name }, ct);
        await EnsureSuccessAsync(response, ct);
        return (await response.Content.ReadFromJsonAsync<ContactList>(cancellationToken: ct))!;
    }

    public async Task<ContactList?> GetContactListAsync(string listId, CancellationToken ct = default)
    {
        using var response = await _http.GetAsync($"contact-lists/{listId}", ct);
        if (response.StatusCode == HttpStatusCode.NotFound)
        {
            // "contact list not found" -> treat as deleted on the Dialstream side
            return null;
        }
        await EnsureSuccessAsync(response, ct);
        return await response.Content.ReadFromJsonAsync<ContactList>(cancellationToken: ct);
    }

    public async Task RenameContactListAsync(string listId, string name, CancellationToken ct = default)
    {
        using var request = new HttpRequestMessage(HttpMethod.Patch, $"{ListsRoute}/{listId}")
        {
            Content = JsonContent.Create(new { name })
        };
        using var response = await _http.SendAsync(request, ct);
        await EnsureSuccessAsync(response, ct);
    }

    public async Task DeleteContactListAsync(string listId, CancellationToken ct = default)
    {
        using var response = await _http.DeleteAsync($"{ListsRoute}/{listId}", ct);
        await EnsureSuccessAsync(response, ct);
    }

    public async Task AddContactsAsync(string listId, IEnumerable<NewContact> contacts, CancellationToken ct = default)
    {
        var batch = contacts.ToList();
        using var response = await _http.PostAsJsonAsync($"contact-lists/{listId}/contacts", new { contacts = batch }, ct);
        await EnsureSuccessAsync(response, ct);
        _logger.LogInformation("Appended {Count} contacts to Dialstream list {ListId}", batch.Count, listId);
    }

    public async Task<IReadOnlyList<NewContact>> GetContactsAsync(string listId, CancellationToken ct = default)
    {
        var contacts = await _http.GetFromJsonAsync<List<NewContact>>($"{ListsRoute}/{listId}/contacts", ct);
        return contacts ?? new List<NewContact>();
    }

    public async Task RemoveContactAsync(string listId, string phone, CancellationToken ct = default)
    {
        var route = $"contact-lists/{listId}/contacts/{Uri.EscapeDataString(phone)}";
        using var response = await _http.DeleteAsync(route, ct);
        await EnsureSuccessAsync(response, ct);
    }

    private async Task EnsureSuccessAsync(HttpResponseMessage response, CancellationToken ct)
    {
        if (response.IsSuccessStatusCode)
        {
            return;
        }

        DialstreamError? error = null;
        try
        {
            error = await response.Content.ReadFromJsonAsync<DialstreamError>(cancellationToken: ct);
        }
        catch (System.Text.Json.JsonException)
        {
            // body was not JSON (load balancer page etc.)
        }

        switch (response.StatusCode)
        {
            case HttpStatusCode.ServiceUnavailable:
                _logger.LogError("Dialstream public API is disabled for our tenant: {Error}", error?.Error);
                break;
            case HttpStatusCode.BadGateway:
                _logger.LogWarning("Dialstream could not reach its identity provider");
                break;
            case HttpStatusCode.Unauthorized:
                _logger.LogError("Dialstream rejected the API key");
                break;
        }

        throw new DialstreamApiException(response.StatusCode, error);
    }
}
