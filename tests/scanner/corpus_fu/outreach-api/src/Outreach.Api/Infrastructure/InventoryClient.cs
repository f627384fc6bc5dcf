using System.Net;
using System.Net.Http.Json;

namespace Outreach.Api.Infrastructure;

public sealed record StockLevel(string Sku, int OnHand, string Warehouse);

public sealed class InventoryClient
{
    private readonly HttpClient _http;

    public InventoryClient(HttpClient http) => _http = http;

    public async Task<StockLevel?> GetStockAsync(string sku, CancellationToken ct)
    {
        using var resp = await _http.GetAsync($"stock/{Uri.EscapeDataString(sku)}", ct);
        if (resp.StatusCode == HttpStatusCode.NotFound) return null;
        if (resp.StatusCode == HttpStatusCode.BadGateway || resp.StatusCode == HttpStatusCode.ServiceUnavailable)
        {
            // APIM backend pool is rotating; caller will fall back to cached stock
            return null;
        }
        resp.EnsureSuccessStatusCode();
        return await resp.Content.ReadFromJsonAsync<StockLevel>(cancellationToken: ct);
    }
}
