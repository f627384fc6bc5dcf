using System.Net;
using DialwaveSync.Worker.Dialwave;
using Microsoft.Extensions.Logging.Abstractions;
using Microsoft.Extensions.Options;
using WireMock.RequestBuilders;
using WireMock.ResponseBuilders;
using WireMock.Server;
using Xunit;

public class DialwaveClientTests : IDisposable
{
    private readonly WireMockServer _server = WireMockServer.Start();

    private DialwaveClient CreateClient() => new(
        Options.Create(new DialwaveOptions
        {
            BaseUrl = _server.Urls[0] + "/api/public/v1/",
            ApiKey = "test-key",
            ActingUserEmail = "qa@harborline.dev",
        }),
        NullLogger<DialwaveClient>.Instance);

    [Fact]
    public async Task Throws_transient_on_502()
    {
        _server.Given(Request.Create().UsingGet())
               .RespondWith(Response.Create().WithStatusCode(502).WithBody("{}"));

        using var client = CreateClient();
        await Assert.ThrowsAsync<DialwaveTransientException>(() => client.GetContactListsAsync(default));
    }

    [Fact]
    public async Task Remove_is_idempotent_when_404()
    {
        _server.Given(Request.Create().UsingDelete())
               .RespondWith(Response.Create().WithStatusCode((int)HttpStatusCode.NotFound));

        using var client = CreateClient();
        await client.RemoveContactAsync("lst_1", "+15551234567", default);
    }

    public void Dispose() => _server.Stop();
}
