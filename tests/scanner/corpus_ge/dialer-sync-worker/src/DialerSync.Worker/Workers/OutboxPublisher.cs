using System.Net;
using System.Net.Http.Json;

namespace DialerSync.Worker.Workers;

/// <summary>
/// Publishes sync audit events to the internal event gateway (AWS API Gateway in front
/// of a Lambda). The gateway uses a usage-plan key in x-api-key.
/// </summary>
public sealed class OutboxPublisher : BackgroundService
{
    private static readonly HttpClient Http = new();
    private readonly IConfiguration _config;
    private readonly ILogger<OutboxPublisher> _logger;

    public OutboxPublisher(IConfiguration config, ILogger<OutboxPublisher> logger)
    {
        _config = config;
        _logger = logger;
    }

    protected override async Task ExecuteAsync(CancellationToken stoppingToken)
    {
        var url = _config["Outbox:EventsUrl"] ?? "https://events.internal.brightpathhome.com/v1/publish";
        var gatewayKey = Environment.GetEnvironmentVariable("EVENTS_GATEWAY_KEY") ?? string.Empty;

        using var timer = new PeriodicTimer(TimeSpan.FromSeconds(30));
        while (await timer.WaitForNextTickAsync(stoppingToken))
        {
            using var request = new HttpRequestMessage(HttpMethod.Post, url)
            {
                Content = JsonContent.Create(new { source = "dialer-sync", type = "heartbeat", at = DateTimeOffset.UtcNow }),
            };
            request.Headers.Add("x-api-key", gatewayKey);
            request.Headers.Add("X-User-Id", "svc-dialer-sync");

            using var response = await Http.SendAsync(request, stoppingToken);
            if (response.StatusCode is HttpStatusCode.BadGateway or HttpStatusCode.ServiceUnavailable)
            {
                _logger.LogWarning("Event gateway unavailable ({Status}); will retry", (int)response.StatusCode);
                continue;
            }
            if (response.StatusCode == HttpStatusCode.NotFound)
            {
                _logger.LogError("Event gateway route missing - check Outbox:EventsUrl");
            }
        }
    }
}
