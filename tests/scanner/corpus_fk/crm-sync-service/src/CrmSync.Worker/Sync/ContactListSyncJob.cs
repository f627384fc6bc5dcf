using CrmSync.Worker.Email;
using CrmSync.Worker.Ringlane;
using Refit;

namespace CrmSync.Worker.Sync;

/// <summary>
/// Every 15 minutes: mirrors CRM call-campaign segments into Ringlane contact lists,
/// and the same segment into a SendGrid marketing list for follow-up emails.
/// </summary>
public sealed class ContactListSyncJob : BackgroundService
{
    private readonly IRinglaneContactListsApi _ringlane;
    private readonly SendGridContactsClient _sendGrid;
    private readonly ILogger<ContactListSyncJob> _log;

    public ContactListSyncJob(IRinglaneContactListsApi ringlane, SendGridContactsClient sendGrid, ILogger<ContactListSyncJob> log)
    {
        _ringlane = ringlane;
        _sendGrid = sendGrid;
        _log = log;
    }

    protected override async Task ExecuteAsync(CancellationToken stoppingToken)
    {
        using var timer = new PeriodicTimer(TimeSpan.FromMinutes(15));
        do
        {
            try
            {
                await SyncOnceAsync(stoppingToken);
            }
            catch (RinglaneException ex) when (ex.Kind == RinglaneFailureKind.ApiDisabled)
            {
                _log.LogWarning("Ringlane public API switched off for our tenant; skipping this round");
            }
            catch (RinglaneException ex) when (ex.IsTransient)
            {
                _log.LogInformation(ex, "Transient Ringlane failure, will retry next tick");
            }
        }
        while (await timer.WaitForNextTickAsync(stoppingToken));
    }

    private async Task SyncOnceAsync(CancellationToken ct)
    {
        var segments = await CrmSegments.LoadAsync(ct);
        foreach (var segment in segments)
        {
            using var _ = AmbientActingUserAccessor.Begin(segment.OwnerEmail);
            try
            {
                var result = await _ringlane.AppendContactsAsync(segment.RinglaneListId, new AppendContactsRequest(segment.Phones), ct);
                _log.LogInformation("Segment {Segment}: {Added} added, {Skipped} skipped", segment.Name, result.Added, result.Skipped);
            }
            catch (ApiException apiEx)
            {
                var rex = await RinglaneException.FromApiExceptionAsync(apiEx);
                if (rex.Kind == RinglaneFailureKind.ActingUserUnknown)
                {
                    _log.LogWarning("Owner {Owner} has no Ringlane seat; segment {Segment} skipped", segment.OwnerEmail, segment.Name);
                    continue;
                }
                throw rex;
            }

            await _sendGrid.UpsertContactsAsync(segment.SendGridListId, segment.Emails, ct);
        }
    }
}

internal sealed record CrmSegment(string Name, string OwnerEmail, string RinglaneListId, string SendGridListId, IReadOnlyList<string> Phones, IReadOnlyList<string> Emails);

internal static class CrmSegments
{
    public static Task<IReadOnlyList<CrmSegment>> LoadAsync(CancellationToken ct) =>
        Task.FromResult<IReadOnlyList<CrmSegment>>(Array.Empty<CrmSegment>());
}
