using System.Net;
using System.Net.Http.Json;
using System.Text.Json.Nodes;

namespace Harborline.Dialer.Services.Ringmesh;

/// <summary>Imports a CSV export from the CRM into a new Ringmesh contact list, in batches.</summary>
public sealed class ContactImportService
{
    private const int BatchSize = 500;
    private readonly IHttpClientFactory _factory;

    public ContactImportService(IHttpClientFactory factory) => _factory = factory;

    public async Task<(string ListId, int Imported, List<string> Rejected)> ImportAsync(string listName, IEnumerable<string> phones, CancellationToken ct)
    {
        var http = _factory.CreateClient(nameof(IRingmeshClient));
        using var created = await http.PostAsJsonAsync("contact-lists", new { name = listName }, ct);
        created.EnsureSuccessStatusCode();
        var listId = (await created.Content.ReadFromJsonAsync<JsonObject>(cancellationToken: ct))!["id"]!.GetValue<string>();

        var rejected = new List<string>();
        var imported = 0;
        foreach (var batch in phones.Chunk(BatchSize))
        {
            var payload = new { contacts = batch.Select(p => new { phone = p }) };
            using var resp = await http.PostAsJsonAsync($"contact-lists/{listId}/contacts", payload, ct);

            if (resp.StatusCode == HttpStatusCode.BadRequest)
            {
                var err = await resp.Content.ReadFromJsonAsync<JsonObject>(cancellationToken: ct);
                foreach (var d in err?["details"]?.AsArray() ?? new JsonArray())
                {
                    rejected.Add($"{d?["path"]}: {d?["message"]}");
                }
                continue;
            }
            if ((int)resp.StatusCode is 502)
            {
                await Task.Delay(TimeSpan.FromSeconds(2), ct);
                using var retry = await http.PostAsJsonAsync($"contact-lists/{listId}/contacts?retry=1", payload, ct);
                retry.EnsureSuccessStatusCode();
            }
            else
            {
                resp.EnsureSuccessStatusCode();
            }
            imported += batch.Length;
        }

        return (listId, imported, rejected);
    }
}
