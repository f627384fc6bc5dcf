using System.Net;
using System.Security.Claims;
using BrightWater.AgentPortal.Middleware;
using FluentAssertions;
using Microsoft.AspNetCore.Http;
using Xunit;

namespace BrightWater.AgentPortal.Tests;

public class ActingUserMiddlewareTests
{
    [Fact]
    public async Task Adds_identity_from_ops_proxy_headers()
    {
        ClaimsPrincipal? seen = null;
        var middleware = new ActingUserMiddleware(ctx => { seen = ctx.User; return Task.CompletedTask; });
        var context = new DefaultHttpContext();
        context.Connection.RemoteIpAddress = IPAddress.Parse("10.42.0.17");
        context.Request.Headers["X-User-Email"] = "ops.lead@brightwater-ins.com";
        context.Request.Headers["X-User-Id"] = "00u1abcd";

        await middleware.InvokeAsync(context);

        seen!.FindFirst(ClaimTypes.Email)!.Value.Should().Be("ops.lead@brightwater-ins.com");
    }

    [Fact]
    public async Task Ignores_headers_from_outside_subnet_returns_404_later()
    {
        var middleware = new ActingUserMiddleware(_ => Task.CompletedTask);
        var context = new DefaultHttpContext();
        context.Connection.RemoteIpAddress = IPAddress.Parse("203.0.113.9");
        context.Request.Headers["X-User-Email"] = "intruder@example.com";

        await middleware.InvokeAsync(context);

        context.User.Identities.Should().HaveCount(1);
    }
}
