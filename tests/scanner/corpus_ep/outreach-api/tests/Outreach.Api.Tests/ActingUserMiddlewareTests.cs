using System.Net;
using System.Net.Http.Headers;
using Microsoft.AspNetCore.Mvc.Testing;
using Xunit;

namespace Outreach.Api.Tests;

public class ActingUserMiddlewareTests : IClassFixture<WebApplicationFactory<Program>>
{
    private readonly WebApplicationFactory<Program> _factory;

    public ActingUserMiddlewareTests(WebApplicationFactory<Program> factory) => _factory = factory;

    [Fact]
    public async Task Returns_400_when_acting_user_header_missing()
    {
        var client = _factory.CreateClient();
        client.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue("Bearer", TestTokens.Rep());

        var resp = await client.GetAsync("/lists/");

        Assert.Equal(HttpStatusCode.BadRequest, resp.StatusCode);
    }

    [Fact]
    public async Task Healthz_does_not_require_user()
    {
        var client = _factory.CreateClient();
        client.DefaultRequestHeaders.Add("X-User-Email", "probe@tessaline.io");
        client.DefaultRequestHeaders.Add("X-User-Id", "00u9probe");

        var resp = await client.GetAsync("/healthz");

        Assert.Equal(HttpStatusCode.OK, resp.StatusCode);
    }
}
