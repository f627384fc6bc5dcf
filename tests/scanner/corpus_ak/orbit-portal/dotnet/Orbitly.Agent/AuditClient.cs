using System.Net;

namespace Orbitly.Agent;

/// Internal audit service; API Gateway key plus the acting user for attribution.
public sealed class AuditClient(HttpClient http, string key)
{
    public async Task RecordAsync(string userEmail, string action, CancellationToken ct)
    {
        using var req = new HttpRequestMessage(HttpMethod.Post, "events");
        req.Headers.Add("x-api-key", key);
        req.Headers.Add("X-User-Email", userEmail);
        req.Content = JsonContent.Create(new { action, at = DateTimeOffset.UtcNow });
        var resp = await http.SendAsync(req, ct);
        if (resp.StatusCode is HttpStatusCode.BadGateway or HttpStatusCode.ServiceUnavailable)
        {
            return; // audit is best-effort
        }
        resp.EnsureSuccessStatusCode();
    }
}
