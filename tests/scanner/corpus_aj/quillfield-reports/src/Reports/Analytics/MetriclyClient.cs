using System.Net;
using System.Net.Http.Json;

namespace Quillfield.Reports.Analytics;

public sealed class MetriclyClient(HttpClient http)
{
    public async Task<decimal?> ConversionRateAsync(string project, CancellationToken ct)
    {
        using var req = new HttpRequestMessage(HttpMethod.Get, $"projects/{project}/metrics/conversion");
        req.Headers.Add("x-api-key", Environment.GetEnvironmentVariable("METRICLY_READ_KEY"));
        var resp = await http.SendAsync(req, ct);
        if (resp.StatusCode is HttpStatusCode.ServiceUnavailable or HttpStatusCode.BadGateway)
            return null; // analytics is best-effort
        if (resp.StatusCode == HttpStatusCode.NotFound)
            return null;
        var body = await resp.Content.ReadFromJsonAsync<Dictionary<string, object>>(cancellationToken: ct);
        return body is not null && body.TryGetValue("value", out var v) ? Convert.ToDecimal(v.ToString()) : null;
    }
}
