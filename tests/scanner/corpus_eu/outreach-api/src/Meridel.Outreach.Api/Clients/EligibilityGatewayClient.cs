using System.Net;
using System.Net.Http.Json;

namespace Meridel.Outreach.Api.Clients;

public sealed record EligibilityResult(string PatientId, bool Eligible, string? Reason);

/// <summary>
/// Calls the payer-eligibility lambda behind AWS API Gateway (usage-plan key in x-api-key).
/// </summary>
public sealed class EligibilityGatewayClient
{
    private readonly HttpClient _http;

    public EligibilityGatewayClient(HttpClient http) => _http = http;

    public async Task<EligibilityResult?> CheckAsync(string patientId, CancellationToken ct = default)
    {
        using var res = await _http.GetAsync($"eligibility/{Uri.EscapeDataString(patientId)}", ct);

        if (res.StatusCode == HttpStatusCode.NotFound)
        {
            return null;
        }

        if (res.StatusCode is HttpStatusCode.BadGateway or HttpStatusCode.ServiceUnavailable)
        {
            throw new HttpRequestException("Eligibility lambda unavailable", null, res.StatusCode);
        }

        res.EnsureSuccessStatusCode();
        return await res.Content.ReadFromJsonAsync<EligibilityResult>(cancellationToken: ct);
    }
}
