using System.Net;
using System.Net.Http.Json;
using System.Text.Json.Nodes;
using DialerSync.Worker.Models;

namespace DialerSync.Worker.Crm;

public sealed class CrmOptions
{
    public string BaseUrl { get; set; } = "https://crm-api.tessaline.io/api/v1/";
    public string ApiKey { get; set; } = string.Empty;
}

public interface ICrmClient
{
    Task<IReadOnlyList<CrmSegment>> GetDialerSegmentsAsync(CancellationToken ct);
    Task MarkSyncedAsync(string segmentId, string listId, CancellationToken ct);
}

/// <summary>Our own CRM backend (Tessaline.Crm). Not the dialer.</summary>
public sealed class CrmClient(HttpClient http, ILogger<CrmClient> log) : ICrmClient
{
    public async Task<IReadOnlyList<CrmSegment>> GetDialerSegmentsAsync(CancellationToken ct)
    {
        var segments = await http.GetFromJsonAsync<List<CrmSegment>>("segments?tag=dialer", ct);
        return segments ?? [];
    }

    public async Task MarkSyncedAsync(string segmentId, string listId, CancellationToken ct)
    {
        using var resp = await http.PutAsJsonAsync($"segments/{segmentId}/dialer-link", new { listId }, ct);

        if (resp.StatusCode == HttpStatusCode.NotFound)
        {
            log.LogWarning("Segment {SegmentId} was deleted in CRM before we could link it", segmentId);
            return;
        }

        if (!resp.IsSuccessStatusCode)
        {
            var body = JsonNode.Parse(await resp.Content.ReadAsStringAsync(ct));
            var message = body?["error"]?.GetValue<string>() ?? resp.ReasonPhrase;
            throw new HttpRequestException($"CRM {(int)resp.StatusCode}: {message}");
        }
    }
}
