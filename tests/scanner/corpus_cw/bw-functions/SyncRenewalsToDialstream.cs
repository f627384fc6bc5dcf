using System.Net;
using System.Net.Http.Json;
using System.Text.Json;
using Microsoft.Azure.Functions.Worker;
using Microsoft.Extensions.Logging;

namespace BrightWater.Functions;

/// <summary>
/// Every morning at 06:15 push the policies renewing in the next 30 days into the
/// "Renewals - today" contact list so the agents' dialer picks them up.
/// </summary>
public sealed class SyncRenewalsToDialstream
{
    private readonly IHttpClientFactory _httpFactory;
    private readonly ILogger<SyncRenewalsToDialstream> _logger;

    public SyncRenewalsToDialstream(IHttpClientFactory httpFactory, ILogger<SyncRenewalsToDialstream> logger)
    {
        _httpFactory = httpFactory;
        _logger = logger;
    }

    [Function(nameof(SyncRenewalsToDialstream))]
    public async Task Run([TimerTrigger("0 15 6 * * 1-5")] TimerInfo timer, CancellationToken ct)
    {
        var http = _httpFactory.CreateClient("dialstream");
        http.DefaultRequestHeaders.Add("x-api-key", DialstreamSettings.ApiKey);
        http.DefaultRequestHeaders.Add("x-user-id", DialstreamSettings.ActingUserId);

        var listId = Environment.GetEnvironmentVariable("DIALSTREAM_RENEWALS_LIST_ID") ?? "cl_renewals_today";
        var rows = await RenewalsRepository.DueWithinDaysAsync(30, ct);

        foreach (var chunk in rows.Chunk(250))
        {
            var payload = new { contacts = chunk.Select(r => new { phone = r.Phone, firstName = r.FirstName, policyNumber = r.PolicyNumber }) };
            var url = $"{DialstreamSettings.BaseUrl}/contact-lists/{listId}/contacts";

            for (var attempt = 1; ; attempt++)
            {
                using var response = await http.PostAsJsonAsync(url, payload, ct);
                if (response.IsSuccessStatusCode)
                {
                    break;
                }

                if (response.StatusCode == HttpStatusCode.BadGateway && attempt < 4)
                {
                    _logger.LogWarning("Dialstream IdP unavailable, retry {Attempt}", attempt);
                    await Task.Delay(TimeSpan.FromSeconds(attempt * 5), ct);
                    continue;
                }

                var message = await ReadDialstreamErrorAsync(response, ct);
                if ((int)response.StatusCode == 503)
                {
                    _logger.LogCritical("Dialstream API disabled: {Message}. Aborting sync.", message);
                    return;
                }

                throw new HttpRequestException($"Dialstream {(int)response.StatusCode}: {message}");
            }
        }

        _logger.LogInformation("Pushed {Count} renewals to Dialstream list {ListId}", rows.Count, listId);
    }

    private static async Task<string> ReadDialstreamErrorAsync(HttpResponseMessage response, CancellationToken ct)
    {
        var raw = await response.Content.ReadAsStringAsync(ct);
        try
        {
            using var doc = JsonDocument.Parse(raw);
            return doc.RootElement.GetProperty("error").GetString() ?? raw;
        }
        catch (JsonException)
        {
            return raw;
        }
    }
}
