using Fabrikam.CrmSync.Calltrek;
using Fabrikam.CrmSync.Dynamics;

namespace Fabrikam.CrmSync.Sync;

/// <summary>
/// Every 15 minutes: reads "call me" leads from Dataverse and appends them to the
/// matching Calltrek contact list so the SDR team can dial them.
/// </summary>
public sealed class ContactListSyncWorker : BackgroundService
{
    private static readonly TimeSpan Interval = TimeSpan.FromMinutes(15);

    private readonly CalltrekClient _calltrek;
    private readonly DataverseLeadReader _leads;
    private readonly ILogger<ContactListSyncWorker> _logger;

    public ContactListSyncWorker(CalltrekClient calltrek, DataverseLeadReader leads, ILogger<ContactListSyncWorker> logger)
    {
        _calltrek = calltrek;
        _leads = leads;
        _logger = logger;
    }

    protected override async Task ExecuteAsync(CancellationToken stoppingToken)
    {
        using var timer = new PeriodicTimer(Interval);
        do
        {
            try
            {
                await SyncOnceAsync(stoppingToken);
            }
            catch (CalltrekApiException ex) when (ex.Error?.Error == "contact list not found")
            {
                _logger.LogWarning("Territory list was deleted in Calltrek; recreate it in the admin UI");
            }
            catch (Exception ex) when (ex is not OperationCanceledException)
            {
                _logger.LogError(ex, "Lead sync failed");
            }
        }
        while (await timer.WaitForNextTickAsync(stoppingToken));
    }

    private async Task SyncOnceAsync(CancellationToken ct)
    {
        var lists = await _calltrek.GetContactListsAsync(ct);
        var byName = lists.ToDictionary(l => l.Name, StringComparer.OrdinalIgnoreCase);

        await foreach (var batch in _leads.ReadCallbackLeadsAsync(ct))
        {
            if (!byName.TryGetValue(batch.Territory, out var list))
            {
                _logger.LogInformation("No Calltrek list for territory {Territory}", batch.Territory);
                continue;
            }

            var contacts = batch.Leads.Select(l => new NewContact(l.Phone, l.FirstName, l.LastName, l.LeadId.ToString()));
            await _calltrek.AppendContactsAsync(list.Id, contacts, ct);
            _logger.LogInformation("Appended {Count} leads to {List}", batch.Leads.Count, list.Name);
        }
    }
}
