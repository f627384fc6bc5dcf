using System.Net;
using System.Net.Http.Headers;
using System.Net.Http.Json;
using System.Text.Json.Serialization;
using Microsoft.Azure.Functions.Worker;
using Microsoft.Extensions.Logging;

namespace BrightWater.Functions;

/// <summary>
/// Nightly export of call outcomes. Already moved to the Dialstream v2 API (BW-1182).
/// </summary>
public sealed class ExportCallOutcomes
{
    private const string V2Base = "https://api.dialstream.io/api/public/v2";
    private readonly IHttpClientFactory _httpFactory;
    private readonly ILogger<ExportCallOutcomes> _logger;

    public ExportCallOutcomes(IHttpClientFactory httpFactory, ILogger<ExportCallOutcomes> logger)
    {
        _httpFactory = httpFactory;
        _logger = logger;
    }

    [Function(nameof(ExportCallOutcomes))]
    public async Task Run([TimerTrigger("0 30 1 * * *")] TimerInfo timer, CancellationToken ct)
    {
        var http = _httpFactory.CreateClient("dialstream-v2");
        http.DefaultRequestHeaders.Authorization =
            new AuthenticationHeaderValue("Bearer", Environment.GetEnvironmentVariable("DIALSTREAM_V2_KEY"));

        var since = DateTimeOffset.UtcNow.AddDays(-1).ToString("O");
        using var response = await http.GetAsync($"{V2Base}/calls?since={Uri.EscapeDataString(since)}", ct);

        if (!response.IsSuccessStatusCode)
        {
            var problem = await response.Content.ReadFromJsonAsync<V2ErrorEnvelope>(cancellationToken: ct);
            if (response.StatusCode == HttpStatusCode.ServiceUnavailable || problem?.Error.Code == "rate_limited")
            {
                _logger.LogWarning("Dialstream v2 busy ({Code}); will retry tomorrow", problem?.Error.Code);
                return;
            }
            throw new HttpRequestException($"{problem?.Error.Code}: {problem?.Error.Message}");
        }

        var calls = await response.Content.ReadFromJsonAsync<List<CallOutcome>>(cancellationToken: ct);
        _logger.LogInformation("Exported {Count} call outcomes", calls?.Count ?? 0);
    }

    private sealed record V2ErrorEnvelope([property: JsonPropertyName("error")] V2Error Error);
    private sealed record V2Error(
        [property: JsonPropertyName("code")] string Code,
        [property: JsonPropertyName("message")] string Message);
    private sealed record CallOutcome(string Id, string Disposition, int DurationSeconds);
}
