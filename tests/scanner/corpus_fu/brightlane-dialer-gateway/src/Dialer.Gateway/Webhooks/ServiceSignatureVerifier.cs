using System.Globalization;
using System.Security.Cryptography;
using System.Text;
using Dialer.Gateway.CallHaven;
using Microsoft.Extensions.Options;

namespace Dialer.Gateway.Webhooks;

/// <summary>v2 webhook signatures: Service-Signature: t=&lt;ms&gt;,v1=&lt;hex&gt;</summary>
public sealed class ServiceSignatureVerifier(IOptions<CallHavenOptions> options)
{
    private static readonly TimeSpan Tolerance = TimeSpan.FromMinutes(5);

    public bool IsValid(HttpRequest request, string body)
    {
        var header = request.Headers["Service-Signature"].ToString();
        if (string.IsNullOrEmpty(header)) return false;

        var parts = header.Split(',').Select(p => p.Split('=', 2)).ToDictionary(p => p[0], p => p[1]);
        if (!parts.TryGetValue("t", out var t) || !parts.TryGetValue("v1", out var sig)) return false;

        var ts = DateTimeOffset.FromUnixTimeMilliseconds(long.Parse(t, CultureInfo.InvariantCulture));
        if (DateTimeOffset.UtcNow - ts > Tolerance) return false;

        using var hmac = new HMACSHA256(Encoding.UTF8.GetBytes(options.Value.WebhookSecret));
        var expected = Convert.ToHexString(hmac.ComputeHash(Encoding.UTF8.GetBytes($"{t}.{body}"))).ToLowerInvariant();
        return CryptographicOperations.FixedTimeEquals(Encoding.ASCII.GetBytes(expected), Encoding.ASCII.GetBytes(sig));
    }
}
