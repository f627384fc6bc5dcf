using System.Security.Cryptography;
using System.Text;
using System.Text.Json;
using Halvorsen.Backoffice.Api.Integrations.Ringcrest;
using Microsoft.AspNetCore.Mvc;
using Microsoft.Extensions.Options;

namespace Halvorsen.Backoffice.Api.Webhooks;

[ApiController]
[Route("webhooks/ringcrest")]
public sealed class RingcrestWebhookController : ControllerBase
{
    private const string SignatureHeader = "X-Ringcrest-Signature";

    private readonly RingcrestOptions _options;
    private readonly ICallOutcomeSink _sink;
    private readonly ILogger<RingcrestWebhookController> _logger;

    public RingcrestWebhookController(IOptions<RingcrestOptions> options, ICallOutcomeSink sink,
        ILogger<RingcrestWebhookController> logger)
    {
        _options = options.Value;
        _sink = sink;
        _logger = logger;
    }

    [HttpPost("call-completed")]
    public async Task<IActionResult> CallCompleted(CancellationToken ct)
    {
        Request.EnableBuffering();
        using var reader = new StreamReader(Request.Body, Encoding.UTF8, leaveOpen: true);
        var raw = await reader.ReadToEndAsync(ct);

        if (!Request.Headers.TryGetValue(SignatureHeader, out var provided))
        {
            _logger.LogWarning("Ringcrest webhook without signature from {Ip}", HttpContext.Connection.RemoteIpAddress);
            return Unauthorized();
        }

        using var hmac = new HMACSHA256(Encoding.UTF8.GetBytes(_options.WebhookSigningSecret));
        var expected = Convert.ToHexString(hmac.ComputeHash(Encoding.UTF8.GetBytes(raw))).ToLowerInvariant();

        if (!CryptographicOperations.FixedTimeEquals(
                Encoding.ASCII.GetBytes(expected),
                Encoding.ASCII.GetBytes(provided.ToString().Trim().ToLowerInvariant())))
        {
            return Unauthorized();
        }

        var evt = JsonSerializer.Deserialize<CallCompletedEvent>(raw, new JsonSerializerOptions(JsonSerializerDefaults.Web));
        if (evt is null) return BadRequest();

        await _sink.RecordAsync(evt, ct);
        return Ok();
    }
}

public sealed record CallCompletedEvent(string CallId, string ContactListId, string Phone, string Disposition, int DurationSeconds);
