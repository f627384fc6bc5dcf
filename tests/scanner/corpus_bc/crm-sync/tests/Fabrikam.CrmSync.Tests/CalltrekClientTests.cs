using System.Net;
using Fabrikam.CrmSync.Calltrek;
using FluentAssertions;
using Microsoft.Extensions.Logging.Abstractions;
using Microsoft.Extensions.Options;
using WireMock.RequestBuilders;
using WireMock.ResponseBuilders;
using WireMock.Server;
using Xunit;

namespace Fabrikam.CrmSync.Tests;

public sealed class CalltrekClientTests : IDisposable
{
    private readonly WireMockServer _server = WireMockServer.Start();

    private CalltrekClient CreateClient() =>
        new(new HttpClient { BaseAddress = new Uri(_server.Url + "/api/public/v1/") },
            Options.Create(new CalltrekOptions { ApiKey = "test-key", ActingUserEmail = "sdr@fabrikam.com" }),
            NullLogger<CalltrekClient>.Instance);

    [Fact]
    public async Task GetContactLists_sends_key_and_acting_user()
    {
        _server
            .Given(Request.Create()
                .WithPath("/api/public/v1/contact-lists")
                .WithHeader("x-api-key", "test-key")
                .WithHeader("x-user-email", "sdr@fabrikam.com")
                .UsingGet())
            .RespondWith(Response.Create()
                .WithStatusCode(200)
                .WithBodyAsJson(new[] { new { id = "cl_1", name = "North", contactCount = 3, updatedAt = DateTimeOffset.UnixEpoch } }));

        var lists = await CreateClient().GetContactListsAsync();

        lists.Should().ContainSingle().Which.Name.Should().Be("North");
    }

    [Fact]
    public async Task Returns_404_user_not_found_as_exception()
    {
        _server
            .Given(Request.Create().WithPath("/api/public/v1/contact-lists/cl_9").UsingGet())
            .RespondWith(Response.Create()
                .WithStatusCode(404)
                .WithBody("{\"error\":\"user not found\",\"details\":[]}"));

        var act = () => CreateClient().FindContactListAsync("cl_9");

        // A 404 that is not a missing list must not be swallowed.
        (await act.Should().ThrowAsync<CalltrekApiException>())
            .Which.StatusCode.Should().Be(HttpStatusCode.NotFound);
    }

    [Fact]
    public async Task Throws_on_503()
    {
        _server
            .Given(Request.Create().UsingAnyMethod())
            .RespondWith(Response.Create().WithStatusCode(503));

        var act = () => CreateClient().GetContactListsAsync();

        await act.Should().ThrowAsync<CalltrekApiException>();
    }

    public void Dispose() => _server.Stop();
}
