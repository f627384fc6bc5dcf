using System.Security.Cryptography;
using System.Text;

namespace Webhooks.Verification;

/// <summary>
/// Legacy Ringlane webhook signature: hex HMAC-SHA256 of the raw body with the workspace signing secret.
/// </summary>
public sealed class RinglaneSignatureVerifier(IConfiguration config, ILogger<RinglaneSignatureVerifier> log)
{
    public bool Verify(HttpRequest request, string body)
    {
        var signature = request.Headers["X-Ringlane-Signature"].ToString();
        if (string.IsNullOrWhiteSpace(signature))
        {
            log.LogWarning("Ringlane webhook without signature header");
            return false;
        }

        var secret = config["Ringlane:WebhookSigningSecret"] ?? throw new InvalidOperationException("signing secret missing");
        using var hmac = new HMACSHA256(Encoding.UTF8.GetBytes(secret));
        var expected = Convert.ToHexString(hmac.ComputeHash(Encoding.UTF8.GetBytes(body)));

        return CryptographicOperations.FixedTimeEquals(
            Encoding.ASCII.GetBytes(expected.ToLowerInvariant()),
            Encoding.ASCII.GetBytes(signature.Trim().ToLowerInvariant()));
    }
}
