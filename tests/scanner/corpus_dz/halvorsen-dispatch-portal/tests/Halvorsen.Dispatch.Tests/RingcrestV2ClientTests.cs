using System.Net;
using FluentAssertions;
using Halvorsen.Dispatch.Integrations.Ringcrest;
using Microsoft.Extensions.Configuration;
using WireMock.RequestBuilders;
using WireMock.ResponseBuilders;
using WireMock.Server;
using Xunit;

namespace Halvorsen.Dispatch.Tests;

public sealed class RingcrestV2ClientTests : IDisposable
{
    private readonly WireMockServer _server = WireMockServer.Start();

    private RingcrestV2Client Client() => new(new HttpClient(), new ConfigurationBuilder()
        .AddInMemoryCollection(new Dictionary<string, string?>
        {
            ["Ringcrest:Host"] = _server.Url,
            ["Ringcrest:IntegrationKey"] = "rcl_test_00000000-0000-4000-8000-000000000000.secret",
        }).Build());

    [Fact]
    public async Task GetCall_returns_null_on_404()
    {
        _server.Given(Request.Create().WithPath("/api/public/v2/calls/c_missing").UsingGet())
            .RespondWith(Response.Create().WithStatusCode(404)
                .WithBody("""{"error":{"code":"not_found","message":"call not found"}}"""));

        (await Client().GetCallAsync("c_missing", default)).Should().BeNull();
    }

    [Fact]
    public async Task Rate_limit_is_surfaced_with_retry_after()
    {
        _server.Given(Request.Create().WithPath("/api/public/v2/calls/c_1").UsingGet()
                .WithHeader("Authorization", "Bearer rcl_test_00000000-0000-4000-8000-000000000000.secret"))
            .RespondWith(Response.Create().WithStatusCode(429).WithHeader("Retry-After", "3")
                .WithBody("""{"error":{"code":"rate_limited","message":"slow down"}}"""));

        var act = () => Client().GetCallAsync("c_1", default);

        (await act.Should().ThrowAsync<RingcrestRateLimitedException>()).Which.RetryAfter
            .Should().Be(TimeSpan.FromSeconds(3));
    }

    [Fact]
    public async Task Server_error_503_bubbles_up()
    {
        _server.Given(Request.Create().WithPath("/api/public/v2/calls/c_2").UsingGet())
            .RespondWith(Response.Create().WithStatusCode(HttpStatusCode.ServiceUnavailable)
                .WithBody("""{"error":{"code":"unavailable","message":"maintenance"}}"""));

        await FluentActions.Invoking(() => Client().GetCallAsync("c_2", default))
            .Should().ThrowAsync<HttpRequestException>();
    }

    public void Dispose() => _server.Stop();
}
