using System.Globalization;
using System.Security.Cryptography;
using System.Text;

namespace Meridian.Dispatch.Outreach.Infrastructure;

/// <summary>
/// Verifies "Service-Signature: t=&lt;unix ms&gt;,v1=&lt;hex&gt;" on v2 event deliveries.
/// The "v1=" prefix is the signature scheme version, not the API version.
/// </summary>
public sealed class V2SignatureVerifier
{
    private static readonly TimeSpan Tolerance = TimeSpan.FromMinutes(5);
    private readonly byte[] _secret;

    public V2SignatureVerifier(string signingSecret) => _secret = Encoding.UTF8.GetBytes(signingSecret);

    public bool Verify(string header, ReadOnlySpan<byte> rawBody, DateTimeOffset now)
    {
        string? t = null, v1 = null;
        foreach (var part in header.Split(','))
        {
            var kv = part.Split('=', 2);
            if (kv.Length != 2) continue;
            if (kv[0] == "t") t = kv[1];
            else if (kv[0] == "v1") v1 = kv[1];
        }
        if (t is null || v1 is null || !long.TryParse(t, NumberStyles.None, CultureInfo.InvariantCulture, out var ms))
            return false;

        var sentAt = DateTimeOffset.FromUnixTimeMilliseconds(ms);
        if ((now - sentAt).Duration() > Tolerance) return false;

        var prefix = Encoding.UTF8.GetBytes(t + ".");
        var signed = new byte[prefix.Length + rawBody.Length];
        prefix.CopyTo(signed, 0);
        rawBody.CopyTo(signed.AsSpan(prefix.Length));

        var expected = Convert.ToHexString(HMACSHA256.HashData(_secret, signed)).ToLowerInvariant();
        return CryptographicOperations.FixedTimeEquals(Encoding.ASCII.GetBytes(expected), Encoding.ASCII.GetBytes(v1));
    }
}
