using System.Security.Cryptography;
using System.Text;

namespace Halvorsen.Dispatch.Webhooks;

/// <summary>
/// Verifies Ringcrest v2 webhooks: header "Service-Signature: t=1712345678901,v1=&lt;hex&gt;",
/// HMAC-SHA256 over "{t}.{body}". Rejects anything older than five minutes.
/// </summary>
public sealed class ServiceSignatureVerifier
{
    private static readonly TimeSpan Tolerance = TimeSpan.FromMinutes(5);
    private readonly byte[] _secret;

    public ServiceSignatureVerifier(IConfiguration config) =>
        _secret = Encoding.UTF8.GetBytes(config["Ringcrest:WebhookSecret"] ?? throw new InvalidOperationException("missing webhook secret"));

    public bool Verify(HttpRequest request, string body)
    {
        var header = request.Headers["Service-Signature"].ToString();
        if (string.IsNullOrEmpty(header)) return false;

        var parts = header.Split(',').Select(p => p.Split('=', 2)).Where(p => p.Length == 2)
            .ToDictionary(p => p[0].Trim(), p => p[1].Trim());
        if (!parts.TryGetValue("t", out var t) || !parts.TryGetValue("v1", out var sig)) return false;

        var sent = DateTimeOffset.FromUnixTimeMilliseconds(long.Parse(t));
        if (DateTimeOffset.UtcNow - sent > Tolerance) return false;

        using var hmac = new HMACSHA256(_secret);
        var expected = hmac.ComputeHash(Encoding.UTF8.GetBytes($"{t}.{body}"));
        return CryptographicOperations.FixedTimeEquals(expected, Convert.FromHexString(sig));
    }
}
