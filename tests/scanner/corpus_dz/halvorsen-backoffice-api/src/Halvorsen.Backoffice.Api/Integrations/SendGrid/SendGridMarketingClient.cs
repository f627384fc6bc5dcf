using System.Net.Http.Headers;
using System.Net.Http.Json;

namespace Halvorsen.Backoffice.Api.Integrations.SendGrid;

/// <summary>
/// Keeps the newsletter contact lists in SendGrid Marketing Campaigns in sync with CRM segments.
/// </summary>
public sealed class SendGridMarketingClient
{
    private const string BaseUrl = "https://api.sendgrid.com/v3/";
    private readonly HttpClient _http;

    public SendGridMarketingClient(HttpClient http, IConfiguration config)
    {
        _http = http;
        _http.BaseAddress = new Uri(BaseUrl);
        _http.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue("Bearer", config["SendGrid:ApiKey"]);
    }

    public Task<HttpResponseMessage> GetContactListsAsync(CancellationToken ct) =>
        _http.GetAsync("marketing/lists?page_size=100", ct);

    public Task<HttpResponseMessage> CreateContactListAsync(string name, CancellationToken ct) =>
        _http.PostAsJsonAsync("marketing/lists", new { name }, ct);

    public Task<HttpResponseMessage> UpsertContactsAsync(string listId, IEnumerable<string> emails, CancellationToken ct) =>
        _http.PutAsJsonAsync("marketing/contacts", new
        {
            list_ids = new[] { listId },
            contacts = emails.Select(e => new { email = e }),
        }, ct);

    public Task<HttpResponseMessage> DeleteContactListAsync(string listId, CancellationToken ct) =>
        _http.DeleteAsync($"marketing/lists/{listId}?delete_contacts=false", ct);
}
