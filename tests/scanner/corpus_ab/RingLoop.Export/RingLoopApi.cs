using System.Net;
using System.Text.Json;
using System.Text.Json.Serialization;
using RestSharp;

namespace RingLoop.Export;

public sealed class RingLoopApi : IDisposable
{
    private readonly RestClient _client;

    public RingLoopApi(RingLoopSettings settings)
    {
        var options = new RestClientOptions(settings.BaseUrl) { Timeout = TimeSpan.FromSeconds(15) };
        _client = new RestClient(options);
        _client.AddDefaultHeader("x-api-key", settings.ApiKey);
        _client.AddDefaultHeader("X-User-Id", settings.ActingUserId);
    }

    public async Task<List<ContactList>> GetContactListsAsync(int page, CancellationToken ct)
    {
        var request = new RestRequest("contact-lists").AddQueryParameter("page", page);
        var response = await _client.ExecuteGetAsync<List<ContactList>>(request, ct);
        EnsureSuccess(response);
        return response.Data ?? new List<ContactList>();
    }

    public async Task<List<Contact>> GetContactsAsync(string listId, CancellationToken ct)
    {
        var request = new RestRequest("contact-lists/{id}/contacts").AddUrlSegment("id", listId);
        var response = await _client.ExecuteGetAsync<List<Contact>>(request, ct);
        EnsureSuccess(response);
        return response.Data ?? new List<Contact>();
    }

    private static void EnsureSuccess(RestResponse response)
    {
        if (response.IsSuccessful) return;

        if (response.StatusCode == HttpStatusCode.ServiceUnavailable)
            throw new RingLoopException("RingLoop public API is disabled for this tenant.");
        if (response.StatusCode == HttpStatusCode.BadGateway)
            throw new RingLoopTransientException("RingLoop could not reach its identity provider.");

        var error = string.IsNullOrEmpty(response.Content)
            ? null
            : JsonSerializer.Deserialize<RingLoopError>(response.Content);
        throw new RingLoopException(error?.Error ?? response.StatusDescription ?? "unknown RingLoop error");
    }

    public void Dispose() => _client.Dispose();
}

public sealed class RingLoopError
{
    [JsonPropertyName("error")] public string? Error { get; set; }
    [JsonPropertyName("details")] public List<RingLoopErrorDetail>? Details { get; set; }
}

public sealed record RingLoopErrorDetail(string Path, string Message);
public sealed record ContactList(string Id, string Name, int Size);
public sealed record Contact(string Phone, string? Name);

public class RingLoopException(string message) : Exception(message);
public sealed class RingLoopTransientException(string message) : RingLoopException(message);
