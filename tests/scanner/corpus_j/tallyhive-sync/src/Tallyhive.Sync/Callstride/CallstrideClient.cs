using System.Net;
using System.Net.Http.Json;
using System.Text.Json.Serialization;

namespace Tallyhive.Sync.Callstride;

public sealed record CallstrideErrorBody(
    [property: JsonPropertyName("error")] string Error,
    [property: JsonPropertyName("details")] IReadOnlyList<CallstrideErrorDetail>? Details);

public sealed record CallstrideErrorDetail(string Path, string Message);

public sealed record ContactListSummary(string Id, string Name, int ContactCount);

public sealed class CallstrideApiException(HttpStatusCode status, string message) : Exception(message)
{
    public HttpStatusCode Status { get; } = status;
}

public sealed class CallstrideClient(HttpClient http, ILogger<CallstrideClient> logger)
{
    public async Task<IReadOnlyList<ContactListSummary>> GetContactListsAsync(CancellationToken ct = default)
    {
        using var resp = await http.GetAsync("contact-lists", ct);
        await EnsureSuccessAsync(resp, ct);
        return await resp.Content.ReadFromJsonAsync<List<ContactListSummary>>(cancellationToken: ct) ?? [];
    }

    public async Task AddContactsAsync(string listId, IEnumerable<string> phones, CancellationToken ct = default)
    {
        var payload = new { contacts = phones.Select(p => new { phone = p }) };
        using var resp = await http.PostAsJsonAsync($"contact-lists/{listId}/contacts", payload, ct);
        await EnsureSuccessAsync(resp, ct);
    }

    private async Task EnsureSuccessAsync(HttpResponseMessage resp, CancellationToken ct)
    {
        if (resp.IsSuccessStatusCode) return;

        var body = await resp.Content.ReadFromJsonAsync<CallstrideErrorBody>(cancellationToken: ct);
        var message = body?.Error ?? resp.ReasonPhrase ?? "unknown";

        switch (resp.StatusCode)
        {
            case HttpStatusCode.NotFound when message == "user not found":
                logger.LogWarning("Sync bot user missing in Callstride");
                break;
            case HttpStatusCode.ServiceUnavailable:
                logger.LogError("Callstride API disabled server-side; pausing sync");
                break;
        }
        throw new CallstrideApiException(resp.StatusCode, message);
    }
}
