using System.Security.Cryptography;
using System.Text;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Extensions.Options;
using Tidewater.Billing.Ringdeck;

namespace Tidewater.Billing.Controllers;

[ApiController]
[Route("webhooks/ringdeck")]
public sealed class RingdeckWebhookController : ControllerBase
{
    private readonly RingdeckOptions _opts;

    public RingdeckWebhookController(IOptions<RingdeckOptions> opts) => _opts = opts.Value;

    [HttpPost]
    public async Task<IActionResult> Receive()
    {
        using var reader = new StreamReader(Request.Body, Encoding.UTF8);
        var body = await reader.ReadToEndAsync();
        var provided = Request.Headers["X-Ringdeck-Signature"].ToString();
        using var hmac = new HMACSHA256(Encoding.UTF8.GetBytes(_opts.WebhookSecret));
        var expected = Convert.ToHexString(hmac.ComputeHash(Encoding.UTF8.GetBytes(body))).ToLowerInvariant();
        if (!CryptographicOperations.FixedTimeEquals(Encoding.UTF8.GetBytes(provided), Encoding.UTF8.GetBytes(expected)))
            return Unauthorized(new { error = "invalid signature" });
        // TODO: mark invoice "contacted" when call.completed arrives (BILL-233)
        return NoContent();
    }
}
