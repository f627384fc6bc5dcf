using System.Security.Cryptography;
using System.Text;
using Dialer.Gateway.CallHaven;
using Microsoft.Extensions.Options;

namespace Dialer.Gateway.Webhooks;

/// <summary>Accounts not yet switched in the CallHaven console still send the old header.</summary>
public sealed class LegacyWebhookVerifier(IOptions<CallHavenOptions> options)
{
    public const string HeaderName = "X-CallHaven-Signature";

    public bool IsValid(HttpRequest request, string body)
    {
        var provided = request.Headers[HeaderName].ToString();
        if (string.IsNullOrEmpty(provided)) return false;

        using var hmac = new HMACSHA256(Encoding.UTF8.GetBytes(options.Value.LegacyWebhookSecret));
        var expected = Convert.ToHexString(hmac.ComputeHash(Encoding.UTF8.GetBytes(body)));
        return CryptographicOperations.FixedTimeEquals(
            Encoding.ASCII.GetBytes(expected.ToLowerInvariant()),
            Encoding.ASCII.GetBytes(provided.ToLowerInvariant()));
    }
}
