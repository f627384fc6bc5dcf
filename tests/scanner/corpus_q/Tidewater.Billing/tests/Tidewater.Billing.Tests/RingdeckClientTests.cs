using System.Net;
using Microsoft.Extensions.Logging.Abstractions;
using Tidewater.Billing.Ringdeck;
using Xunit;

namespace Tidewater.Billing.Tests;

public class RingdeckClientTests
{
    private sealed class StubHandler : HttpMessageHandler
    {
        private readonly HttpResponseMessage _resp;
        public HttpRequestMessage? Last;
        public StubHandler(HttpResponseMessage resp) => _resp = resp;
        protected override Task<HttpResponseMessage> SendAsync(HttpRequestMessage req, CancellationToken ct)
        {
            Last = req;
            return Task.FromResult(_resp);
        }
    }

    [Fact]
    public async Task DeleteList_404_IsIgnored()
    {
        var stub = new StubHandler(new HttpResponseMessage(HttpStatusCode.NotFound));
        var http = new HttpClient(stub) { BaseAddress = new Uri("https://rd.test/api/public/v1/") };
        var client = new RingdeckClient(http, NullLogger<RingdeckClient>.Instance);

        await client.DeleteListAsync("cl_1");

        Assert.Equal("/api/public/v1/contact-lists/cl_1", stub.Last!.RequestUri!.AbsolutePath);
    }

    [Fact]
    public async Task ServiceUnavailable_Throws()
    {
        var stub = new StubHandler(new HttpResponseMessage(HttpStatusCode.ServiceUnavailable)
        {
            Content = new StringContent("{\"error\":\"API disabled on the server\"}")
        });
        var client = new RingdeckClient(new HttpClient(stub) { BaseAddress = new Uri("https://rd.test/x/") }, NullLogger<RingdeckClient>.Instance);
        var ex = await Assert.ThrowsAsync<RingdeckException>(() => client.CreateOverdueListAsync("overdue"));
        Assert.Equal(503, ex.Status);
    }
}
