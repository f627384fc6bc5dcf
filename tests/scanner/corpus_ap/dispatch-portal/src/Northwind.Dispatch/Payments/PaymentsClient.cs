using System.Net.Http.Json;

namespace Northwind.Dispatch.Payments;

public sealed class PaymentsClient
{
    private readonly HttpClient _http;

    public PaymentsClient(HttpClient http, IConfiguration config, IHttpContextAccessor ctx)
    {
        _http = http;
        _http.BaseAddress = new Uri(config["Payments:BaseAddress"]!);
        _http.DefaultRequestHeaders.Add("x-api-key", config["Payments:ApiKey"]);
        var userId = ctx.HttpContext?.User.FindFirst("sub")?.Value;
        if (userId is not null)
        {
            _http.DefaultRequestHeaders.Add("X-User-Id", userId);
        }
    }

    public async Task<decimal> GetBalanceAsync(string carrierId, CancellationToken ct)
    {
        var resp = await _http.GetFromJsonAsync<BalanceDto>($"carriers/{carrierId}/balance", ct);
        return resp?.Amount ?? 0m;
    }

    private sealed record BalanceDto(decimal Amount, string Currency);
}
