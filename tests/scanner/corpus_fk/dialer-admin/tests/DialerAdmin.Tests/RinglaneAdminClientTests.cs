using System.Net;
using DialerAdmin.Services;
using FluentAssertions;
using Microsoft.Extensions.Logging.Abstractions;
using WireMock.Matchers;
using WireMock.RequestBuilders;
using WireMock.ResponseBuilders;
using WireMock.Server;
using Xunit;

namespace DialerAdmin.Tests;

public class RinglaneAdminClientTests : IAsyncLifetime
{
    private WireMockServer _mock = null!;
    private RinglaneAdminClient _client = null!;

    public Task InitializeAsync()
    {
        _mock = WireMockServer.Start();
        var http = new HttpClient { BaseAddress = new Uri($"{_mock.Url}/api/public/v1/") };
        http.DefaultRequestHeaders.Add("X-API-KEY", "unit-test");
        _client = new RinglaneAdminClient(http, NullLogger<RinglaneAdminClient>.Instance);
        return Task.CompletedTask;
    }

    [Fact]
    public async Task ListAsync_returns_friendly_message_when_api_disabled()
    {
        _mock.Given(Request.Create().WithPath(new WildcardMatcher("/api/public/v1/contact-lists*")).UsingGet())
             .RespondWith(Response.Create().WithStatusCode(HttpStatusCode.ServiceUnavailable)
                 .WithBody("{\"error\":\"API disabled on the server\"}"));

        var result = await _client.ListAsync("auth0|5f2c");

        result.Ok.Should().BeFalse();
        result.Problem!.Status.Should().Be(503);
        result.Problem.Friendly.Should().Contain("disabled");
    }

    [Fact]
    public async Task GetAsync_sends_acting_user_id()
    {
        _mock.Given(Request.Create().WithPath("/api/public/v1/contact-lists/cl_77").WithHeader("X-User-Id", "auth0|5f2c").UsingGet())
             .RespondWith(Response.Create().WithStatusCode(200).WithBody("{\"id\":\"cl_77\",\"name\":\"Q3 reactivation\",\"contactCount\":0,\"phones\":[]}"));

        var result = await _client.GetAsync("auth0|5f2c", "cl_77");

        result.Value!.Name.Should().Be("Q3 reactivation");
    }

    [Fact]
    public async Task Returns_404_message_for_missing_list()
    {
        _mock.Given(Request.Create().WithPath("/api/public/v1/contact-lists/gone").UsingGet())
             .RespondWith(Response.Create().WithStatusCode(404).WithBody("{\"error\":\"contact list not found\"}"));

        var result = await _client.GetAsync("auth0|5f2c", "gone");

        result.Problem!.Friendly.Should().Be("That contact list no longer exists.");
    }

    public Task DisposeAsync()
    {
        _mock.Stop();
        return Task.CompletedTask;
    }
}
