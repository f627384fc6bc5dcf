using DialerSync.Worker.Crm;
using DialerSync.Worker.Phonelark;
using Microsoft.Extensions.Options;

namespace DialerSync.Worker;

public sealed class SyncWorker(
    CrmClient crm,
    PhonelarkClient phonelark,
    IOptions<PhonelarkOptions> options,
    ILogger<SyncWorker> log) : BackgroundService
{
    private DateTimeOffset _since = DateTimeOffset.UtcNow.AddHours(-1);

    protected override async Task ExecuteAsync(CancellationToken ct)
    {
        while (!ct.IsCancellationRequested)
        {
            try
            {
                var leads = await crm.GetNewLeadsAsync(_since, ct);
                foreach (var group in leads.GroupBy(l => l.ListId))
                {
                    await phonelark.AppendAsync(group.Key,
                        group.Select(l => new ContactDto(l.Phone, l.FirstName, l.Postcode)), ct);
                    foreach (var l in group) await crm.MarkSyncedAsync(l.Id, ct);
                }
                _since = DateTimeOffset.UtcNow;
            }
            catch (PhonelarkApiException ex) when (ex.Status == 404 && ex.Message.Contains("user not found", StringComparison.OrdinalIgnoreCase))
            {
                log.LogError("ActingUserId {Id} is not a Phonelark user", options.Value.ActingUserId);
            }
            catch (PhonelarkApiException ex) when (ex.IsTransient)
            {
                log.LogWarning(ex, "Transient Phonelark failure, will retry next cycle");
            }

            await Task.Delay(TimeSpan.FromSeconds(options.Value.PollIntervalSeconds), ct);
        }
    }
}
