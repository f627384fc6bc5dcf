using System.Net;
using FluentAssertions;
using Outreach.Api.Infrastructure;
using Outreach.Api.Tests.Fakes;
using Xunit;

namespace Outreach.Api.Tests;

public class InventoryClientTests
{
    [Theory]
    [InlineData(HttpStatusCode.BadGateway)]
    [InlineData(HttpStatusCode.ServiceUnavailable)]
    public async Task GetStock_returns_null_when_backend_unavailable(HttpStatusCode status)
    {
        var stub = StubHttpMessageHandler.Returning(status, "{\"error\":\"backend pool unavailable\"}");
        var client = new InventoryClient(new HttpClient(stub) { BaseAddress = new Uri("https://apim.test/inventory/v1/") });

        var stock = await client.GetStockAsync("SKU-42", CancellationToken.None);

        stock.Should().BeNull();
    }
}
