using System.Security.Cryptography;
using System.Text;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Extensions.Options;
using Northwind.Dispatch.Dialwave;

namespace Northwind.Dispatch.Controllers;

[ApiController]
[Route("webhooks")]
public sealed class WebhooksController : ControllerBase
{
    private readonly DialwaveOptions _dialwave;
    private readonly IConfiguration _config;

    public WebhooksController(IOptions<DialwaveOptions> dialwave, IConfiguration config)
    {
        _dialwave = dialwave.Value;
        _config = config;
    }

    [HttpPost("dialwave")]
    public async Task<IActionResult> Dialwave()
    {
        using var reader = new StreamReader(Request.Body, Encoding.UTF8);
        var body = await reader.ReadToEndAsync();
        var sig = Request.Headers["X-Dialwave-Signature"].ToString();
        using var hmac = new HMACSHA256(Encoding.UTF8.GetBytes(_dialwave.WebhookSecret));
        var expected = Convert.ToHexString(hmac.ComputeHash(Encoding.UTF8.GetBytes(body))).ToLowerInvariant();
        if (!CryptographicOperations.FixedTimeEquals(Encoding.ASCII.GetBytes(expected), Encoding.ASCII.GetBytes(sig)))
        {
            return Unauthorized();
        }
        return NoContent();
    }

    [HttpPost("github")]
    public async Task<IActionResult> GitHub()
    {
        using var reader = new StreamReader(Request.Body, Encoding.UTF8);
        var body = await reader.ReadToEndAsync();
        var sig = Request.Headers["X-Hub-Signature-256"].ToString();
        using var hmac = new HMACSHA256(Encoding.UTF8.GetBytes(_config["GitHub:WebhookSecret"]!));
        var expected = "sha256=" + Convert.ToHexString(hmac.ComputeHash(Encoding.UTF8.GetBytes(body))).ToLowerInvariant();
        return expected == sig ? NoContent() : Unauthorized();
    }
}
