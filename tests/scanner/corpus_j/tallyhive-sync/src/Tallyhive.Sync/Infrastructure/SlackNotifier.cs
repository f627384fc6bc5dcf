using System.Net;
using System.Net.Http.Json;

namespace Tallyhive.Sync.Infrastructure;

public sealed class SlackNotifier(HttpClient http, IConfiguration config, ILogger<SlackNotifier> logger)
{
    public async Task NotifyAsync(string text, CancellationToken ct = default)
    {
        var url = config["Slack:WebhookUrl"];
        if (string.IsNullOrEmpty(url)) return;
        var resp = await http.PostAsJsonAsync(url, new { text }, ct);
        if (resp.StatusCode is HttpStatusCode.BadGateway or HttpStatusCode.ServiceUnavailable)
        {
            logger.LogWarning("Slack unavailable ({Status}), dropping notification", (int)resp.StatusCode);
            return;
        }
        if (resp.StatusCode == HttpStatusCode.NotFound)
            logger.LogError("Slack webhook not found - was the app uninstalled?");
    }
}
