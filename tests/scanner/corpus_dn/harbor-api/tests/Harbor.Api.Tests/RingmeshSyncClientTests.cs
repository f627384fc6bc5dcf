using Harbor.Api.Integrations;
using Microsoft.Extensions.Configuration;
using Microsoft.Extensions.Logging.Abstractions;
using NUnit.Framework;
using WireMock.RequestBuilders;
using WireMock.ResponseBuilders;
using WireMock.Server;

namespace Harbor.Api.Tests;

[TestFixture]
public class RingmeshSyncClientTests
{
    private WireMockServer _server = null!;

    [SetUp]
    public void SetUp() => _server = WireMockServer.Start();

    [TearDown]
    public void TearDown() => _server.Stop();

    private RingmeshSyncClient CreateClient()
    {
        var config = new ConfigurationBuilder().AddInMemoryCollection(new Dictionary<string, string?>
        {
            ["RingmeshSync:BaseUrl"] = _server.Url + "/api/public/v2/",
            ["RingmeshSync:ApiKey"] = "rmk_test_5b0e7c2a-91d4-4f3e-a8b6-0c2d9e1f7a34.s3cr3tPart",
        }).Build();
        return new RingmeshSyncClient(new HttpClient(), config, NullLogger<RingmeshSyncClient>.Instance);
    }

    [Test]
    public async Task Status429_ReturnsEmpty()
    {
        _server.Given(Request.Create().WithPath("/api/public/v2/calls").UsingGet())
            .RespondWith(Response.Create().WithStatusCode(429)
                .WithBodyAsJson(new { error = new { code = "rate_limited", message = "slow down", requestId = "req_1" } }));

        var calls = await CreateClient().CallsSinceAsync(DateTimeOffset.UtcNow.AddDays(-1), CancellationToken.None);

        Assert.That(calls, Is.Empty);
    }

    [Test]
    public void Status502_Throws()
    {
        _server.Given(Request.Create().WithPath("/api/public/v2/calls").UsingGet())
            .RespondWith(Response.Create().WithStatusCode(502)
                .WithBodyAsJson(new { error = new { code = "upstream_unavailable", message = "try later" } }));

        Assert.ThrowsAsync<HttpRequestException>(() =>
            CreateClient().CallsSinceAsync(DateTimeOffset.UtcNow.AddDays(-1), CancellationToken.None));
    }
}
