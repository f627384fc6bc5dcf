using System.Net;
using Fabrikam.CrmSync.Email;
using FluentAssertions;
using Microsoft.Extensions.Options;
using WireMock.RequestBuilders;
using WireMock.ResponseBuilders;
using WireMock.Server;
using Xunit;

namespace Fabrikam.CrmSync.Tests;

public sealed class MailhubContactListClientTests : IDisposable
{
    private readonly WireMockServer _server = WireMockServer.Start();

    [Fact]
    public async Task Subscribe_posts_to_contact_list_with_gateway_key()
    {
        _server
            .Given(Request.Create()
                .WithPath("/v1/contact-lists/newsletter/subscribers")
                .WithHeader("x-api-key", "mailhub-test")
                .UsingPost())
            .RespondWith(Response.Create().WithStatusCode(202));

        var client = new MailhubContactListClient(new HttpClient(),
            Options.Create(new MailhubOptions { BaseUrl = _server.Url + "/v1/", ApiKey = "mailhub-test" }));

        await client.SubscribeAsync("newsletter", "jo@example.com", CancellationToken.None);

        _server.LogEntries.Should().ContainSingle();
    }

    [Fact]
    public async Task Unknown_list_returns_404_error()
    {
        _server
            .Given(Request.Create().WithPath("/v1/contact-lists/ghost/subscribers").UsingPost())
            .RespondWith(Response.Create().WithStatusCode(HttpStatusCode.NotFound).WithBody("{\"error\":\"list not found\"}"));

        var client = new MailhubContactListClient(new HttpClient(),
            Options.Create(new MailhubOptions { BaseUrl = _server.Url + "/v1/", ApiKey = "mailhub-test" }));

        var act = () => client.SubscribeAsync("ghost", "jo@example.com", CancellationToken.None);

        await act.Should().ThrowAsync<InvalidOperationException>();
    }

    public void Dispose() => _server.Stop();
}
