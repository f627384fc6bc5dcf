using System.Net;
using FluentAssertions;
using Halvorsen.Backoffice.Api.Integrations.Pricing;
using Microsoft.Extensions.Configuration;
using Microsoft.Extensions.Logging.Abstractions;
using WireMock.RequestBuilders;
using WireMock.ResponseBuilders;
using WireMock.Server;
using Xunit;

namespace Halvorsen.Backoffice.Tests;

public sealed class PricingGatewayClientTests : IDisposable
{
    private readonly WireMockServer _server = WireMockServer.Start();

    private PricingGatewayClient CreateClient()
    {
        var config = new ConfigurationBuilder().AddInMemoryCollection(new Dictionary<string, string?>
        {
            ["Pricing:BaseUrl"] = _server.Url + "/prod/v1/",
            ["Pricing:GatewayKey"] = "gw-test",
        }).Build();
        return new PricingGatewayClient(new HttpClient(), config, NullLogger<PricingGatewayClient>.Instance);
    }

    [Fact]
    public async Task Falls_back_on_502()
    {
        _server.Given(Request.Create().WithPath("/prod/v1/quotes").UsingPost().WithHeader("x-api-key", "gw-test"))
            .RespondWith(Response.Create().WithStatusCode(HttpStatusCode.BadGateway));

        var quote = await CreateClient().QuoteAsync(new QuoteRequest("0150", "5003", 120m), default);

        quote.Should().BeNull();
    }

    [Fact]
    public async Task Returns_null_when_lane_not_found_404()
    {
        _server.Given(Request.Create().WithPath("/prod/v1/quotes").UsingPost())
            .RespondWith(Response.Create().WithStatusCode(404).WithBody("""{"error":"lane not found"}"""));

        var quote = await CreateClient().QuoteAsync(new QuoteRequest("9170", "0150", 10m), default);

        quote.Should().BeNull();
    }

    public void Dispose() => _server.Stop();
}
