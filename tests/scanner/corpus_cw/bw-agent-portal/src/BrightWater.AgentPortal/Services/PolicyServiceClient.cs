using System.Net;
using System.Net.Http.Json;
using Microsoft.Extensions.Options;

namespace BrightWater.AgentPortal.Services;

public sealed class PolicyServiceOptions
{
    public string BaseUrl { get; set; } = "https://policy.internal.brightwater-ins.com/v1/";
    public string ApiKey { get; set; } = string.Empty;
}

/// <summary>Client for the internal policy-admin service (fronted by APIM).</summary>
public sealed class PolicyServiceClient
{
    private readonly HttpClient _http;

    public PolicyServiceClient(HttpClient http, IOptions<PolicyServiceOptions> options)
    {
        _http = http;
        _http.DefaultRequestHeaders.Add("x-api-key", options.Value.ApiKey);
    }

    public async Task<PolicySummary?> GetPolicyAsync(string policyNumber, CancellationToken ct)
    {
        using var response = await _http.GetAsync($"policies/{policyNumber}", ct);
        if (response.StatusCode == HttpStatusCode.NotFound)
        {
            return null;
        }
        if (response.StatusCode is HttpStatusCode.BadGateway or HttpStatusCode.ServiceUnavailable)
        {
            throw new PolicyServiceUnavailableException();
        }

        response.EnsureSuccessStatusCode();
        return await response.Content.ReadFromJsonAsync<PolicySummary>(cancellationToken: ct);
    }
}

public sealed record PolicySummary(string PolicyNumber, string HolderName, string Phone, DateOnly RenewalDate);

public sealed class PolicyServiceUnavailableException : Exception { }
