using System.Net;
using Dialer.Gateway.CallHaven;
using Microsoft.Extensions.Logging.Abstractions;
using Microsoft.Extensions.Options;
using Moq;
using Moq.Protected;
using Xunit;

namespace Dialer.Gateway.Tests;

public class LegacyContactListShimTests
{
    [Fact]
    public async Task GetAsync_calls_legacy_route_with_headers()
    {
        HttpRequestMessage? captured = null;
        var handler = new Mock<HttpMessageHandler>();
        handler.Protected()
            .Setup<Task<HttpResponseMessage>>("SendAsync", ItExpr.IsAny<HttpRequestMessage>(), ItExpr.IsAny<CancellationToken>())
            .Callback<HttpRequestMessage, CancellationToken>((r, _) => captured = r)
            .ReturnsAsync(new HttpResponseMessage(HttpStatusCode.OK) { Content = new StringContent("{\"id\":\"l1\",\"name\":\"n\",\"size\":3}") });

        var opts = Options.Create(new CallHavenOptions
        {
            LegacyBaseUrl = "https://api.callhaven.test/api/public/v1/",
            LegacyApiKey = "test-key",
            LegacyActingUserId = "auth0|test",
        });
        var shim = new LegacyContactListShim(new HttpClient(handler.Object), opts, NullLogger<LegacyContactListShim>.Instance);

        var list = await shim.GetAsync("l1", CancellationToken.None);

        Assert.NotNull(list);
        Assert.Equal("https://api.callhaven.test/api/public/v1/contact-lists/l1", captured!.RequestUri!.ToString());
    }
}
