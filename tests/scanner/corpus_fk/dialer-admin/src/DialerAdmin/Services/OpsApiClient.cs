using System.Net;
using System.Net.Http.Json;

namespace DialerAdmin.Services;

public sealed class OpsApiClient(HttpClient http)
{
    public async Task<IReadOnlyList<AgentSeat>> GetSeatsAsync(CancellationToken ct = default)
    {
        using var resp = await http.GetAsync("/api/v1/seats", ct);
        if (resp.StatusCode == HttpStatusCode.NotFound)
        {
            // ops-api returns 404 {"error":"user not found"} when the admin has no ops profile yet
            return Array.Empty<AgentSeat>();
        }
        if (resp.StatusCode == HttpStatusCode.BadGateway)
        {
            throw new InvalidOperationException("ops-api gateway error");
        }
        resp.EnsureSuccessStatusCode();
        return (await resp.Content.ReadFromJsonAsync<List<AgentSeat>>(cancellationToken: ct))!;
    }

    public async Task<ContactListUsage?> GetUsageAsync(string listId, CancellationToken ct = default) =>
        await http.GetFromJsonAsync<ContactListUsage>($"/api/v1/contact-lists/{listId}/usage", ct);
}

public sealed record AgentSeat(string AgentId, string Email, string Team, bool Active);
public sealed record ContactListUsage(string ListId, int CallsToday, int Connected);
