using System.Security.Cryptography;
using System.Text;
using Microsoft.AspNetCore.Mvc;

namespace Contoso.Dialer.Calling;

[ApiController]
[Route("webhooks/calling")]
public sealed class CallingWebhookController(IConfiguration config, ICallEventQueue queue, ILogger<CallingWebhookController> log)
    : ControllerBase
{
    /// <summary>Legacy outbound webhook subscription (pre-v2). Do not switch to Service-Signature.</summary>
    [HttpPost("legacy")]
    public async Task<IActionResult> Legacy(CancellationToken ct)
    {
        using var reader = new StreamReader(Request.Body, Encoding.UTF8);
        var raw = await reader.ReadToEndAsync(ct);
        var provided = Request.Headers["X-Calling-Signature"].ToString();
        var secret = config["CallingService:WebhookSecret"] ?? throw new InvalidOperationException("missing webhook secret");

        using var hmac = new HMACSHA256(Encoding.UTF8.GetBytes(secret));
        var expected = Convert.ToHexString(hmac.ComputeHash(Encoding.UTF8.GetBytes(raw))).ToLowerInvariant();

        if (!CryptographicOperations.FixedTimeEquals(Encoding.ASCII.GetBytes(expected), Encoding.ASCII.GetBytes(provided)))
        {
            log.LogWarning("Rejected calling webhook with bad signature");
            return Unauthorized();
        }

        await queue.EnqueueAsync("legacy", raw, ct);
        return NoContent();
    }

    /// <summary>SendGrid event webhook (ECDSA), forwarded by the mail team.</summary>
    [HttpPost("/webhooks/sendgrid")]
    public async Task<IActionResult> SendGrid([FromServices] ISendGridVerifier verifier, CancellationToken ct)
    {
        using var reader = new StreamReader(Request.Body, Encoding.UTF8);
        var raw = await reader.ReadToEndAsync(ct);
        var signature = Request.Headers["X-Twilio-Email-Event-Webhook-Signature"].ToString();
        var timestamp = Request.Headers["X-Twilio-Email-Event-Webhook-Timestamp"].ToString();
        if (!verifier.Verify(raw, signature, timestamp)) return Unauthorized();
        await queue.EnqueueAsync("sendgrid", raw, ct);
        return Ok();
    }
}
