using DialerSync.Worker.Crm;
using DialerSync.Worker.Dialer;

namespace DialerSync.Worker;

public sealed class ListSyncWorker(
    ICrmClient crm,
    IDialerListsClient dialer,
    ILogger<ListSyncWorker> log,
    IConfiguration config) : BackgroundService
{
    protected override async Task ExecuteAsync(CancellationToken stoppingToken)
    {
        var interval = TimeSpan.FromMinutes(config.GetValue("SyncIntervalMinutes", 10));
        using var timer = new PeriodicTimer(interval);

        do
        {
            try
            {
                await SyncOnceAsync(stoppingToken);
            }
            catch (DialerDisabledException ex)
            {
                log.LogCritical(ex, "Dialer API is switched off; pausing sync for an hour");
                await Task.Delay(TimeSpan.FromHours(1), stoppingToken);
            }
            catch (Exception ex) when (ex is not OperationCanceledException)
            {
                log.LogError(ex, "List sync failed");
            }
        }
        while (await timer.WaitForNextTickAsync(stoppingToken));
    }

    private async Task SyncOnceAsync(CancellationToken ct)
    {
        foreach (var segment in await crm.GetDialerSegmentsAsync(ct))
        {
            var list = await dialer.FindByNameAsync(segment.DisplayName, ct);

            if (segment.Archived)
            {
                if (list is not null) await dialer.DeleteAsync(list.Id, ct);
                continue;
            }

            list ??= await dialer.CreateAsync(segment.DisplayName, ct);
            await dialer.AppendAsync(list.Id, segment.Phones, ct);
            await crm.MarkSyncedAsync(segment.SegmentId, list.Id, ct);
            log.LogInformation("Synced segment {Segment} -> list {List}", segment.SegmentId, list.Id);
        }
    }
}
