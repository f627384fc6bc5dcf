using System.Security.Cryptography;
using System.Text;
using DialerSync.Webhooks;
using Microsoft.Extensions.Options;
using NUnit.Framework;

namespace DialerSync.Worker.Tests;

public class WebhookSignatureTests
{
    private const string Secret = "whsec_test_only_0000";

    [Test]
    public void Valid_signature_is_accepted()
    {
        var verifier = new RinglaneSignatureVerifier(Options.Create(new WebhookSecrets { RinglaneSigningSecret = Secret }));
        const string body = "{\"event\":\"call.completed\",\"callId\":\"c_1\"}";
        using var hmac = new HMACSHA256(Encoding.UTF8.GetBytes(Secret));
        var sig = Convert.ToHexString(hmac.ComputeHash(Encoding.UTF8.GetBytes(body)));

        Assert.That(verifier.IsValid(body, sig), Is.True);
    }

    [Test]
    public void Missing_signature_returns_401_path()
    {
        var verifier = new RinglaneSignatureVerifier(Options.Create(new WebhookSecrets { RinglaneSigningSecret = Secret }));
        Assert.That(verifier.IsValid("{}", null), Is.False);
    }
}
