using System.Net;
using System.Net.Http.Json;
using System.Text.Json;
using Microsoft.Azure.Functions.Worker;
using Microsoft.Extensions.Logging;

namespace TwFunctions.Functions;

/// <summary>
/// Pushes yesterday's new shipper contacts into the Ringforge list used by the renewals team.
/// </summary>
public sealed class NightlyContactListSync
{
    private const string RenewalsListId = "cl_01HV7Q2M8R";

    private readonly IHttpClientFactory _factory;
    private readonly ILogger<NightlyContactListSync> _logger;

    public NightlyContactListSync(IHttpClientFactory factory, ILogger<NightlyContactListSync> logger)
    {
        _factory = factory;
        _logger = logger;
    }

    [Function("NightlyContactListSync")]
    public async Task Run([TimerTrigger("0 30 2 * * *")] TimerInfo timer, CancellationToken ct)
    {
        var phones = await LoadNewShipperPhonesAsync(ct);
        if (phones.Count == 0) return;

        var rf = _factory.CreateClient("ringforge");
        for (var attempt = 1; attempt <= 3; attempt++)
        {
            using var resp = await rf.PostAsJsonAsync($"contact-lists/{RenewalsListId}/contacts", new { phoneNumbers = phones }, ct);
            if (resp.IsSuccessStatusCode)
            {
                _logger.LogInformation("Appended {Count} contacts", phones.Count);
                return;
            }

            var raw = await resp.Content.ReadAsStringAsync(ct);
            string? error = null;
            try { error = JsonDocument.Parse(raw).RootElement.GetProperty("error").GetString(); } catch (JsonException) { }

            if (resp.StatusCode == HttpStatusCode.BadGateway)
            {
                _logger.LogWarning("Ringforge could not reach its IdP (attempt {Attempt}): {Error}", attempt, error);
                await Task.Delay(TimeSpan.FromSeconds(10 * attempt), ct);
                continue;
            }

            if (resp.StatusCode == HttpStatusCode.NotFound && error == "user not found")
            {
                _logger.LogError("Sync bot seat missing in Ringforge");
                return;
            }

            if ((int)resp.StatusCode == 503)
            {
                _logger.LogCritical("Ringforge public API disabled, skipping sync: {Error}", error);
                return;
            }

            _logger.LogError("Ringforge sync failed {Status}: {Error}", (int)resp.StatusCode, error);
            return;
        }
    }

    private static Task<List<string>> LoadNewShipperPhonesAsync(CancellationToken ct) =>
        Task.FromResult(new List<string>());
}
