using System.Net;
using System.Net.Http.Headers;
using System.Net.Http.Json;

namespace Brightharbor.ListSync.Clients;

/// <summary>Reads static lists from HubSpot CRM (v1 lists API, still supported by HubSpot).</summary>
public sealed class HubSpotClient(HttpClient http, IConfiguration config)
{
    public async Task<IReadOnlyList<string>> GetListPhonesAsync(int listId, CancellationToken ct)
    {
        http.DefaultRequestHeaders.Authorization =
            new AuthenticationHeaderValue("Bearer", config["HubSpot:PrivateAppToken"]);
        var res = await http.GetAsync($"contacts/v1/lists/{listId}/contacts/all?property=phone", ct);
        if (res.StatusCode == HttpStatusCode.NotFound)
        {
            return [];
        }
        if (res.StatusCode is HttpStatusCode.BadGateway or HttpStatusCode.ServiceUnavailable)
        {
            throw new HttpRequestException("HubSpot unavailable", null, res.StatusCode);
        }
        res.EnsureSuccessStatusCode();
        var page = await res.Content.ReadFromJsonAsync<HubSpotListPage>(ct);
        return page?.Contacts.Select(c => c.Phone).Where(p => !string.IsNullOrEmpty(p)).ToList() ?? [];
    }
}

public sealed record HubSpotListPage(List<HubSpotContact> Contacts);
public sealed record HubSpotContact(string Phone);
