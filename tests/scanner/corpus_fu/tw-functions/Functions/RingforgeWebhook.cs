using System.Net;
using System.Security.Cryptography;
using System.Text;
using System.Text.Json;
using Microsoft.Azure.Functions.Worker;
using Microsoft.Azure.Functions.Worker.Http;
using Microsoft.Extensions.Logging;

namespace TwFunctions.Functions;

public sealed class RingforgeWebhook
{
    private readonly ILogger<RingforgeWebhook> _logger;

    public RingforgeWebhook(ILogger<RingforgeWebhook> logger) => _logger = logger;

    [Function("RingforgeWebhook")]
    public async Task<HttpResponseData> Run(
        [HttpTrigger(AuthorizationLevel.Anonymous, "post", Route = "ringforge")] HttpRequestData req)
    {
        var body = await new StreamReader(req.Body).ReadToEndAsync();

        if (!req.Headers.TryGetValues("X-Ringforge-Signature", out var values))
        {
            return req.CreateResponse(HttpStatusCode.Unauthorized);
        }

        var secret = Environment.GetEnvironmentVariable("RINGFORGE_WEBHOOK_SECRET")!;
        using var hmac = new HMACSHA256(Encoding.UTF8.GetBytes(secret));
        var expected = Convert.ToHexString(hmac.ComputeHash(Encoding.UTF8.GetBytes(body))).ToLowerInvariant();
        var provided = values.First().Trim();

        if (!CryptographicOperations.FixedTimeEquals(Encoding.ASCII.GetBytes(expected), Encoding.ASCII.GetBytes(provided)))
        {
            _logger.LogWarning("Rejected Ringforge webhook with bad signature");
            return req.CreateResponse(HttpStatusCode.Unauthorized);
        }

        using var doc = JsonDocument.Parse(body);
        var type = doc.RootElement.GetProperty("event").GetString();
        _logger.LogInformation("Ringforge event {Type}", type);

        return req.CreateResponse(HttpStatusCode.NoContent);
    }
}
