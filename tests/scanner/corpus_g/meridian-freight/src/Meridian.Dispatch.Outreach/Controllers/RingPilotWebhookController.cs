using System.Security.Cryptography;
using System.Text;
using Meridian.Dispatch.Outreach.Infrastructure;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Extensions.Options;

namespace Meridian.Dispatch.Outreach.Controllers;

[ApiController]
[Route("hooks/dialer")]
public sealed class RingPilotWebhookController : ControllerBase
{
    private readonly RingPilotOptions _options;
    private readonly ICallOutcomeQueue _queue;

    public RingPilotWebhookController(IOptions<RingPilotOptions> options, ICallOutcomeQueue queue)
    {
        _options = options.Value;
        _queue = queue;
    }

    // Legacy outbound webhook configured in the dialer admin back in 2022.
    [HttpPost("call-completed")]
    public async Task<IActionResult> CallCompleted(CancellationToken ct)
    {
        Request.EnableBuffering();
        using var ms = new MemoryStream();
        await Request.Body.CopyToAsync(ms, ct);
        var raw = ms.ToArray();

        var provided = Request.Headers["X-RingPilot-Signature"].ToString();
        using var hmac = new HMACSHA256(Encoding.UTF8.GetBytes(_options.WebhookSharedSecret ?? string.Empty));
        var expected = Convert.ToHexString(hmac.ComputeHash(raw)).ToLowerInvariant();

        if (!CryptographicOperations.FixedTimeEquals(Encoding.ASCII.GetBytes(expected), Encoding.ASCII.GetBytes(provided)))
        {
            return Unauthorized();
        }

        await _queue.EnqueueRawAsync(raw, ct);
        return Ok();
    }

    // v2 subscription endpoint (DISP-2231). Verification handled by V2SignatureVerifier.
    [HttpPost("v2/events")]
    public async Task<IActionResult> Events([FromServices] V2SignatureVerifier verifier, CancellationToken ct)
    {
        using var ms = new MemoryStream();
        await Request.Body.CopyToAsync(ms, ct);
        var raw = ms.ToArray();
        var header = Request.Headers["Service-Signature"].ToString();
        if (!verifier.Verify(header, raw, DateTimeOffset.UtcNow))
        {
            return Unauthorized();
        }
        await _queue.EnqueueRawAsync(raw, ct);
        return Ok(new { received = true });
    }
}
