using System.Net;
using System.Net.Http.Json;

namespace Harborline.Dialer.Services.Backend;

public interface IBackendClient
{
    Task<IReadOnlyList<PolicyLeadDto>> GetLeadsAsync(string campaign, CancellationToken ct = default);
    Task LogCallOutcomeAsync(string leadId, string outcome, CancellationToken ct = default);
}

public sealed record PolicyLeadDto(string Id, string Name, string Phone, string PolicyType);

public sealed class BackendException : Exception
{
    public BackendException(HttpStatusCode status, string message) : base(message) => Status = status;
    public HttpStatusCode Status { get; }
}

internal sealed class BackendClient : IBackendClient
{
    private readonly HttpClient _http;

    public BackendClient(HttpClient http) => _http = http;

    public async Task<IReadOnlyList<PolicyLeadDto>> GetLeadsAsync(string campaign, CancellationToken ct = default)
    {
        using var resp = await _http.GetAsync($"leads?campaign={Uri.EscapeDataString(campaign)}", ct);
        await ThrowIfFailedAsync(resp, ct);
        return await resp.Content.ReadFromJsonAsync<List<PolicyLeadDto>>(cancellationToken: ct) ?? new();
    }

    public async Task LogCallOutcomeAsync(string leadId, string outcome, CancellationToken ct = default)
    {
        using var resp = await _http.PostAsJsonAsync($"leads/{leadId}/outcomes", new { outcome }, ct);
        await ThrowIfFailedAsync(resp, ct);
    }

    private static async Task ThrowIfFailedAsync(HttpResponseMessage resp, CancellationToken ct)
    {
        if (resp.IsSuccessStatusCode) return;

        // harbor-api returns { "error": "..." } for every failure.
        var body = await resp.Content.ReadFromJsonAsync<Dictionary<string, string>>(cancellationToken: ct);
        var message = body is not null && body.TryGetValue("error", out var e) ? e : resp.ReasonPhrase ?? "request failed";

        if (resp.StatusCode == HttpStatusCode.ServiceUnavailable)
        {
            message = "Harborline API is in maintenance mode. " + message;
        }
        if (resp.StatusCode == HttpStatusCode.NotFound && message == "user not found")
        {
            message = "Your agent profile is not set up in Harborline yet.";
        }
        throw new BackendException(resp.StatusCode, message);
    }
}
