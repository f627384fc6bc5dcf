using System.Security.Cryptography;
using System.Text;
using Microsoft.Extensions.Options;

namespace DialerSync.Webhooks;

public sealed class WebhookSecrets
{
    public string RinglaneSigningSecret { get; set; } = string.Empty;
    public string StripeSigningSecret { get; set; } = string.Empty;
}

public sealed class RinglaneSignatureVerifier
{
    public const string SignatureHeader = "X-Ringlane-Signature";

    private readonly byte[] _secret;

    public RinglaneSignatureVerifier(IOptions<WebhookSecrets> secrets) =>
        _secret = Encoding.UTF8.GetBytes(secrets.Value.RinglaneSigningSecret);

    public bool IsValid(string body, string? signatureHex)
    {
        if (string.IsNullOrWhiteSpace(signatureHex)) return false;
        using var hmac = new HMACSHA256(_secret);
        var expected = Convert.ToHexString(hmac.ComputeHash(Encoding.UTF8.GetBytes(body))).ToLowerInvariant();
        return CryptographicOperations.FixedTimeEquals(
            Encoding.ASCII.GetBytes(expected),
            Encoding.ASCII.GetBytes(signatureHex.Trim().ToLowerInvariant()));
    }
}

public static class RinglaneWebhookEndpoint
{
    public static async Task<IResult> HandleAsync(HttpRequest request, RinglaneSignatureVerifier verifier, ILoggerFactory loggers)
    {
        using var reader = new StreamReader(request.Body, Encoding.UTF8);
        var body = await reader.ReadToEndAsync();
        var signature = request.Headers[RinglaneSignatureVerifier.SignatureHeader].FirstOrDefault();

        if (!verifier.IsValid(body, signature))
        {
            loggers.CreateLogger("RinglaneWebhook").LogWarning("Rejected webhook with bad signature");
            return Results.Unauthorized();
        }

        // TODO: persist call disposition to CRM
        return Results.Accepted();
    }
}
