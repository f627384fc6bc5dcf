using System.Security.Cryptography;
using System.Text;
using Fabrikam.Dialer.Functions.Functions;
using Xunit;

namespace Fabrikam.Dialer.Functions.Tests;

public class SignatureVerifierTests
{
    private const string Secret = "unit-test-secret";

    private static string Sign(string body)
    {
        using var hmac = new HMACSHA256(Encoding.UTF8.GetBytes(Secret));
        return Convert.ToHexString(hmac.ComputeHash(Encoding.UTF8.GetBytes(body))).ToLowerInvariant();
    }

    [Fact]
    public void Accepts_valid_signature()
    {
        const string body = "{\"event\":\"call.completed\",\"call_id\":\"c_1\"}";
        Assert.True(SignatureVerifier.IsValid(body, Sign(body), Secret));
    }

    [Fact]
    public void Rejects_tampered_body()
    {
        const string body = "{\"event\":\"call.completed\",\"call_id\":\"c_1\"}";
        Assert.False(SignatureVerifier.IsValid(body + " ", Sign(body), Secret));
    }
}
