using System.Net;
using FluentAssertions;
using Microsoft.Extensions.Logging.Abstractions;
using Outreach.Api.Ringforge;
using Outreach.Api.Tests.Fakes;
using Xunit;

namespace Outreach.Api.Tests;

public class RingforgeClientTests
{
    private static RingforgeClient CreateClient(StubHttpMessageHandler stub) =>
        new(new HttpClient(stub) { BaseAddress = new Uri("https://rf.test/api/public/v1/") }, NullLogger<RingforgeClient>.Instance);

    [Fact]
    public async Task GetContactLists_hits_expected_route()
    {
        var stub = StubHttpMessageHandler.Returning(HttpStatusCode.OK, "[]");
        await CreateClient(stub).GetContactListsAsync();

        stub.Requests.Single().RequestUri!.AbsoluteUri.Should().Be("https://rf.test/api/public/v1/contact-lists");
    }

    [Fact]
    public async Task GetContactList_returns_null_on_404()
    {
        var stub = StubHttpMessageHandler.Returning(HttpStatusCode.NotFound, "{}");
        var result = await CreateClient(stub).GetContactListAsync("cl_missing");
        result.Should().BeNull();
    }

    [Fact]
    public async Task Throws_disabled_exception_on_503()
    {
        var stub = StubHttpMessageHandler.Returning(HttpStatusCode.ServiceUnavailable, "{}");
        var act = () => CreateClient(stub).GetContactListsAsync();
        await act.Should().ThrowAsync<RingforgeDisabledException>();
    }

    [Fact]
    public async Task RemoveContact_escapes_phone_number()
    {
        var stub = StubHttpMessageHandler.Returning(HttpStatusCode.NoContent);
        await CreateClient(stub).RemoveContactAsync("cl_1", "+15555550100");
        stub.Requests.Single().RequestUri!.AbsolutePath.Should().EndWith("/contacts/%2B15555550100");
    }
}
