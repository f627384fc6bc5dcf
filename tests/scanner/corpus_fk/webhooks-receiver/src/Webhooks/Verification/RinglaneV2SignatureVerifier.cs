using System.Globalization;
using System.Security.Cryptography;
using System.Text;
using Microsoft.Extensions.Primitives;

namespace Webhooks.Verification;

/// <summary>Ringlane v2 webhooks: <c>Service-Signature: t=&lt;ms&gt;,v1=&lt;hex&gt;</c>.</summary>
public sealed class RinglaneV2SignatureVerifier(IConfiguration config, TimeProvider clock)
{
    public const string HeaderName = "Service-Signature";
    private static readonly TimeSpan Tolerance = TimeSpan.FromMinutes(5);

    public bool Verify(IHeaderDictionary headers, string body)
    {
        if (!headers.TryGetValue(HeaderName, out StringValues raw)) return false;

        string? ts = null, sig = null;
        foreach (var part in raw.ToString().Split(','))
        {
            var kv = part.Split('=', 2);
            if (kv.Length != 2) continue;
            if (kv[0] == "t") ts = kv[1];
            else if (kv[0] == "v1") sig = kv[1];
        }
        if (ts is null || sig is null) return false;

        var sentAt = DateTimeOffset.FromUnixTimeMilliseconds(long.Parse(ts, CultureInfo.InvariantCulture));
        if ((clock.GetUtcNow() - sentAt).Duration() > Tolerance) return false;

        using var hmac = new HMACSHA256(Encoding.UTF8.GetBytes(config["Ringlane:V2SigningSecret"]!));
        var expected = Convert.ToHexString(hmac.ComputeHash(Encoding.UTF8.GetBytes($"{ts}.{body}"))).ToLowerInvariant();
        return CryptographicOperations.FixedTimeEquals(Encoding.ASCII.GetBytes(expected), Encoding.ASCII.GetBytes(sig));
    }
}
