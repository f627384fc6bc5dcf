using System.Security.Cryptography;
using System.Text;
using Microsoft.Extensions.Options;
using Brightharbor.ListSync.Clients;

namespace Brightharbor.ListSync.Webhooks;

public static class CallvaneWebhook
{
    public static async Task<IResult> Handle(HttpRequest request, IOptions<CallvaneOptions> opts, ILogger<Program> log)
    {
        using var reader = new StreamReader(request.Body);
        var raw = await reader.ReadToEndAsync();

        var signature = request.Headers["X-Callvane-Signature"].ToString();
        var key = Encoding.UTF8.GetBytes(opts.Value.WebhookSecret ?? string.Empty);
        var expected = Convert.ToHexString(HMACSHA256.HashData(key, Encoding.UTF8.GetBytes(raw))).ToLowerInvariant();

        if (!CryptographicOperations.FixedTimeEquals(Encoding.ASCII.GetBytes(expected), Encoding.ASCII.GetBytes(signature)))
        {
            log.LogWarning("Rejected Callvane webhook with bad signature");
            return Results.Unauthorized();
        }

        log.LogInformation("Callvane event received: {Length} bytes", raw.Length);
        return Results.Accepted();
    }
}
