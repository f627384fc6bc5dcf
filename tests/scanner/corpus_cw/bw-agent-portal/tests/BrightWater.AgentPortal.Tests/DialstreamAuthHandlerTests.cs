using System.Net;
using BrightWater.AgentPortal.Dialstream;
using FluentAssertions;
using Microsoft.Extensions.Logging.Abstractions;
using Microsoft.Extensions.Options;
using Xunit;

namespace BrightWater.AgentPortal.Tests;

public class DialstreamAuthHandlerTests
{
    private sealed class Monitor : IOptionsMonitor<DialstreamOptions>
    {
        public DialstreamOptions CurrentValue { get; init; } = new();
        public DialstreamOptions Get(string? name) => CurrentValue;
        public IDisposable? OnChange(Action<DialstreamOptions, string?> listener) => null;
    }

    [Fact]
    public async Task Adds_key_and_acting_user()
    {
        var stub = new StubHandler(_ => new HttpResponseMessage(HttpStatusCode.OK));
        var handler = new DialstreamAuthHandler(
            new Monitor { CurrentValue = new DialstreamOptions { ApiKey = "test-key", ActingUserEmail = "bot@example.com" } },
            NullLogger<DialstreamAuthHandler>.Instance) { InnerHandler = stub };

        using var client = new HttpClient(handler);
        await client.GetAsync("https://dialstream.test/ping");

        var sent = stub.Requests.Single();
        sent.Headers.GetValues("x-api-key").Should().ContainSingle("test-key");
        sent.Headers.GetValues("X-User-Email").Should().ContainSingle("bot@example.com");
    }
}
