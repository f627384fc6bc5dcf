using System.Net;
using System.Security.Cryptography;
using System.Text;
using FluentAssertions;
using Microsoft.AspNetCore.Mvc.Testing;
using Xunit;

namespace Halvorsen.Backoffice.Tests;

public sealed class RingcrestWebhookControllerTests : IClassFixture<WebApplicationFactory<Program>>
{
    private const string Secret = "whsec_local_only_do_not_use";
    private readonly WebApplicationFactory<Program> _factory;

    public RingcrestWebhookControllerTests(WebApplicationFactory<Program> factory) => _factory = factory;

    [Fact]
    public async Task Accepts_valid_signature()
    {
        const string body = """{"callId":"c_1","contactListId":"cl_1","phone":"+4790000000","disposition":"answered","durationSeconds":41}""";
        var sig = Convert.ToHexString(new HMACSHA256(Encoding.UTF8.GetBytes(Secret)).ComputeHash(Encoding.UTF8.GetBytes(body))).ToLowerInvariant();

        var client = _factory.CreateClient();
        using var req = new HttpRequestMessage(HttpMethod.Post, "/webhooks/ringcrest/call-completed")
        {
            Content = new StringContent(body, Encoding.UTF8, "application/json"),
        };
        req.Headers.Add("X-Ringcrest-Signature", sig);

        var resp = await client.SendAsync(req);
        resp.StatusCode.Should().Be(HttpStatusCode.OK);
    }

    [Fact]
    public async Task Rejects_missing_signature_with_401()
    {
        var client = _factory.CreateClient();
        var resp = await client.PostAsync("/webhooks/ringcrest/call-completed", new StringContent("{}"));
        resp.StatusCode.Should().Be(HttpStatusCode.Unauthorized);
    }
}
