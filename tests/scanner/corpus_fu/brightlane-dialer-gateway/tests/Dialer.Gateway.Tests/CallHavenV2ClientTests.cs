using System.Net;
using Dialer.Gateway.CallHaven;
using Microsoft.Extensions.Logging.Abstractions;
using Moq;
using Moq.Protected;
using Xunit;

namespace Dialer.Gateway.Tests;

public class CallHavenV2ClientTests
{
    private static (CallHavenV2Client, Mock<HttpMessageHandler>) Create(HttpStatusCode status, string json)
    {
        var handler = new Mock<HttpMessageHandler>(MockBehavior.Strict);
        handler.Protected()
            .Setup<Task<HttpResponseMessage>>("SendAsync", ItExpr.IsAny<HttpRequestMessage>(), ItExpr.IsAny<CancellationToken>())
            .ReturnsAsync(new HttpResponseMessage(status) { Content = new StringContent(json) });
        var http = new HttpClient(handler.Object) { BaseAddress = new Uri("https://api.callhaven.test/api/public/v2/") };
        return (new CallHavenV2Client(http, NullLogger<CallHavenV2Client>.Instance), handler);
    }

    [Fact]
    public async Task Returns_null_on_404()
    {
        var (client, _) = Create(HttpStatusCode.NotFound, "{}");
        Assert.Null(await client.GetCallAsync("c1", CancellationToken.None));
    }

    [Fact]
    public async Task Maps_error_code_on_502()
    {
        var (client, _) = Create(HttpStatusCode.BadGateway, "{\"error\":{\"code\":\"idp_unavailable\",\"message\":\"try later\"}}");
        var ex = await Assert.ThrowsAsync<CallHavenV2Exception>(() => client.GetCallAsync("c1", CancellationToken.None));
        Assert.Equal("idp_unavailable", ex.Code);
    }
}
