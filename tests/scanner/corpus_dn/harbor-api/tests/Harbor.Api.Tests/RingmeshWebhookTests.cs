using System.Net;
using System.Security.Cryptography;
using System.Text;
using Harbor.Api.Webhooks;
using Microsoft.AspNetCore.Mvc.Testing;
using NUnit.Framework;

namespace Harbor.Api.Tests;

[TestFixture]
public class RingmeshWebhookTests
{
    private const string Secret = "whsec_test_only_not_real";
    private WebApplicationFactory<Program> _factory = null!;

    [OneTimeSetUp]
    public void Start()
    {
        _factory = new WebApplicationFactory<Program>().WithWebHostBuilder(b =>
            b.UseSetting("Webhooks:RingmeshSigningSecret", Secret));
    }

    [OneTimeTearDown]
    public void Stop() => _factory.Dispose();

    private static string Sign(string body) =>
        Convert.ToHexString(HMACSHA256.HashData(Encoding.UTF8.GetBytes(Secret), Encoding.UTF8.GetBytes(body))).ToLowerInvariant();

    [Test]
    public async Task ValidSignature_Returns200()
    {
        const string body = """{"type":"call.completed","data":{"callId":"c_1","contactListId":"cl_1"}}""";
        using var req = new HttpRequestMessage(HttpMethod.Post, "/webhooks/ringmesh") { Content = new StringContent(body, Encoding.UTF8, "application/json") };
        req.Headers.Add(RingmeshSignatureVerifier.HeaderName, Sign(body));

        var resp = await _factory.CreateClient().SendAsync(req);

        Assert.That(resp.StatusCode, Is.EqualTo(HttpStatusCode.OK));
    }

    [Test]
    public async Task MissingSignature_Returns401()
    {
        var resp = await _factory.CreateClient().PostAsync("/webhooks/ringmesh", new StringContent("{}"));
        Assert.That(resp.StatusCode, Is.EqualTo(HttpStatusCode.Unauthorized));
    }
}
