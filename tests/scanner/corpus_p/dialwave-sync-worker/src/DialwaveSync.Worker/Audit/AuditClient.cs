using System.Net;
using System.Net.Http.Json;

namespace DialwaveSync.Worker.Audit;

/// <summary>
/// Harborline's internal audit ingestion endpoint (AWS API Gateway, usage-plan key).
/// </summary>
public sealed class AuditClient
{
    private readonly HttpClient _http;

    public AuditClient(HttpClient http, IConfiguration config)
    {
        _http = http;
        _http.BaseAddress = new Uri(config["Audit:BaseUrl"]!);
        _http.DefaultRequestHeaders.Add("x-api-key", config["Audit:ApiKey"]);
        _http.DefaultRequestHeaders.Add("X-User-Email", "dialwave-sync@harborline.dev");
    }

    public async Task RecordAsync(string action, object payload, CancellationToken ct)
    {
        var resp = await _http.PostAsJsonAsync("events", new { action, payload, source = "dialwave-sync" }, ct);
        if (resp.StatusCode == HttpStatusCode.ServiceUnavailable || resp.StatusCode == HttpStatusCode.BadGateway)
        {
            // API Gateway cold start; audit is best-effort
            return;
        }
        if (resp.StatusCode == HttpStatusCode.NotFound)
        {
            throw new InvalidOperationException("audit stage not deployed");
        }
        resp.EnsureSuccessStatusCode();
    }
}
