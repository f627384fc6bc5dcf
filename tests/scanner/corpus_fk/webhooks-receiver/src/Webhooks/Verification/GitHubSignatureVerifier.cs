using System.Security.Cryptography;
using System.Text;

namespace Webhooks.Verification;

public sealed class GitHubSignatureVerifier(IConfiguration config)
{
    public bool Verify(string header, string body)
    {
        if (!header.StartsWith("sha256=", StringComparison.Ordinal)) return false;
        using var hmac = new HMACSHA256(Encoding.UTF8.GetBytes(config["GitHub:WebhookSecret"]!));
        var expected = "sha256=" + Convert.ToHexString(hmac.ComputeHash(Encoding.UTF8.GetBytes(body))).ToLowerInvariant();
        return CryptographicOperations.FixedTimeEquals(Encoding.ASCII.GetBytes(expected), Encoding.ASCII.GetBytes(header));
    }
}
