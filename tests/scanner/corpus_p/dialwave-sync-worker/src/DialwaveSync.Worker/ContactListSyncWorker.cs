using DialwaveSync.Worker.Audit;
using DialwaveSync.Worker.Dialwave;
using Microsoft.Extensions.Options;

namespace DialwaveSync.Worker;

public sealed class ContactListSyncWorker : BackgroundService
{
    private readonly DialwaveClient _dialwave;
    private readonly AuditClient _audit;
    private readonly DialwaveOptions _options;
    private readonly ILogger<ContactListSyncWorker> _logger;

    public ContactListSyncWorker(DialwaveClient dialwave, AuditClient audit,
        IOptions<DialwaveOptions> options, ILogger<ContactListSyncWorker> logger)
    {
        _dialwave = dialwave;
        _audit = audit;
        _options = options.Value;
        _logger = logger;
    }

    protected override async Task ExecuteAsync(CancellationToken stoppingToken)
    {
        while (!stoppingToken.IsCancellationRequested)
        {
            try
            {
                var lists = await _dialwave.GetContactListsAsync(stoppingToken);
                _logger.LogInformation("Fetched {Count} lists", lists.Count);
                await _audit.RecordAsync("lists.polled", new { lists.Count }, stoppingToken);
            }
            catch (DialwaveTransientException ex)
            {
                _logger.LogWarning(ex, "Transient Dialwave failure, will retry next cycle");
            }
            catch (DialwaveUserNotFoundException ex)
            {
                _logger.LogError(ex, "Acting user {Email} is not provisioned in Dialwave", _options.ActingUserEmail);
            }

            await Task.Delay(TimeSpan.FromSeconds(_options.PollIntervalSeconds), stoppingToken);
        }
    }
}
