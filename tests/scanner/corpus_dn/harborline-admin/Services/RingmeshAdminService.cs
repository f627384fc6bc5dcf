using System.Net;
using System.Net.Http.Json;
using System.Text.Json;
using System.Text.Json.Nodes;

namespace Harborline.Admin.Services;

public sealed record AdminContactList(string Id, string Name, int ContactCount, string? OwnerEmail);

public sealed record AdminResult(bool Ok, string? Error = null, bool Retryable = false)
{
    public static readonly AdminResult Success = new(true);
}

/// <summary>Back-office operations on Ringmesh contact lists (bulk cleanup, ownership).</summary>
public sealed class RingmeshAdminService
{
    public const string ClientName = "ringmesh";

    private readonly IHttpClientFactory _factory;
    private readonly ILogger<RingmeshAdminService> _log;

    public RingmeshAdminService(IHttpClientFactory factory, ILogger<RingmeshAdminService> log)
    {
        _factory = factory;
        _log = log;
    }

    public async Task<IReadOnlyList<AdminContactList>> ListAsync(CancellationToken ct = default)
    {
        var http = _factory.CreateClient(ClientName);
        var page = await http.GetFromJsonAsync<JsonObject>("contact-lists?limit=200", ct);
        return page?["data"]?.Deserialize<List<AdminContactList>>(new JsonSerializerOptions(JsonSerializerDefaults.Web))
               ?? new List<AdminContactList>();
    }

    public Task<AdminResult> RenameAsync(string id, string name, CancellationToken ct = default) =>
        SendAsync(new HttpRequestMessage(HttpMethod.Patch, $"contact-lists/{id}") { Content = JsonContent.Create(new { name }) }, ct);

    public Task<AdminResult> DeleteAsync(string id, CancellationToken ct = default) =>
        SendAsync(new HttpRequestMessage(HttpMethod.Delete, $"contact-lists/{id}"), ct);

    public Task<AdminResult> PurgeNumberAsync(string id, string phone, CancellationToken ct = default) =>
        SendAsync(new HttpRequestMessage(HttpMethod.Delete, $"contact-lists/{id}/contacts/{Uri.EscapeDataString(phone)}"), ct);

    private async Task<AdminResult> SendAsync(HttpRequestMessage req, CancellationToken ct)
    {
        var http = _factory.CreateClient(ClientName);
        using var resp = await http.SendAsync(req, ct);
        if (resp.IsSuccessStatusCode)
        {
            return AdminResult.Success;
        }

        string? error = null;
        var text = await resp.Content.ReadAsStringAsync(ct);
        if (!string.IsNullOrEmpty(text) && JsonNode.Parse(text) is JsonObject obj)
        {
            error = obj["error"]?.GetValue<string>();
        }

        _log.LogWarning("Ringmesh {Method} {Uri} -> {Status} {Error}", req.Method, req.RequestUri, (int)resp.StatusCode, error);

        return (int)resp.StatusCode switch
        {
            401 => new AdminResult(false, "Ringmesh rejected the admin API key. Rotate it in Key Vault."),
            502 => new AdminResult(false, "Ringmesh identity provider unreachable.", Retryable: true),
            503 => new AdminResult(false, "Public API is disabled in Ringmesh account settings."),
            404 when error == "contact list not found" => new AdminResult(false, "That list was already deleted."),
            _ => new AdminResult(false, error ?? resp.ReasonPhrase),
        };
    }
}
