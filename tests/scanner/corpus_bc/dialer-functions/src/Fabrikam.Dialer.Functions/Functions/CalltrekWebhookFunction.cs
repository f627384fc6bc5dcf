using System.Net;
using System.Security.Cryptography;
using System.Text;
using System.Text.Json;
using Fabrikam.Dialer.Functions.Models;
using Microsoft.Azure.Functions.Worker;
using Microsoft.Azure.Functions.Worker.Http;
using Microsoft.Extensions.Configuration;
using Microsoft.Extensions.Logging;

namespace Fabrikam.Dialer.Functions.Functions;

public sealed class CalltrekWebhookFunction
{
    private readonly string _secret;
    private readonly ILogger<CalltrekWebhookFunction> _logger;

    public CalltrekWebhookFunction(IConfiguration config, ILogger<CalltrekWebhookFunction> logger)
    {
        _secret = config["Calltrek:WebhookSecret"]!;
        _logger = logger;
    }

    [Function("CalltrekWebhook")]
    public async Task<HttpResponseData> RunAsync(
        [HttpTrigger(AuthorizationLevel.Anonymous, "post", Route = "webhooks/calltrek")] HttpRequestData req)
    {
        var body = await new StreamReader(req.Body).ReadToEndAsync();

        if (!req.Headers.TryGetValues("X-Calltrek-Signature", out var values))
        {
            return req.CreateResponse(HttpStatusCode.Unauthorized);
        }

        if (!SignatureVerifier.IsValid(body, values.First(), _secret))
        {
            _logger.LogWarning("Rejected Calltrek webhook with bad signature");
            return req.CreateResponse(HttpStatusCode.Unauthorized);
        }

        var evt = JsonSerializer.Deserialize<CallCompletedEvent>(body);
        _logger.LogInformation("Call {CallId} completed: {Disposition}", evt?.CallId, evt?.Disposition);

        return req.CreateResponse(HttpStatusCode.NoContent);
    }
}

public static class SignatureVerifier
{
    public static bool IsValid(string body, string signatureHex, string secret)
    {
        using var hmac = new HMACSHA256(Encoding.UTF8.GetBytes(secret));
        var expected = Convert.ToHexString(hmac.ComputeHash(Encoding.UTF8.GetBytes(body)));
        return CryptographicOperations.FixedTimeEquals(
            Encoding.ASCII.GetBytes(expected.ToLowerInvariant()),
            Encoding.ASCII.GetBytes(signatureHex.Trim().ToLowerInvariant()));
    }
}
