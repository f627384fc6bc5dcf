using System.Security.Cryptography;
using System.Text;
using Microsoft.AspNetCore.Mvc;

namespace BrightWater.AgentPortal.Webhooks;

[ApiController]
[Route("webhooks/dialstream")]
public sealed class DialstreamWebhookController : ControllerBase
{
    private readonly IConfiguration _config;
    private readonly ILogger<DialstreamWebhookController> _logger;

    public DialstreamWebhookController(IConfiguration config, ILogger<DialstreamWebhookController> logger)
    {
        _config = config;
        _logger = logger;
    }

    [HttpPost]
    public async Task<IActionResult> Receive(CancellationToken ct)
    {
        Request.EnableBuffering();
        using var reader = new StreamReader(Request.Body, Encoding.UTF8, leaveOpen: true);
        var body = await reader.ReadToEndAsync(ct);

        var signature = Request.Headers["X-Dialstream-Signature"].ToString();
        var secret = _config["Dialstream:WebhookSigningSecret"] ?? string.Empty;

        using var hmac = new HMACSHA256(Encoding.UTF8.GetBytes(secret));
        var expected = Convert.ToHexString(hmac.ComputeHash(Encoding.UTF8.GetBytes(body))).ToLowerInvariant();

        if (!CryptographicOperations.FixedTimeEquals(Encoding.ASCII.GetBytes(expected), Encoding.ASCII.GetBytes(signature)))
        {
            _logger.LogWarning("Rejected Dialstream webhook with bad signature");
            return Unauthorized();
        }

        _logger.LogInformation("Dialstream event received ({Length} bytes)", body.Length);
        return Ok();
    }
}
