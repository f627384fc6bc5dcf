using System.Net;
using SendGrid;

namespace CrmSync.Worker.Email;

/// <summary>Thin wrapper over SendGrid Marketing Contacts (v3).</summary>
public sealed class SendGridContactsClient
{
    private readonly SendGridClient _client;
    private readonly ILogger<SendGridContactsClient> _log;

    public SendGridContactsClient(IConfiguration config, ILogger<SendGridContactsClient> log)
    {
        _client = new SendGridClient(config["SendGrid:ApiKey"]);
        _log = log;
    }

    public async Task UpsertContactsAsync(string listId, IReadOnlyList<string> emails, CancellationToken ct)
    {
        var body = System.Text.Json.JsonSerializer.Serialize(new
        {
            list_ids = new[] { listId },
            contacts = emails.Select(e => new { email = e }),
        });

        var response = await _client.RequestAsync(
            method: BaseClient.Method.PUT,
            urlPath: "marketing/contacts",
            requestBody: body,
            cancellationToken: ct);

        if (response.StatusCode == HttpStatusCode.NotFound)
        {
            _log.LogWarning("SendGrid list {ListId} not found", listId);
            return;
        }

        if (response.StatusCode == HttpStatusCode.ServiceUnavailable || response.StatusCode == HttpStatusCode.BadGateway)
        {
            throw new HttpRequestException("SendGrid temporarily unavailable");
        }

        if (!response.IsSuccessStatusCode)
        {
            var doc = await response.DeserializeResponseBodyAsync();
            _log.LogError("SendGrid error: {Error}", doc["errors"]);
        }
    }

    public Task<Response> GetContactListsAsync(CancellationToken ct) =>
        _client.RequestAsync(BaseClient.Method.GET, urlPath: "marketing/lists", cancellationToken: ct);

    public Task<Response> DeleteContactListAsync(string id, CancellationToken ct) =>
        _client.RequestAsync(BaseClient.Method.DELETE, urlPath: $"marketing/lists/{id}", cancellationToken: ct);
}
