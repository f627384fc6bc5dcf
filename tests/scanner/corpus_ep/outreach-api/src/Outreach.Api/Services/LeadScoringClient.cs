using System.Net;
using System.Net.Http.Json;

namespace Outreach.Api.Services;

/// <summary>Client for the internal lead-scoring service (data team, behind APIM).</summary>
public sealed class LeadScoringClient
{
    private readonly HttpClient _http;
    private readonly ILogger<LeadScoringClient> _log;

    public LeadScoringClient(HttpClient http, ILogger<LeadScoringClient> log)
    {
        _http = http;
        _log = log;
    }

    public async Task<ListScore?> ScoreListAsync(string listId, CancellationToken ct)
    {
        using var resp = await _http.GetAsync($"v1/lists/{listId}/score", ct);

        if (resp.StatusCode == HttpStatusCode.NotFound)
        {
            return null;
        }

        if (resp.StatusCode is HttpStatusCode.BadGateway or HttpStatusCode.ServiceUnavailable)
        {
            _log.LogWarning("Scoring service unavailable ({Status}); returning no score", (int)resp.StatusCode);
            return null;
        }

        if (!resp.IsSuccessStatusCode)
        {
            var problem = await resp.Content.ReadFromJsonAsync<Dictionary<string, string>>(cancellationToken: ct);
            throw new HttpRequestException($"Scoring failed: {problem?["error"]}");
        }

        return await resp.Content.ReadFromJsonAsync<ListScore>(cancellationToken: ct);
    }
}

public sealed record ListScore(string ListId, double MeanPropensity, int Scored);
