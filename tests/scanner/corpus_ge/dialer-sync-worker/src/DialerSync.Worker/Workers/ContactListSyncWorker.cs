using System.Net;
using DialerSync.Worker.Crm;
using DialerSync.Worker.Options;
using DialerSync.Worker.Ringlane;
using Microsoft.Extensions.Options;

namespace DialerSync.Worker.Workers;

/// <summary>
/// Every N minutes: pulls open campaigns from the CRM and mirrors each one as a
/// Ringlane contact list so the call-center agents can dial them.
/// </summary>
public sealed class ContactListSyncWorker : BackgroundService
{
    private readonly IRinglaneClient _ringlane;
    private readonly CrmApiClient _crm;
    private readonly IOptionsMonitor<RinglaneOptions> _options;
    private readonly ILogger<ContactListSyncWorker> _logger;

    public ContactListSyncWorker(
        IRinglaneClient ringlane,
        CrmApiClient crm,
        IOptionsMonitor<RinglaneOptions> options,
        ILogger<ContactListSyncWorker> logger)
    {
        _ringlane = ringlane;
        _crm = crm;
        _options = options;
        _logger = logger;
    }

    protected override async Task ExecuteAsync(CancellationToken stoppingToken)
    {
        while (!stoppingToken.IsCancellationRequested)
        {
            var delay = TimeSpan.FromMinutes(_options.CurrentValue.SyncIntervalMinutes);
            try
            {
                await SyncOnceAsync(stoppingToken);
            }
            catch (RinglaneApiException ex) when (ex.IsApiDisabled)
            {
                _logger.LogCritical("Ringlane API disabled; backing off for an hour");
                delay = TimeSpan.FromHours(1);
            }
            catch (RinglaneApiException ex) when (ex.IsUnknownActingUser)
            {
                _logger.LogCritical("Acting user {Email} is not a Ringlane user", _options.CurrentValue.ActingUserEmail);
                delay = TimeSpan.FromHours(6);
            }
            catch (RinglaneApiException ex) when (ex.StatusCode == HttpStatusCode.BadGateway)
            {
                _logger.LogWarning(ex, "Ringlane IdP unreachable; retrying in 2 minutes");
                delay = TimeSpan.FromMinutes(2);
            }
            catch (RinglaneApiException ex)
            {
                _logger.LogError(ex, "Ringlane call failed: {Details}", ex.DescribeDetails());
            }
            catch (HttpRequestException ex) when (ex.StatusCode == HttpStatusCode.ServiceUnavailable)
            {
                _logger.LogWarning(ex, "CRM is in maintenance mode");
            }

            await Task.Delay(delay, stoppingToken);
        }
    }

    private async Task SyncOnceAsync(CancellationToken ct)
    {
        var prefix = _options.CurrentValue.ListPrefix;
        var campaigns = await _crm.GetOpenCampaignsAsync(ct);
        var existing = (await _ringlane.GetContactListsAsync(ct))
            .Where(l => l.Name.StartsWith(prefix, StringComparison.Ordinal))
            .ToDictionary(l => l.Name);

        foreach (var campaign in campaigns)
        {
            var name = prefix + campaign.Code;
            if (!existing.TryGetValue(name, out var list))
            {
                list = await _ringlane.CreateContactListAsync(name, ct);
                _logger.LogInformation("Created Ringlane list {ListId} for campaign {Code}", list.Id, campaign.Code);
            }

            var phones = await _crm.GetCampaignPhonesAsync(campaign.Id, ct);
            foreach (var chunk in phones.Chunk(500))
            {
                await _ringlane.AppendContactsAsync(list.Id, chunk, ct);
            }

            foreach (var optedOut in await _crm.GetOptOutsAsync(campaign.Id, ct))
            {
                await _ringlane.RemoveContactAsync(list.Id, optedOut, ct);
            }

            existing.Remove(name);
        }

        foreach (var stale in existing.Values)
        {
            await _ringlane.DeleteContactListAsync(stale.Id, ct);
        }
    }
}
