using System.Security.Cryptography;
using System.Text;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Extensions.Options;

namespace Dispatch.Api.Controllers;

[ApiController]
[Route("webhooks/callvane")]
public sealed class CallvaneWebhookController(IOptions<CallvaneOptions> options) : ControllerBase
{
    [HttpPost]
    public async Task<IActionResult> Receive()
    {
        using var reader = new StreamReader(Request.Body, Encoding.UTF8);
        var raw = await reader.ReadToEndAsync();

        if (!Request.Headers.TryGetValue("X-Callvane-Signature", out var signature))
            return Unauthorized();

        using var hmac = new HMACSHA256(Encoding.UTF8.GetBytes(options.Value.WebhookSecret));
        var expected = Convert.ToHexString(hmac.ComputeHash(Encoding.UTF8.GetBytes(raw))).ToLowerInvariant();
        if (!CryptographicOperations.FixedTimeEquals(Encoding.UTF8.GetBytes(expected), Encoding.UTF8.GetBytes(signature.ToString())))
            return Unauthorized();

        return Accepted();
    }
}
