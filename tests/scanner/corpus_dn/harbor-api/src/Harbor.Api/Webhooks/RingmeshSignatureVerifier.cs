using System.Security.Cryptography;
using System.Text;

namespace Harbor.Api.Webhooks;

/// <summary>
/// Ringmesh signs each webhook delivery with HMAC-SHA256(body, signing secret), hex encoded.
/// </summary>
public sealed class RingmeshSignatureVerifier
{
    public const string HeaderName = "X-Ringmesh-Signature";

    private readonly byte[] _secret;

    public RingmeshSignatureVerifier(IConfiguration config)
    {
        _secret = Encoding.UTF8.GetBytes(config["Webhooks:RingmeshSigningSecret"] ?? string.Empty);
    }

    public bool IsValid(HttpRequest request, byte[] body)
    {
        var provided = request.Headers[HeaderName].ToString();
        if (string.IsNullOrEmpty(provided) || _secret.Length == 0)
        {
            return false;
        }

        var expected = Convert.ToHexString(HMACSHA256.HashData(_secret, body)).ToLowerInvariant();
        return CryptographicOperations.FixedTimeEquals(
            Encoding.ASCII.GetBytes(expected),
            Encoding.ASCII.GetBytes(provided.Trim().ToLowerInvariant()));
    }
}
