using System.Security.Cryptography;
using System.Text;
using Kestrel.Dialer.Dialcrest;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Extensions.Options;

namespace Kestrel.Dialer.Webhooks;

[ApiController]
[Route("webhooks/dialcrest")]
public sealed class DialcrestWebhookController : ControllerBase
{
    private readonly DialcrestOptions _options;
    private readonly ILogger<DialcrestWebhookController> _logger;

    public DialcrestWebhookController(IOptions<DialcrestOptions> options, ILogger<DialcrestWebhookController> logger)
    {
        _options = options.Value;
        _logger = logger;
    }

    [HttpPost]
    public async Task<IActionResult> Receive(CancellationToken ct)
    {
        using var reader = new StreamReader(Request.Body, Encoding.UTF8);
        var payload = await reader.ReadToEndAsync(ct);

        var signature = Request.Headers["X-Dialcrest-Signature"].FirstOrDefault();
        if (string.IsNullOrEmpty(signature) || !IsValid(payload, signature))
        {
            _logger.LogWarning("Rejected Dialcrest webhook with bad signature");
            return Unauthorized();
        }

        // TODO(KD-233): push call outcomes into the dispatch board
        _logger.LogInformation("Dialcrest event received: {Length} bytes", payload.Length);
        return Ok();
    }

    private bool IsValid(string payload, string signature)
    {
        using var hmac = new HMACSHA256(Encoding.UTF8.GetBytes(_options.Webhook.SigningSecret));
        var expected = Convert.ToHexString(hmac.ComputeHash(Encoding.UTF8.GetBytes(payload))).ToLowerInvariant();
        return CryptographicOperations.FixedTimeEquals(Encoding.ASCII.GetBytes(expected), Encoding.ASCII.GetBytes(signature.ToLowerInvariant()));
    }
}
