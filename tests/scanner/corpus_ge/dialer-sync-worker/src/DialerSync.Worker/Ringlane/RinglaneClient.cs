using System.Net;
using System.Text;
using Newtonsoft.Json;
using Newtonsoft.Json.Linq;

namespace DialerSync.Worker.Ringlane;

public interface IRinglaneClient
{
    Task<IReadOnlyList<RinglaneContactList>> GetContactListsAsync(CancellationToken ct);
    Task<RinglaneContactList> CreateContactListAsync(string name, CancellationToken ct);
    Task RenameContactListAsync(string listId, string name, CancellationToken ct);
    Task DeleteContactListAsync(string listId, CancellationToken ct);
    Task AppendContactsAsync(string listId, IEnumerable<string> phones, CancellationToken ct);
    Task RemoveContactAsync(string listId, string phone, CancellationToken ct);
}

public sealed record RinglaneContactList(
    [property: JsonProperty("id")] string Id,
    [property: JsonProperty("name")] string Name,
    [property: JsonProperty("contactCount")] int ContactCount);

internal sealed class RinglaneClient : IRinglaneClient
{
    private static readonly JsonSerializerSettings JsonSettings = new()
    {
        NullValueHandling = NullValueHandling.Ignore,
    };

    private readonly HttpClient _http;
    private readonly ILogger<RinglaneClient> _logger;

    public RinglaneClient(HttpClient http, ILogger<RinglaneClient> logger)
    {
        _http = http;
        _logger = logger;
    }

    public async Task<IReadOnlyList<RinglaneContactList>> GetContactListsAsync(CancellationToken ct)
    {
        using var response = await _http.GetAsync(RinglaneRoutes.ContactLists, ct);
        await EnsureSuccessAsync(response, ct);
        var json = await response.Content.ReadAsStringAsync(ct);
        var page = JObject.Parse(json);
        return page["data"]?.ToObject<List<RinglaneContactList>>() ?? new List<RinglaneContactList>();
    }

    public async Task<RinglaneContactList> CreateContactListAsync(string name, CancellationToken ct)
    {
        using var response = await _http.PostAsync(RinglaneRoutes.ContactLists, Json(new { name }), ct);
        await EnsureSuccessAsync(response, ct);
        var json = await response.Content.ReadAsStringAsync(ct);
        return JsonConvert.DeserializeObject<RinglaneContactList>(json)!;
    }

    public async Task RenameContactListAsync(string listId, string name, CancellationToken ct)
    {
        using var request = new HttpRequestMessage(HttpMethod.Patch, RinglaneRoutes.ContactList(listId))
        {
            Content = Json(new { name }),
        };
        using var response = await _http.SendAsync(request, ct);
        await EnsureSuccessAsync(response, ct);
    }

    public async Task DeleteContactListAsync(string listId, CancellationToken ct)
    {
        using var response = await _http.DeleteAsync(RinglaneRoutes.ContactList(listId), ct);
        if (response.StatusCode == HttpStatusCode.NotFound)
        {
            _logger.LogInformation("Contact list {ListId} already gone", listId);
            return;
        }
        await EnsureSuccessAsync(response, ct);
    }

    public async Task AppendContactsAsync(string listId, IEnumerable<string> phones, CancellationToken ct)
    {
        var payload = new { contacts = phones.Select(p => new { phone = p }).ToArray() };
        using var response = await _http.PostAsync(RinglaneRoutes.ListContacts(listId), Json(payload), ct);
        await EnsureSuccessAsync(response, ct);
    }

    public async Task RemoveContactAsync(string listId, string phone, CancellationToken ct)
    {
        using var response = await _http.DeleteAsync(RinglaneRoutes.ListContactByPhone(listId, phone), ct);
        await EnsureSuccessAsync(response, ct);
    }

    private async Task EnsureSuccessAsync(HttpResponseMessage response, CancellationToken ct)
    {
        if (response.IsSuccessStatusCode)
        {
            return;
        }

        var raw = await response.Content.ReadAsStringAsync(ct);
        RinglaneErrorResponse? body = null;
        try
        {
            body = JsonConvert.DeserializeObject<RinglaneErrorResponse>(raw, JsonSettings);
        }
        catch (JsonException)
        {
            _logger.LogWarning("Non-JSON error body from Ringlane ({Status}): {Body}", (int)response.StatusCode, raw);
        }

        switch (response.StatusCode)
        {
            case HttpStatusCode.Unauthorized:
                _logger.LogError("Ringlane rejected the API key - rotate Ringlane:ApiKey");
                break;
            case HttpStatusCode.BadGateway:
                _logger.LogWarning("Ringlane identity provider unreachable, will retry next cycle");
                break;
            case HttpStatusCode.ServiceUnavailable:
                _logger.LogError("Ringlane public API is disabled for this workspace: {Error}", body?.Error);
                break;
        }

        throw new RinglaneApiException(response.StatusCode, body?.Error, body?.Details);
    }

    private static StringContent Json(object value) =>
        new(JsonConvert.SerializeObject(value, JsonSettings), Encoding.UTF8, "application/json");
}
