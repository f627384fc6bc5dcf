using System.Net;
using System.Security.Cryptography;
using System.Text;
using Microsoft.Azure.Functions.Worker;
using Microsoft.Azure.Functions.Worker.Http;
using Microsoft.Extensions.Configuration;

namespace Fabrikam.Dialer.Functions.Functions;

/// <summary>
/// recording.ready events are delivered by Calltrek's v2 webhook system, which signs with
/// "Service-Signature: t=&lt;ms&gt;,v1=&lt;hex&gt;" over "{t}.{body}".
/// </summary>
public sealed class CalltrekRecordingReadyFunction
{
    private static readonly TimeSpan Tolerance = TimeSpan.FromMinutes(5);
    private readonly byte[] _secret;

    public CalltrekRecordingReadyFunction(IConfiguration config) =>
        _secret = Encoding.UTF8.GetBytes(config["CalltrekV2:WebhookSecret"]!);

    [Function("CalltrekRecordingReady")]
    public async Task<HttpResponseData> RunAsync(
        [HttpTrigger(AuthorizationLevel.Anonymous, "post", Route = "webhooks/calltrek/v2")] HttpRequestData req)
    {
        var body = await new StreamReader(req.Body).ReadToEndAsync();
        var header = req.Headers.TryGetValues("Service-Signature", out var v) ? v.First() : null;
        if (header is null)
        {
            return req.CreateResponse(HttpStatusCode.Unauthorized);
        }

        var parts = header.Split(',').Select(p => p.Split('=', 2)).ToDictionary(p => p[0], p => p[1]);
        var ts = long.Parse(parts["t"]);
        if (DateTimeOffset.UtcNow - DateTimeOffset.FromUnixTimeMilliseconds(ts) > Tolerance)
        {
            return req.CreateResponse(HttpStatusCode.Unauthorized);
        }

        using var hmac = new HMACSHA256(_secret);
        var expected = Convert.ToHexString(hmac.ComputeHash(Encoding.UTF8.GetBytes($"{ts}.{body}"))).ToLowerInvariant();
        if (!CryptographicOperations.FixedTimeEquals(Encoding.ASCII.GetBytes(expected), Encoding.ASCII.GetBytes(parts["v1"])))
        {
            return req.CreateResponse(HttpStatusCode.Unauthorized);
        }

        return req.CreateResponse(HttpStatusCode.Accepted);
    }
}
