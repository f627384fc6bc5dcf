using System.Net;
using CrmSync.Worker.Internal;
using FluentAssertions;
using Microsoft.Extensions.Logging.Abstractions;
using WireMock.RequestBuilders;
using WireMock.ResponseBuilders;
using WireMock.Server;
using Xunit;

namespace CrmSync.Tests;

public sealed class PricingApiClientTests : IDisposable
{
    private readonly WireMockServer _server = WireMockServer.Start();

    [Fact]
    public async Task Returns_null_on_503_maintenance()
    {
        _server
            .Given(Request.Create().WithPath("/api/v1/rates/NL-DE").WithHeader("x-api-key", "apim-test").UsingGet())
            .RespondWith(Response.Create().WithStatusCode(HttpStatusCode.ServiceUnavailable));

        var http = new HttpClient { BaseAddress = new Uri(_server.Url!) };
        http.DefaultRequestHeaders.Add("x-api-key", "apim-test");
        var client = new PricingApiClient(http, NullLogger<PricingApiClient>.Instance);

        (await client.GetRateAsync("NL-DE", default)).Should().BeNull();
    }

    [Fact]
    public async Task Returns_null_when_lane_not_found_404()
    {
        _server
            .Given(Request.Create().WithPath("/api/v1/rates/XX-YY").UsingGet())
            .RespondWith(Response.Create().WithStatusCode(404).WithBodyAsJson(new { error = "lane not found" }));

        var client = new PricingApiClient(new HttpClient { BaseAddress = new Uri(_server.Url!) }, NullLogger<PricingApiClient>.Instance);

        (await client.GetRateAsync("XX-YY", default)).Should().BeNull();
    }

    public void Dispose() => _server.Stop();
}
