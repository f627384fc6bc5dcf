using System.Net;
using Hangfire;

namespace Halvorsen.Dispatch.Jobs;

/// <summary>
/// TODO(DISP-812): last thing still on the old Ringcrest API - the v2 audiences endpoint
/// has no bulk "remove by phone" yet. Delete this job once Ringcrest ships it.
/// </summary>
public sealed class LegacyListCleanupJob
{
    private const string LegacyBase = "https://api.ringcrest.io/api/public/v1";
    private readonly IHttpClientFactory _factory;
    private readonly IConfiguration _config;
    private readonly ILogger<LegacyListCleanupJob> _logger;

    public LegacyListCleanupJob(IHttpClientFactory factory, IConfiguration config, ILogger<LegacyListCleanupJob> logger)
    {
        _factory = factory;
        _config = config;
        _logger = logger;
    }

    [AutomaticRetry(Attempts = 0)]
    public async Task RunAsync(string listId, IReadOnlyList<string> phones, CancellationToken ct)
    {
        var http = _factory.CreateClient("ringcrest-legacy");

        foreach (var phone in phones)
        {
            using var req = new HttpRequestMessage(HttpMethod.Delete,
                $"{LegacyBase}/contact-lists/{listId}/contacts/{Uri.EscapeDataString(phone)}");
            req.Headers.Add("X-API-Key", _config["Ringcrest:LegacySharedKey"]);
            req.Headers.Add("X-User-Id", _config["Ringcrest:LegacyActingUserId"]);

            using var resp = await http.SendAsync(req, ct);
            switch (resp.StatusCode)
            {
                case HttpStatusCode.NoContent:
                case HttpStatusCode.OK:
                    break;
                case HttpStatusCode.BadGateway:
                    _logger.LogWarning("Ringcrest IdP down while removing {Phone}; will retry next run", phone);
                    return;
                case HttpStatusCode.ServiceUnavailable:
                    _logger.LogError("Ringcrest v1 API disabled - job can be deleted now");
                    return;
                default:
                    _logger.LogWarning("Remove {Phone} from {List} -> {Status}", phone, listId, (int)resp.StatusCode);
                    break;
            }
        }
    }
}
