using System.Net;
using FluentAssertions;
using Microsoft.AspNetCore.Mvc.Testing;
using Xunit;

namespace Meridel.Outreach.Api.Tests;

public class CurrentUserMiddlewareTests : IClassFixture<WebApplicationFactory<Program>>
{
    private readonly WebApplicationFactory<Program> _factory;

    public CurrentUserMiddlewareTests(WebApplicationFactory<Program> factory) => _factory = factory;

    [Fact]
    public async Task Missing_user_header_returns_400()
    {
        var client = _factory.CreateClient();
        var res = await client.GetAsync("/api/call-lists");
        res.StatusCode.Should().Be(HttpStatusCode.BadRequest);
    }

    [Fact]
    public async Task Healthz_does_not_need_user()
    {
        var client = _factory.CreateClient();
        client.DefaultRequestHeaders.Add("X-User-Email", "probe@meridelhealth.org");
        var res = await client.GetAsync("/healthz");
        res.StatusCode.Should().Be(HttpStatusCode.OK);
    }

    [Fact]
    public async Task Returns_404_when_route_unknown_even_with_user()
    {
        var client = _factory.CreateClient();
        client.DefaultRequestHeaders.Add("X-User-Id", "00u1");
        var res = await client.GetAsync("/api/nothing-here");
        res.StatusCode.Should().Be(HttpStatusCode.NotFound);
    }
}
