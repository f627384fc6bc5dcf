using System.Net;
using Xunit;

namespace Northwind.Dispatch.Tests;

public class PaymentsRetryTests
{
    [Theory]
    [InlineData(HttpStatusCode.BadGateway)]
    [InlineData(HttpStatusCode.ServiceUnavailable)]
    public async Task Retries_on_502_and_503_from_ingress(HttpStatusCode status)
    {
        var handler = new CountingHandler(status);
        var client = TestHost.CreatePaymentsClient(handler);
        await Assert.ThrowsAnyAsync<Exception>(() => client.GetBalanceAsync("c-1", default));
        Assert.Equal(6, handler.Calls);
    }

    [Fact]
    public async Task Returns_404_when_user_not_found_in_payments()
    {
        var handler = new CountingHandler(HttpStatusCode.NotFound);
        var client = TestHost.CreatePaymentsClient(handler);
        await Assert.ThrowsAsync<HttpRequestException>(() => client.GetBalanceAsync("missing", default));
    }
}
