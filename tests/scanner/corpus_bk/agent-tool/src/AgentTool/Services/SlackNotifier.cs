using System.Net;
using System.Security.Cryptography;
using System.Text;

namespace Brightline.AgentTool.Services;

/// <summary>Posts "hot lead" alerts to Slack and handles the interactive button callback.</summary>
public sealed class SlackNotifier
{
    private static readonly HttpClient Http = new();
    private readonly string _webhookUrl;
    private readonly string _signingSecret;

    public SlackNotifier(string webhookUrl, string signingSecret)
    {
        _webhookUrl = webhookUrl;
        _signingSecret = signingSecret;
    }

    public async Task PostAsync(string text)
    {
        for (var i = 0; i < 3; i++)
        {
            var resp = await Http.PostAsync(_webhookUrl, new StringContent($"{{\"text\":\"{text}\"}}", Encoding.UTF8, "application/json"));
            if (resp.StatusCode is HttpStatusCode.BadGateway or HttpStatusCode.ServiceUnavailable)
            {
                await Task.Delay(1000 * (i + 1));
                continue;
            }
            return;
        }
    }

    public bool VerifyInteraction(HttpListenerRequest req, string body)
    {
        var ts = req.Headers["X-Slack-Request-Timestamp"];
        var sig = req.Headers["X-Slack-Signature"];
        using var hmac = new HMACSHA256(Encoding.UTF8.GetBytes(_signingSecret));
        var mine = "v0=" + Convert.ToHexString(hmac.ComputeHash(Encoding.UTF8.GetBytes($"v0:{ts}:{body}"))).ToLowerInvariant();
        return mine == sig;
    }
}
