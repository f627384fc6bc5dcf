using System.Net;
using DialerSync.Worker.Phonelark;
using Microsoft.Extensions.Logging.Abstractions;
using Microsoft.Extensions.Options;
using Xunit;

namespace DialerSync.Tests;

public class PhonelarkClientTests
{
    private static PhonelarkClient Create(StubHandler handler) => new(
        new HttpClient(handler),
        Options.Create(new PhonelarkOptions
        {
            BaseUrl = "https://api.phonelark.test/api/public/v1/",
            ApiKey = "unit-test-key",
            ActingUserId = "00uTEST",
        }),
        NullLogger<PhonelarkClient>.Instance);

    [Fact]
    public async Task Returns_502_As_Transient()
    {
        var handler = new StubHandler(HttpStatusCode.BadGateway, "{\"error\":\"Identity provider unavailable\"}");
        var ex = await Assert.ThrowsAsync<PhonelarkApiException>(() => Create(handler).GetListsAsync(default));
        Assert.True(ex.IsTransient);
    }

    [Fact]
    public async Task Sends_Key_Header()
    {
        var handler = new StubHandler(HttpStatusCode.OK, "[]");
        await Create(handler).GetListsAsync(default);
        Assert.Equal("unit-test-key", handler.LastRequest!.Headers.GetValues("x-api-key").Single());
    }
}

internal sealed class StubHandler(HttpStatusCode status, string body) : HttpMessageHandler
{
    public HttpRequestMessage? LastRequest { get; private set; }

    protected override Task<HttpResponseMessage> SendAsync(HttpRequestMessage request, CancellationToken ct)
    {
        LastRequest = request;
        return Task.FromResult(new HttpResponseMessage(status) { Content = new StringContent(body) });
    }
}
