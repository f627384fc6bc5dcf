using System.Net;
using System.Net.Http.Json;

namespace DialerSync.Worker.Crm;

/// <summary>Client for Saltmarsh's own CRM (Laravel app, /api/v1).</summary>
public sealed class CrmClient(HttpClient http, ILogger<CrmClient> log)
{
    public async Task<IReadOnlyList<CrmLead>> GetNewLeadsAsync(DateTimeOffset since, CancellationToken ct)
    {
        using var res = await http.GetAsync($"leads?since={since:O}", ct);
        if (res.StatusCode is HttpStatusCode.BadGateway or HttpStatusCode.ServiceUnavailable)
        {
            log.LogWarning("CRM is deploying, skipping this cycle");
            return Array.Empty<CrmLead>();
        }
        if (res.StatusCode == HttpStatusCode.NotFound)
        {
            var err = await res.Content.ReadFromJsonAsync<CrmError>(cancellationToken: ct);
            log.LogError("CRM error: {Error}", err?.Error);
            return Array.Empty<CrmLead>();
        }
        res.EnsureSuccessStatusCode();
        return await res.Content.ReadFromJsonAsync<List<CrmLead>>(cancellationToken: ct) ?? new();
    }

    public Task MarkSyncedAsync(int leadId, CancellationToken ct) =>
        http.PostAsync($"leads/{leadId}/synced", null, ct);
}

public sealed record CrmLead(int Id, string Phone, string? FirstName, string? Postcode, string ListId);
public sealed record CrmError(string Error);
