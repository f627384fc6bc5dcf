using System.Net;
using System.Security.Cryptography;
using System.Text;
using Microsoft.Azure.Functions.Worker;
using Microsoft.Azure.Functions.Worker.Http;
using Microsoft.Extensions.Logging;

namespace BrightWater.Functions;

public sealed class DialstreamWebhook
{
    private const string SignatureHeader = "X-Dialstream-Signature";
    private readonly ILogger<DialstreamWebhook> _logger;

    public DialstreamWebhook(ILogger<DialstreamWebhook> logger) => _logger = logger;

    [Function("DialstreamWebhook")]
    public async Task<HttpResponseData> Run(
        [HttpTrigger(AuthorizationLevel.Anonymous, "post", Route = "hooks/dialstream")] HttpRequestData req)
    {
        var body = await req.ReadAsStringAsync() ?? string.Empty;

        if (!req.Headers.TryGetValues(SignatureHeader, out var values))
        {
            return req.CreateResponse(HttpStatusCode.Unauthorized);
        }

        var provided = values.First();
        var key = Encoding.UTF8.GetBytes(DialstreamSettings.WebhookSecret);
        var digest = Convert.ToHexString(HMACSHA256.HashData(key, Encoding.UTF8.GetBytes(body))).ToLowerInvariant();

        if (!string.Equals(digest, provided, StringComparison.OrdinalIgnoreCase))
        {
            _logger.LogWarning("Bad Dialstream webhook signature");
            return req.CreateResponse(HttpStatusCode.Unauthorized);
        }

        _logger.LogInformation("Call outcome webhook accepted");
        return req.CreateResponse(HttpStatusCode.NoContent);
    }
}
