using System.Security.Cryptography;
using System.Text;
using Microsoft.AspNetCore.Http;
using Microsoft.Extensions.Configuration;
using Microsoft.Extensions.Time.Testing;
using Webhooks.Verification;
using Xunit;

namespace Webhooks.Tests;

public class RinglaneV2SignatureVerifierTests
{
    private const string Secret = "whsec_test_only";

    [Fact]
    public void Accepts_valid_signature()
    {
        var clock = new FakeTimeProvider(DateTimeOffset.FromUnixTimeMilliseconds(1_717_000_000_000));
        var config = new ConfigurationBuilder().AddInMemoryCollection(new Dictionary<string, string?> { ["Ringlane:V2SigningSecret"] = Secret }).Build();
        var body = "{\"type\":\"call.completed\"}";
        using var hmac = new HMACSHA256(Encoding.UTF8.GetBytes(Secret));
        var sig = Convert.ToHexString(hmac.ComputeHash(Encoding.UTF8.GetBytes($"1717000000000.{body}"))).ToLowerInvariant();

        var headers = new HeaderDictionary { ["Service-Signature"] = $"t=1717000000000,v1={sig}" };

        Assert.True(new RinglaneV2SignatureVerifier(config, clock).Verify(headers, body));
    }

    [Fact]
    public void Rejects_stale_timestamp_with_401_semantics()
    {
        var clock = new FakeTimeProvider(DateTimeOffset.FromUnixTimeMilliseconds(1_717_000_900_000));
        var config = new ConfigurationBuilder().AddInMemoryCollection(new Dictionary<string, string?> { ["Ringlane:V2SigningSecret"] = Secret }).Build();
        var headers = new HeaderDictionary { ["Service-Signature"] = "t=1717000000000,v1=00" };

        Assert.False(new RinglaneV2SignatureVerifier(config, clock).Verify(headers, "{}"));
    }
}
