using System.Net;
using BrightWater.AgentPortal.Dialstream;
using FluentAssertions;
using Microsoft.Extensions.Logging.Abstractions;
using Xunit;

namespace BrightWater.AgentPortal.Tests;

public class DialstreamClientTests
{
    private static DialstreamClient CreateClient(StubHandler handler) =>
        new(new HttpClient(handler) { BaseAddress = new Uri("https://api.dialstream.io/api/public/v1/") },
            NullLogger<DialstreamClient>.Instance);

    [Fact]
    public async Task GetContactLists_hits_the_lists_route()
    {
        var handler = new StubHandler(_ => StubHandler.Json(HttpStatusCode.OK, "{\"items\":[],\"nextCursor\":null}"));

        await CreateClient(handler).GetContactListsAsync(null);

        handler.Requests.Single().RequestUri!.AbsoluteUri
            .Should().Be("https://api.dialstream.io/api/public/v1/contact-lists");
    }

    [Fact]
    public async Task Returns_null_when_list_is_missing_404()
    {
        var handler = new StubHandler(_ => StubHandler.Json(HttpStatusCode.NotFound, "{}"));

        var list = await CreateClient(handler).GetContactListAsync("cl_123");

        list.Should().BeNull();
    }

    [Fact]
    public async Task Throws_ApiDisabled_on_503()
    {
        var handler = new StubHandler(_ => StubHandler.Json(HttpStatusCode.ServiceUnavailable, "{}"));

        var act = () => CreateClient(handler).CreateContactListAsync("Q3 renewals");

        (await act.Should().ThrowAsync<DialstreamApiException>()).Which.IsApiDisabled.Should().BeTrue();
    }

    [Fact]
    public async Task RemoveContact_escapes_the_phone_number()
    {
        var handler = new StubHandler(_ => new HttpResponseMessage(HttpStatusCode.NoContent));

        await CreateClient(handler).RemoveContactAsync("cl_9", "+1 555 0100");

        handler.Requests.Single().RequestUri!.AbsolutePath
            .Should().EndWith("/contacts/%2B1%20555%200100");
    }
}
