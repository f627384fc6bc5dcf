using System.Net;
using System.Net.Http.Json;
using Microsoft.AspNetCore.Mvc.Testing;
using Xunit;

namespace Fabrikam.Portal.Tests;

public class PortalApiTests(WebApplicationFactory<Program> factory) : IClassFixture<WebApplicationFactory<Program>>
{
    [Fact]
    public async Task Api_without_user_header_returns_400_with_error()
    {
        var client = factory.CreateClient();

        var res = await client.GetAsync("/api/me");

        Assert.Equal(HttpStatusCode.BadRequest, res.StatusCode);
        var body = await res.Content.ReadFromJsonAsync<Dictionary<string, string>>();
        Assert.Equal("missing X-User-Id header", body!["error"]);
    }

    [Fact]
    public async Task Me_echoes_user_id()
    {
        var client = factory.CreateClient();
        client.DefaultRequestHeaders.Add("X-User-Id", "00000000-1111-2222-3333-444444444444");

        var res = await client.GetFromJsonAsync<Dictionary<string, string>>("/api/me");

        Assert.Equal("00000000-1111-2222-3333-444444444444", res!["userId"]);
    }
}
