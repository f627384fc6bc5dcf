using System.Net;
using Fabrikam.Dialer.Functions.Calltrek;
using Fabrikam.Dialer.Functions.Models;
using Microsoft.Azure.Functions.Worker;
using Microsoft.Extensions.Configuration;
using Microsoft.Extensions.Logging;
using Refit;

namespace Fabrikam.Dialer.Functions.Functions;

public sealed class SyncTerritoryListsFunction
{
    private static readonly string[] Territories = ["DACH", "Benelux", "Nordics", "UKI"];

    private readonly ICalltrekApi _calltrek;
    private readonly string _serviceUserId;
    private readonly ILogger<SyncTerritoryListsFunction> _logger;

    public SyncTerritoryListsFunction(ICalltrekApi calltrek, IConfiguration config, ILogger<SyncTerritoryListsFunction> logger)
    {
        _calltrek = calltrek;
        _serviceUserId = config["Calltrek:ServiceUserId"]!;
        _logger = logger;
    }

    [Function("SyncTerritoryLists")]
    public async Task RunAsync([TimerTrigger("0 0 5 * * 1-5")] TimerInfo timer)
    {
        List<ContactListDto> existing;
        try
        {
            existing = await _calltrek.GetContactListsAsync(_serviceUserId);
        }
        catch (ApiException ex) when (ex.StatusCode == HttpStatusCode.ServiceUnavailable)
        {
            _logger.LogCritical("Calltrek says the public API is disabled; skipping territory sync");
            return;
        }
        catch (ApiException ex) when (ex.StatusCode == HttpStatusCode.NotFound)
        {
            _logger.LogError("Service user {UserId} not found in Calltrek's identity provider", _serviceUserId);
            return;
        }

        foreach (var territory in Territories)
        {
            var name = $"Territory - {territory}";
            if (existing.Any(l => l.Name == name))
            {
                continue;
            }

            try
            {
                await _calltrek.CreateContactListAsync(new CreateContactListRequest(name, "Managed by dialer-functions"), _serviceUserId);
            }
            catch (ApiException ex) when (ex.StatusCode == HttpStatusCode.BadRequest)
            {
                var err = await ex.GetContentAsAsync<CalltrekErrorBody>();
                _logger.LogWarning("Calltrek rejected list {Name}: {Error}", name, err?.Error);
                foreach (var d in err?.Details ?? [])
                {
                    _logger.LogWarning("  {Path}: {Message}", d.Path, d.Message);
                }
            }
        }
    }
}
