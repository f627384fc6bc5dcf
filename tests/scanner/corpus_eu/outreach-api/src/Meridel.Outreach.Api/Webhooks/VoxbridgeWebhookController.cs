using System.Security.Cryptography;
using System.Text;
using Microsoft.AspNetCore.Mvc;

namespace Meridel.Outreach.Api.Webhooks;

[ApiController]
[Route("webhooks/voxbridge")]
public sealed class VoxbridgeWebhookController : ControllerBase
{
    private readonly IConfiguration _config;
    private readonly ILogger<VoxbridgeWebhookController> _logger;

    public VoxbridgeWebhookController(IConfiguration config, ILogger<VoxbridgeWebhookController> logger)
    {
        _config = config;
        _logger = logger;
    }

    [HttpPost]
    public async Task<IActionResult> Receive()
    {
        using var reader = new StreamReader(Request.Body, Encoding.UTF8);
        var body = await reader.ReadToEndAsync();

        if (!Request.Headers.TryGetValue("X-Voxbridge-Signature", out var signature))
        {
            return Unauthorized();
        }

        var secret = Encoding.UTF8.GetBytes(_config["Voxbridge:WebhookSecret"] ?? string.Empty);
        var computed = Convert.ToHexString(HMACSHA256.HashData(secret, Encoding.UTF8.GetBytes(body))).ToLowerInvariant();

        if (!CryptographicOperations.FixedTimeEquals(Encoding.ASCII.GetBytes(computed), Encoding.ASCII.GetBytes(signature.ToString())))
        {
            _logger.LogWarning("Rejected Voxbridge webhook with bad signature");
            return Unauthorized();
        }

        _logger.LogInformation("Voxbridge event accepted ({Length} bytes)", body.Length);
        return NoContent();
    }
}
