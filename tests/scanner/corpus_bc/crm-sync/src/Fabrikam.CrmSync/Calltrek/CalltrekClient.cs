using System.Net;
using System.Net.Http.Json;
using Microsoft.Extensions.Options;

namespace Fabrikam.CrmSync.Calltrek;

public sealed record ContactList(string Id, string Name, int ContactCount, DateTimeOffset UpdatedAt);

public sealed record NewContact(string Phone, string? FirstName, string? LastName, string? CrmId);

public sealed class CalltrekClient
{
    private readonly HttpClient _http;
    private readonly CalltrekOptions _options;
    private readonly ILogger<CalltrekClient> _logger;

    public CalltrekClient(HttpClient http, IOptions<CalltrekOptions> options, ILogger<CalltrekClient> logger)
    {
        _http = http;
        _options = options.Value;
        _logger = logger;

        _http.BaseAddress ??= new Uri(_options.BaseUrl);
        _http.DefaultRequestHeaders.Add(CalltrekHeaders.ApiKey, _options.ApiKey);
        _http.DefaultRequestHeaders.Add(CalltrekHeaders.ActingUser, _options.ActingUserEmail);
    }

    public async Task<IReadOnlyList<ContactList>> GetContactListsAsync(CancellationToken ct = default)
    {
        using var response = await _http.GetAsync(CalltrekRoutes.ContactLists, ct);
        await EnsureSuccessAsync(response, ct);
        return await response.Content.ReadFromJsonAsync<List<ContactList>>(cancellationToken: ct) ?? [];
    }

    public async Task<ContactList?> FindContactListAsync(string listId, CancellationToken ct = default)
    {
        using var response = await _http.GetAsync(CalltrekRoutes.ContactList(listId), ct);
        if (response.StatusCode == HttpStatusCode.NotFound)
        {
            return null;
        }

        await EnsureSuccessAsync(response, ct);
        return await response.Content.ReadFromJsonAsync<ContactList>(cancellationToken: ct);
    }

    public async Task AppendContactsAsync(string listId, IEnumerable<NewContact> contacts, CancellationToken ct = default)
    {
        using var response = await _http.PostAsJsonAsync(CalltrekRoutes.ListContacts(listId), new { contacts }, ct);
        await EnsureSuccessAsync(response, ct);
    }

    public async Task RemoveContactAsync(string listId, string phone, CancellationToken ct = default)
    {
        using var response = await _http.DeleteAsync(CalltrekRoutes.ListContact(listId, phone), ct);
        if (response.StatusCode == HttpStatusCode.NotFound)
        {
            _logger.LogDebug("Phone already absent from list {ListId}", listId);
            return;
        }

        await EnsureSuccessAsync(response, ct);
    }

    private async Task EnsureSuccessAsync(HttpResponseMessage response, CancellationToken ct)
    {
        if (response.IsSuccessStatusCode)
        {
            return;
        }

        var ex = await CalltrekApiException.FromResponseAsync(response, ct);

        switch (response.StatusCode)
        {
            case HttpStatusCode.Unauthorized:
                _logger.LogError("Calltrek rejected the API key; check Calltrek:ApiKey");
                break;
            case HttpStatusCode.NotFound when ex.Error?.Error == "user not found":
                _logger.LogError("Acting user {Email} is not a Calltrek user", _options.ActingUserEmail);
                break;
            case HttpStatusCode.BadGateway:
                _logger.LogWarning("Calltrek could not reach its identity provider, will retry");
                break;
            case HttpStatusCode.ServiceUnavailable:
                _logger.LogCritical("Calltrek public API is disabled for our account");
                break;
        }

        throw ex;
    }
}
